import type { Endpoint } from '@zhixue/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import { successBody } from './envelope.js';
import type { PublicResponseCache } from './public-cache.js';
import { readToken, type Session, type SessionResolver } from './session.js';
import { parseRequestBody } from './validation.js';

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
 * An endpoint that needs a login checks the session before the body: a visitor gets A0313, which
 * the web answers with the login dialog, whatever the body (malformed JSON or a wrong content type
 * included). `public` and `optional` endpoints validate first, because the public cache is keyed by
 * the validated body and a hit needs no session at all.
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
  const { access, cacheSeconds } = endpoint;
  const needsLogin = access === 'user' || access === 'enterprise';
  const cachesAnswers = cacheSeconds !== undefined && !needsLogin;
  // Resolved when the request arrives, before its body is even parsed: a visitor is asked to log in
  // whatever they sent, and never makes the server read a body for nothing.
  const sessions = new WeakMap<FastifyRequest, Session>();
  const checkLogin = async (request: FastifyRequest) => {
    sessions.set(request, await requireSession(deps, endpoint, request));
  };
  app.post(endpoint.path, needsLogin ? { onRequest: checkLogin } : {}, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    const body = parseRequestBody(endpoint.request, request.body ?? undefined);

    const cacheable = cachesAnswers && (access === 'public' || readToken(request) === null);
    const cacheKey = cacheable ? `${endpoint.path}\n${JSON.stringify(body)}` : '';
    if (cacheable) {
      const hit = deps.publicCache.get(cacheKey);
      if (hit !== undefined) return reply.send(hit);
    }

    // A stale token must not stop a visitor from browsing public pages: treat it as anonymous.
    const session =
      access === 'optional'
        ? await deps.resolveSession(request).catch(() => null)
        : (sessions.get(request) ?? null);
    let keepSeconds = cacheSeconds ?? 0;
    const cacheAtMost = (seconds: number) => {
      keepSeconds = Math.min(keepSeconds, seconds);
    };
    const context = { body, session, request, reply, cacheAtMost } as ContextFor<E>;
    const data = presentAnswer(endpoint, await handler(context));
    const answer = successBody(data);
    if (!cacheable || keepSeconds <= 0) return reply.send(answer);
    const bytes = Buffer.from(answer);
    deps.publicCache.set(cacheKey, bytes, keepSeconds);
    return reply.send(bytes);
  });
}

async function requireSession(deps: RouteDeps, endpoint: Endpoint, request: FastifyRequest) {
  const session = await deps.resolveSession(request);
  if (!session) throw new AppError('NOT_LOGGED_IN');
  if (endpoint.access === 'enterprise' && session.entId === null) {
    throw new AppError('ENTERPRISE_ONLY');
  }
  return session;
}

/**
 * The handler's answer through the contract's response schema. An answer that breaks it is a bug
 * of ours, not of the caller: it surfaces as a plain error, which the error handler logs and
 * answers with B0001.
 */
function presentAnswer(endpoint: Endpoint, answer: unknown): unknown {
  const presented = endpoint.response.safeParse(answer);
  if (presented.success) return presented.data;
  const where = presented.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`);
  throw new Error(`the answer of ${endpoint.path} breaks its response schema (${where.join('; ')})`);
}
