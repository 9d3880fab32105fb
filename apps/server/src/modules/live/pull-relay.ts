import { type ClientRequest, get, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config/index.js';
import { AppError } from '../../platform/http/index.js';
import { DEVELOPMENT_PULL_PREFIX, verifyAuthKey } from '../../platform/live-stream/index.js';

const FLV_PATH = /^\/(\w{1,32})\/([\w-]{1,64})\.flv$/;

/** Opens the ingest's HTTP-FLV of `path`; answers null when the ingest does not serve it. */
function openUpstream(
  port: number,
  path: string,
): Promise<{ request: ClientRequest; body: IncomingMessage } | null> {
  return new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, path, agent: false }, (body) => {
      if (body.statusCode === 200) resolve({ request, body });
      else {
        body.resume();
        resolve(null);
      }
    });
    request.on('error', () => resolve(null));
  });
}

/**
 * The development provider's pull addresses: this server checks the `auth_key` as the cloud's edge
 * would (expired, forged or another stream's: A0410) and relays the ingest's HTTP-FLV, which
 * listens on 127.0.0.1 only. Same origin as the site, so the player needs no CORS.
 */
export function registerPullRelay(app: FastifyInstance, config: Config, flvPort: number): void {
  // A live stream never ends by itself: closing the server ends the relays it still has running.
  const relays = new Set<{ upstream: ClientRequest; viewer: Socket }>();
  app.addHook('preClose', async () => {
    for (const { upstream, viewer } of relays) {
      upstream.destroy();
      viewer.destroy();
    }
  });
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    `${DEVELOPMENT_PULL_PREFIX}/*`,
    async (request, reply) => {
      const path = `/${request.params['*']}`;
      const match = FLV_PATH.exec(path);
      if (!match || match[1] !== config.LIVE_APP_NAME) throw new AppError('LIVE_PULL_EXPIRED');
      if (!verifyAuthKey(path, request.query.auth_key, config.LIVE_AUTH_KEY)) {
        throw new AppError('LIVE_PULL_EXPIRED');
      }
      const upstream = await openUpstream(flvPort, path);
      if (!upstream) throw new AppError('LIVE_NOT_STREAMING');
      const relay = { upstream: upstream.request, viewer: request.raw.socket };
      relays.add(relay);
      // The response's close (not the request's, which closes once its empty body is read): the viewer left.
      reply.raw.on('close', () => upstream.request.destroy());
      relay.viewer.once('close', () => relays.delete(relay));
      // One stream a connection: nothing is kept alive behind a viewer who left.
      return reply
        .type('video/x-flv')
        .header('cache-control', 'no-store')
        .header('connection', 'close')
        .send(upstream.body);
    },
  );
}
