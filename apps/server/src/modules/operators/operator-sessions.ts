import type { OperatorRole } from '@zhixue/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { keyedHash, newToken } from '../../platform/crypto/index.js';
import { type Database, preparedPerDatabase } from '../../platform/db/index.js';
import {
  AppError,
  type Operator,
  type OperatorResolver,
  readOperatorToken,
} from '../../platform/http/index.js';
import * as tables from './tables.js';

const { operators, operatorSessions } = tables;

export const IDLE_LIMIT_MS = 30 * 60 * 1000;
export const ABSOLUTE_LIMIT_MS = 8 * 60 * 60 * 1000;
/** Seen-at is written at most this often: the idle limit needs no finer clock. */
const SEEN_REFRESH_MS = 60 * 1000;

/**
 * The session of a token's hash with its operator. Prepared once per database: it runs before every
 * console call, and planning the join cost more than running it.
 */
const sessionOf = preparedPerDatabase((db: Database) =>
  db
    .select({
      sessionId: operatorSessions.id,
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      revokedAt: operatorSessions.revokedAt,
      id: operators.id,
      name: operators.name,
      role: operators.role,
      enterpriseId: operators.enterpriseId,
      disabled: operators.disabled,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('operator_session'),
);

/**
 * Console sessions: short (30 idle minutes, 8 hours at most), read from the database on every
 * call (the console's traffic is small; a revocation or a disabled operator takes effect at once).
 */
export function createOperatorSessions(db: Database, operatorSecret: string) {
  const hashOf = (token: string) => keyedHash(`operator-session:${operatorSecret}`, token);

  const resolve: OperatorResolver = async (request: FastifyRequest) => {
    const token = readOperatorToken(request);
    if (!token) throw new AppError('OPERATOR_NOT_SIGNED_IN');
    const [row] = await sessionOf(db).execute({ tokenHash: hashOf(token) });
    if (!row || row.revokedAt !== null || row.disabled) throw new AppError('OPERATOR_NOT_SIGNED_IN');
    const now = Date.now();
    const idle = now - row.lastSeenAt.getTime() > IDLE_LIMIT_MS;
    if (idle || now - row.createdAt.getTime() > ABSOLUTE_LIMIT_MS) {
      throw new AppError('OPERATOR_SESSION_EXPIRED');
    }
    if (now - row.lastSeenAt.getTime() > SEEN_REFRESH_MS) {
      await db
        .update(operatorSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(operatorSessions.id, row.sessionId));
    }
    const operator: Operator = {
      id: row.id,
      name: row.name,
      role: row.role as OperatorRole,
      enterpriseId: row.enterpriseId,
      sessionId: row.sessionId,
    };
    return operator;
  };

  return {
    resolve,
    async create(operatorId: number, ip: string): Promise<string> {
      const token = newToken();
      await db.insert(operatorSessions).values({ operatorId, tokenHash: hashOf(token), ip });
      return token;
    },
    async revoke(sessionId: number): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
    },
    /** Ends every session of an operator (disabled, second factor reset), inside the caller's transaction. */
    async revokeAllOf(tx: Database, operatorId: number): Promise<void> {
      await tx
        .update(operatorSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
    },
  };
}
export type OperatorSessions = ReturnType<typeof createOperatorSessions>;
