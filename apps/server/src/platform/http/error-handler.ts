import type { ErrorCode } from '@zhixue/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isTransientDatabaseError } from '../db/transient-errors.js';
import { AppError } from './app-error.js';
import { errorBody } from './envelope.js';

/** Fastify's own client errors, mapped to catalogue codes (by Fastify error code). */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; msg?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'A0413' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'A0415' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'A0400', msg: '请求长度与内容不符' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'A0400', msg: '请求体不是合法的 JSON' },
};

function send(reply: FastifyReply, status: number, code: ErrorCode, msg?: string) {
  return reply.status(status).type('application/json; charset=utf-8').send(errorBody(code, msg));
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
      return send(reply, error.status, error.code, error.message);
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
    if (known) return send(reply, known.code === 'A0400' ? 400 : statusOf(known.code), known.code, known.msg);
    // JSON.parse failures inside the body parser surface as 400s without a dedicated code.
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return send(reply, 400, 'A0400', '请求格式错误');
    }
    if (isTransientDatabaseError(error)) {
      // A lost database connection (restart, failover): the pool reconnects, so the caller may retry.
      request.log.warn({ err: error }, 'database connection lost');
      return send(reply, 503, 'B0503');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, 'B0001');
  });
}

function statusOf(code: ErrorCode): number {
  return code === 'A0413' ? 413 : code === 'A0415' ? 415 : 400;
}

export function notFound(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST' && isApiPath(request.url)) {
    return send(reply, 405, 'A0405');
  }
  return send(reply, 404, 'A0404', '接口不存在');
}

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api';
}
