import type { FixedReason } from '@zhixue/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CacheUnavailableError } from '../cache/index.js';
import { isTransientDatabaseError } from '../db/transient-errors.js';
import { AppError } from './app-error.js';
import { errorBody } from './envelope.js';

/** Fastify's own client errors, mapped to reasons (by Fastify error code). */
const FASTIFY_CLIENT_ERRORS: Record<string, FixedReason> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'CONTENT_LENGTH_MISMATCH',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
};

export function sendError(reply: FastifyReply, error: AppError) {
  return reply.status(error.status).type('application/json; charset=utf-8').send(errorBody(error));
}

export function installErrorHandling(app: FastifyInstance): void {
  // A JSON request with an empty body means "no parameters", as a body-less POST does.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error);
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
    if (known) return sendError(reply, new AppError(known));
    // JSON.parse failures inside the body parser surface as 400s without a dedicated code.
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return sendError(reply, new AppError('MALFORMED_REQUEST'));
    }
    if (error instanceof CacheUnavailableError) {
      // The cache reports its own outage once (platform/cache); a line per refused call would bury it.
      return sendError(reply, new AppError('CACHE_UNAVAILABLE'));
    }
    if (isTransientDatabaseError(error)) {
      // A lost database connection (restart, failover): the pool reconnects, so the caller may retry.
      request.log.warn({ err: error }, 'database connection lost');
      return sendError(reply, new AppError('SERVICE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, new AppError('SYSTEM_ERROR'));
  });
}

export function notFound(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST' && isApiPath(request.url)) {
    return sendError(reply, new AppError('METHOD_NOT_ALLOWED'));
  }
  return sendError(reply, new AppError('API_NOT_FOUND'));
}

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api';
}
