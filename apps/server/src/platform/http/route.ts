import type { Endpoint } from '@zhixue/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import { successBody } from './envelope.js';
import type { PublicResponseCache } from './public-cache.js';
import { readToken, type Session, type SessionResolver } from './session.js';
import { describeValidationError } from './validation.js';

export interface HandlerContext<Body> {
  body: Body;
  session: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * For an answer the public cache keeps: keep it at most this many seconds, less than the
   * endpoint's `cacheSeconds` (say, until a price that applies now stops applying).
   */
  cacheAtMost(seconds: number): void;
}

export interface RequiredSessionContext<Body> extends HandlerContext<Body> {
  session: Session;
}

type ContextFor<E extends Endpoint> = E['access'] extends 'user' | 'enterprise'
  ? RequiredSessionContext<z.output<E['request']>>
  : HandlerContext<z.output<E['request']>>;

export type Handler<E extends Endpoint> = (
  context: ContextFor<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

export interface RouteDeps {
  resolveSession: SessionResolver;
  publicCache: PublicResponseCache;
}

/**
 * Every route follows one recipe: authenticate → validate with the contract schema → run the
 * handler → present through the contract's response schema (which also drops any field the
 * contract does not name, so internal columns never leak).
 *
 * Answers of endpoints with `cacheSeconds` are kept serialised in the public cache (decision 0002):
 * every answer of a `public` endpoint, and of an `optional` one the answers to requests without a
 * token, which are the same for every visitor.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  deps: RouteDeps,
  endpoint: E,
  handler: Handler<E>,
): void {
  const { cacheSeconds } = endpoint;
  const cachesAnswers =
    cacheSeconds !== undefined && (endpoint.access === 'public' || endpoint.access === 'optional');
  app.post(endpoint.path, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    const parsed = endpoint.request.safeParse(request.body ?? undefined);
    if (!parsed.success) throw new AppError('A0400', describeValidationError(parsed.error));

    const cacheable = cachesAnswers && (endpoint.access === 'public' || readToken(request) === null);
    const cacheKey = cacheable ? `${endpoint.path}\n${JSON.stringify(parsed.data)}` : '';
    if (cacheable) {
      const hit = deps.publicCache.get(cacheKey);
      if (hit !== undefined) return reply.send(hit);
    }

    const session = endpoint.access === 'public' ? null : await resolveForAccess(deps, endpoint, request);
    let keepSeconds = cacheSeconds ?? 0;
    const cacheAtMost = (seconds: number) => {
      keepSeconds = Math.min(keepSeconds, seconds);
    };
    const context = { body: parsed.data, session, request, reply, cacheAtMost } as ContextFor<E>;
    const data = endpoint.response.parse(await handler(context));
    const body = successBody(data);
    if (!cacheable || keepSeconds <= 0) return reply.send(body);
    const bytes = Buffer.from(body);
    deps.publicCache.set(cacheKey, bytes, keepSeconds);
    return reply.send(bytes);
  });
}

async function resolveForAccess(deps: RouteDeps, endpoint: Endpoint, request: FastifyRequest) {
  if (endpoint.access === 'optional') {
    // A stale token must not stop a visitor from browsing public pages: treat it as anonymous.
    return deps.resolveSession(request).catch(() => null);
  }
  const session = await deps.resolveSession(request);
  if (!session) throw new AppError('A0313');
  if (endpoint.access === 'enterprise' && session.entId === null) {
    throw new AppError('A0301', '该功能仅对企业学员开放');
  }
  return session;
}
