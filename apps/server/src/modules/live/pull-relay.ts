import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config/index.js';
import { AppError } from '../../platform/http/index.js';
import { DEVELOPMENT_PULL_PREFIX, verifyAuthKey } from '../../platform/live-stream/index.js';

const FLV_PATH = /^\/(\w{1,32})\/([\w-]{1,64})\.flv$/;

/**
 * The development provider's pull addresses: this server checks the `auth_key` as the cloud's edge
 * would (expired, forged or another stream's: A0410) and relays the ingest's HTTP-FLV, which
 * listens on 127.0.0.1 only. Same origin as the site, so the player needs no CORS.
 */
export function registerPullRelay(app: FastifyInstance, config: Config, flvPort: number): void {
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    `${DEVELOPMENT_PULL_PREFIX}/*`,
    async (request, reply) => {
      const path = `/${request.params['*']}`;
      const match = FLV_PATH.exec(path);
      if (!match || match[1] !== config.LIVE_APP_NAME) throw new AppError('LIVE_PULL_EXPIRED');
      if (!verifyAuthKey(path, request.query.auth_key, config.LIVE_AUTH_KEY)) {
        throw new AppError('LIVE_PULL_EXPIRED');
      }
      const stop = new AbortController();
      request.raw.on('close', () => stop.abort());
      const upstream = await fetch(`http://127.0.0.1:${flvPort}${path}`, { signal: stop.signal }).catch(
        () => null,
      );
      if (!upstream?.ok || !upstream.body) throw new AppError('LIVE_NOT_STREAMING');
      return reply
        .type('video/x-flv')
        .header('cache-control', 'no-store')
        .send(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream));
    },
  );
}
