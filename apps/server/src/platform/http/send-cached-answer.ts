import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, CachedEncoding } from './public-cache.js';

/** Smaller answers go as they are: the compression plugin's threshold too (app.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** In the compression plugin's order of preference, so a kept answer is encoded as a fresh one is. */
const ENCODINGS: CachedEncoding[] = ['br', 'gzip'];

/**
 * A kept public answer, compressed as the request accepts it from the copy kept with the answer
 * (made once per answer): the compression plugin, which would compress it again at every request,
 * leaves an answer that already names its encoding alone.
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  if (answer.body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(answer.body);
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? negotiate(accepted.toLowerCase(), ENCODINGS) : null;
  if (encoding === null) return reply.send(answer.body);
  reply.header('content-encoding', encoding);
  return reply.send(answer.encoded(encoding));
}
