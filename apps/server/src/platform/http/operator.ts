import { ADMIN_HEADER, type OperatorRole, type Permission, roleHasPermission } from '@zhixue/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/index.js';
import { AppError } from './app-error.js';

/** The signed-in operator behind a console call, as the operators area resolves it. */
export interface Operator {
  id: number;
  name: string;
  role: OperatorRole;
  /** The one enterprise an enterprise admin acts for; null for every other role. */
  enterpriseId: number | null;
  sessionId: number;
}

/**
 * Resolves the operator of a console call from its `zx_admin` cookie only (a learner's token,
 * header or cookie, is never read here), throwing OPERATOR_NOT_SIGNED_IN or
 * OPERATOR_SESSION_EXPIRED.
 */
export type OperatorResolver = (request: FastifyRequest) => Promise<Operator>;

/** Path `/api/admin`: the browser sends it to console calls only, never to learner calls. */
export const OPERATOR_COOKIE = 'zx_admin';

export function readOperatorToken(request: FastifyRequest): string | null {
  return request.cookies?.[OPERATOR_COOKIE] ?? null;
}

/**
 * A cross-site page can make a browser post a form with the operator's cookie (SameSite=Strict
 * already stops most), but it cannot add a custom header without a CORS preflight we never grant.
 */
export function requireAdminHeader(request: FastifyRequest): void {
  if (request.headers[ADMIN_HEADER] !== '1') throw new AppError('ADMIN_HEADER_MISSING');
}

/**
 * The console's gate, in the order every console call checks it: the header, then the operator's
 * session, then the role's permission. Shared by the route recipe and the media library's uploads,
 * which are not JSON calls.
 */
export async function requirePermittedOperator(
  resolveOperator: OperatorResolver,
  request: FastifyRequest,
  /** Or, where it depends on who asks (an upload by an enterprise admin), decided per operator. */
  permission: Permission | ((operator: Operator) => Permission),
): Promise<Operator> {
  requireAdminHeader(request);
  const operator = await resolveOperator(request);
  const needed = typeof permission === 'function' ? permission(operator) : permission;
  if (!roleHasPermission(operator.role, needed)) throw new AppError('OPERATOR_FORBIDDEN');
  return operator;
}

/** One change a console write made: what it touched and its values before and after. */
export interface AuditChange {
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * Writes the audit rows of one console call inside that call's transaction. The operators area owns
 * the audit log and supplies this (app.ts); the route recipe and the media library's uploads call it.
 */
export type AuditRecorder = (
  tx: Database,
  operator: Operator,
  action: string,
  changes: readonly AuditChange[],
) => Promise<void>;
