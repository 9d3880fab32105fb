import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sameHash } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { insertOperator } from './operator-accounts.js';
import * as tables from './tables.js';

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The one-time link of a fresh install without demo data: `<expiry>.<signature>`. It needs no
 * table: it works only while the database has no operator, so the first use spends it.
 */
export function newSetupToken(operatorSecret: string, now = Date.now()): string {
  const expires = String(now + LINK_LIFETIME_MS);
  return `${expires}.${sign(operatorSecret, expires)}`;
}

function sign(operatorSecret: string, expires: string) {
  return createHmac('sha256', `operator-setup:${operatorSecret}`).update(expires).digest('hex');
}

function isValidToken(operatorSecret: string, token: string): boolean {
  const [expires = '', signature = ''] = token.split('.');
  if (!/^\d{13}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return Number(expires) > Date.now() && sameHash(signature, sign(operatorSecret, expires));
}

async function hasOperators(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: tables.operators.id }).from(tables.operators).limit(1);
  return row !== undefined;
}

/** Prints the link when nobody can sign in to the console yet. */
export async function announceSetupLink(db: Database, operatorSecret: string, log: FastifyBaseLogger) {
  if (await hasOperators(db)) return;
  const token = newSetupToken(operatorSecret);
  log.warn(
    `no console operator yet: open /admin/set-up?token=${token} on this server within 24 hours to create the first super admin (or run npm run create-operator)`,
  );
}

export async function setUpFirstOperator(
  db: Database,
  operatorSecret: string,
  input: { setupToken: string; account: string; name: string; password: string },
): Promise<{ id: number }> {
  if (!isValidToken(operatorSecret, input.setupToken)) throw new AppError('SETUP_LINK_INVALID');
  return db.transaction(async (tx) => {
    // Two people opening the link at once: the second waits, then finds an operator and is refused.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('zx_first_operator'))`);
    if (await hasOperators(tx)) throw new AppError('SETUP_LINK_INVALID');
    const created = await insertOperator(tx, { ...input, role: 'super_admin', enterpriseId: null });
    if (!created) throw new AppError('SETUP_LINK_INVALID');
    await tx.insert(tables.auditLog).values({
      operatorId: created.id,
      operatorName: created.name,
      action: '/api/admin/auth/set-up',
      entity: 'operator',
      entityId: String(created.id),
      after: created,
    });
    return { id: created.id };
  });
}
