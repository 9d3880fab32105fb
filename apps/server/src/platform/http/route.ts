import { ADMIN_PATH_PREFIX, type Endpoint } from '@zhixue/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/index.js';
import { AppError } from './app-error.js';
import type { ContentCaches } from './content-caches.js';
import { announceContentChange } from './content-changes.js';
import { successBody } from './envelope.js';
import {
  type AuditChange,
  type AuditRecorder,
  type Operator,
  type OperatorResolver,
  requireAdminHeader,
  requirePermittedOperator,
} from './operator.js';
import type { PublicResponseCache } from './public-cache.js';
import { sendCachedAnswer } from './send-cached-answer.js';
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

/** A console call: the operator instead of a learner's session. */
export interface OperatorContext<Body> {
  body: Body;
  operator: Operator;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A console write: it runs on `tx`, one transaction with the audit rows `audit` records. */
export interface AuditedContext<Body> extends OperatorContext<Body> {
  tx: Database;
  audit(change: AuditChange): void;
  /**
   * Work to run once the transaction has committed, such as sending a job that must find the change
   * (pg-boss sends on a connection of its own, which on PGlite is the one the transaction holds).
   */
  afterCommit(work: () => Promise<unknown>): void;
}

type ContextFor<E extends Endpoint> = E['access'] extends 'operator'
  ? E extends { writes: true }
    ? AuditedContext<z.output<E['request']>>
    : OperatorContext<z.output<E['request']>>
  : E['access'] extends 'user' | 'enterprise'
    ? RequiredSessionContext<z.output<E['request']>>
    : HandlerContext<z.output<E['request']>>;

/**
 * A console write answers either at once or, when its outcome is known only after its commit (a
 * refund, which the provider answers once the decision is committed), with a function that makes the
 * answer then: it runs after the commit and the after-commit work, and what it returns is presented
 * as it is. Either way the answer is made once and never changed after it was returned.
 */
type AnswerOf<E extends Endpoint> = E extends { access: 'operator'; writes: true }
  ? z.input<E['response']> | (() => Promise<z.input<E['response']>>)
  : z.input<E['response']>;

export type Handler<E extends Endpoint> = (context: ContextFor<E>) => Promise<AnswerOf<E>> | AnswerOf<E>;

export interface RouteDeps {
  resolveSession: SessionResolver;
  resolveOperator: OperatorResolver;
  /** Writes a console write's audit rows in its transaction (the operators area's audit log). */
  recordAudit: AuditRecorder;
  publicCache: PublicResponseCache;
  /**
   * Every in-process copy of what the console changes (the public cache among them): a console
   * write clears them all once it has committed (decision 0040).
   */
  contentCaches: ContentCaches;
  /** Where console writes open their transaction. */
  db: Database;
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
 * A console call (`/api/admin/…`) must carry the `x-zhixue-admin` header, checked first. An
 * `operator` endpoint then resolves the operator from the console cookie and checks its role's
 * permission, both before the body; a write runs in one transaction with its audit rows
 * (`registerOperatorEndpoint`).
 *
 * Answers of endpoints with `cacheSeconds` are kept serialised in the public cache (decision 0002):
 * every answer of a `public` endpoint, and of an `optional` one the answers to requests without a
 * token, which are the same for every visitor. An answer is not kept when the content caches were
 * cleared while it was made: it may have been read before the change.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  deps: RouteDeps,
  endpoint: E,
  handler: Handler<E>,
): void {
  if (endpoint.access === 'operator') {
    registerOperatorEndpoint(
      app,
      deps,
      endpoint as OperatorEndpoint,
      handler as unknown as Handler<OperatorEndpoint>,
    );
    return;
  }
  const { access, cacheSeconds } = endpoint;
  const needsLogin = access === 'user' || access === 'enterprise';
  const cachesAnswers = cacheSeconds !== undefined && !needsLogin;
  // Resolved when the request arrives, before its body is even parsed: a visitor is asked to log in
  // whatever they sent, and never makes the server read a body for nothing.
  const sessions = new WeakMap<FastifyRequest, Session>();
  const checkLogin = async (request: FastifyRequest) => {
    sessions.set(request, await requireSession(deps, endpoint, request));
  };
  const onRequest = endpoint.path.startsWith(ADMIN_PATH_PREFIX)
    ? async (request: FastifyRequest) => requireAdminHeader(request)
    : needsLogin
      ? checkLogin
      : undefined;
  app.post(endpoint.path, onRequest ? { onRequest } : {}, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    const body = parseRequestBody(endpoint.request, request.body ?? undefined);

    const cacheable = cachesAnswers && (access === 'public' || readToken(request) === null);
    const cacheKey = cacheable ? `${endpoint.path}\n${JSON.stringify(body)}` : '';
    if (cacheable) {
      const hit = deps.publicCache.get(cacheKey);
      if (hit !== undefined) return sendCachedAnswer(request, reply, hit);
    }

    const clearsBefore = deps.contentCaches.clears();
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
    if (!cacheable || keepSeconds <= 0 || deps.contentCaches.clears() !== clearsBefore) {
      return reply.send(answer);
    }
    return sendCachedAnswer(request, reply, deps.publicCache.set(cacheKey, Buffer.from(answer), keepSeconds));
  });
}

type OperatorEndpoint = Endpoint & { access: 'operator'; writes?: boolean };

function registerOperatorEndpoint(
  app: FastifyInstance,
  deps: RouteDeps,
  endpoint: OperatorEndpoint,
  handler: Handler<OperatorEndpoint>,
): void {
  const { permission } = endpoint;
  if (!permission) throw new Error(`the console call ${endpoint.path} names no permission`);
  const operators = new WeakMap<FastifyRequest, Operator>();
  const checkOperator = async (request: FastifyRequest) => {
    operators.set(request, await requirePermittedOperator(deps.resolveOperator, request, permission));
  };
  app.post(endpoint.path, { onRequest: checkOperator }, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    const body = parseRequestBody(endpoint.request, request.body ?? undefined);
    const operator = operators.get(request);
    if (!operator) throw new AppError('OPERATOR_NOT_SIGNED_IN');
    const context = { body, operator, request, reply };
    const committed: Array<() => Promise<unknown>> = [];
    const answer = endpoint.writes
      ? await deps.db.transaction(async (tx) => {
          const changes: AuditChange[] = [];
          const result = await handler({
            ...context,
            tx,
            audit: (change: AuditChange) => changes.push(change),
            afterCommit: (work: () => Promise<unknown>) => committed.push(work),
          } as never);
          await deps.recordAudit(tx, operator, endpoint.path, changes);
          await announceContentChange(tx);
          return result;
        })
      : await handler(context as never);
    try {
      for (const work of committed) await work();
    } finally {
      // This process's copies go at once, after the committed work; the other processes' when the
      // announcement reaches them.
      if (endpoint.writes) deps.contentCaches.clear();
    }
    const made = typeof answer === 'function' ? await answer() : answer;
    return reply.send(successBody(presentAnswer(endpoint, made)));
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
