import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody, sendError } from '../http/index.js';

export const METRICS_PATH = '/metrics';

/** The exposition text of every figure, read at the moment of the scrape. */
export interface Exposition {
  contentType: string;
  text(): Promise<string>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>`, compared in constant time (digests, so lengths never differ). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * /metrics on the public listener: with `token` unset it does not exist (404, as any unknown path);
 * set, a scrape must carry it. A figure that cannot be read is never a 500: the scrape is 503.
 */
export function metricsOnPublicListener(token: string | undefined, exposition: Exposition | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (token === undefined || exposition === null) return sendError(reply, new AppError('API_NOT_FOUND'));
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, new AppError('METRICS_TOKEN_INVALID'));
    }
    const text = await exposition.text().catch((err: unknown) => {
      request.log.warn({ err }, 'metrics not read');
      return null;
    });
    if (text === null) return sendError(reply, new AppError('SERVICE_UNAVAILABLE'));
    return reply.type(exposition.contentType).header('cache-control', 'no-store').send(text);
  };
}

/**
 * A listener of its own on 127.0.0.1 that serves only /metrics, without a token: for a scraper on
 * the same host (or a sidecar), where the public port need not expose anything.
 */
export async function listenForScrapes(port: number, exposition: Exposition): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const answer = (status: number, type: string, body: string) =>
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    const json = 'application/json; charset=utf-8';
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      answer(404, json, errorBody(new AppError('API_NOT_FOUND')));
      return;
    }
    exposition.text().then(
      (text) => answer(200, exposition.contentType, text),
      () => answer(503, json, errorBody(new AppError('SERVICE_UNAVAILABLE'))),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}
