import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/** The logged-in learner behind a request, as the identity area resolves it. */
export interface Session {
  sessionId: number;
  userId: number;
  entId: number | null;
  isVip: boolean;
}

/**
 * Resolves the session of a request from its `token` header or session cookie. It answers null for
 * a request without a token, and throws the session errors (A0311, A0312, A0313) for a token that
 * is expired, revoked or unknown.
 */
export type SessionResolver = (request: FastifyRequest) => Promise<Session | null>;

export const SESSION_COOKIE = 'zx_token';

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.token;
  if (typeof header === 'string' && header.length > 0) return header;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}
