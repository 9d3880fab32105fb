import { type AdminOperator, type OperatorRole, type Permission, roleHasPermission } from '@zhixue/contract';
import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange, type Operator } from '../../platform/http/index.js';
import * as usersTables from '../users/tables.js';
import type { OperatorSessions } from './operator-sessions.js';
import * as tables from './tables.js';

const { operators } = tables;
const { enterprises } = usersTables;

export interface NewOperator {
  account: string;
  name: string;
  password: string;
  role: OperatorRole;
  enterpriseId: number | null;
  /** An already sealed TOTP secret (the demo operators'); otherwise the first sign-in enrols one. */
  sealedTotpSecret?: string;
}

type OperatorRow = typeof operators.$inferSelect;

export function presentOperator(row: OperatorRow): AdminOperator {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    role: row.role as OperatorRole,
    enterpriseId: row.enterpriseId,
    disabled: row.disabled,
    factorEnrolled: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOperators(db: Database): Promise<AdminOperator[]> {
  const rows = await db.select().from(operators).orderBy(asc(operators.id));
  return rows.map(presentOperator);
}

/**
 * Answers null when the account is taken (nothing is written then). `passwordHash`, when given, is
 * the hash of `operator.password` already made (the demo operators share one).
 */
export async function insertOperator(
  db: Database,
  operator: NewOperator,
  passwordHash?: string,
): Promise<AdminOperator | null> {
  if (operator.enterpriseId !== null) {
    const [enterprise] = await db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.id, operator.enterpriseId));
    if (!enterprise) throw new AppError('ENTERPRISE_NOT_FOUND');
  }
  const [row] = await db
    .insert(operators)
    .values({
      account: operator.account,
      name: operator.name,
      passwordHash: passwordHash ?? (await hashPassword(operator.password)),
      role: operator.role,
      enterpriseId: operator.enterpriseId,
      totpSecret: operator.sealedTotpSecret ?? null,
    })
    .onConflictDoNothing({ target: operators.account })
    .returning();
  return row ? presentOperator(row) : null;
}

/** The console's "new operator": audited, refused when the account exists. */
export async function createOperator(
  tx: Database,
  operator: NewOperator,
  audit: (change: AuditChange) => void,
): Promise<AdminOperator> {
  const created = await insertOperator(tx, operator);
  if (!created) throw new AppError('OPERATOR_ACCOUNT_TAKEN');
  audit({ entity: 'operator', entityId: created.id, before: null, after: created });
  return created;
}

/**
 * Disabling or resetting the second factor of an operator ends their sessions in the same
 * transaction. Nobody does either to themselves: a super admin could lock the console out.
 */
export async function changeOperator(
  tx: Database,
  deps: { sessions: OperatorSessions; by: Operator; audit: (change: AuditChange) => void },
  id: number,
  change: { disabled: boolean } | { resetFactor: true },
): Promise<AdminOperator> {
  if (id === deps.by.id) throw new AppError('OPERATOR_SELF_CHANGE');
  const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!before) throw new AppError('OPERATOR_NOT_FOUND');
  const values =
    'disabled' in change ? { disabled: change.disabled } : { totpSecret: null, totpLastStep: null };
  const [after] = await tx.update(operators).set(values).where(eq(operators.id, id)).returning();
  if (!after) throw new AppError('OPERATOR_NOT_FOUND');
  if (after.disabled || after.totpSecret === null) await deps.sessions.revokeAllOf(tx, id);
  const presented = presentOperator(after);
  deps.audit({ entity: 'operator', entityId: id, before: presentOperator(before), after: presented });
  return presented;
}

/** Whether the operator exists, is not disabled, and its role grants `permission` now. */
export async function operatorMay(db: Database, id: number, permission: Permission): Promise<boolean> {
  const [row] = await db
    .select({ role: operators.role, disabled: operators.disabled })
    .from(operators)
    .where(eq(operators.id, id));
  return row !== undefined && !row.disabled && roleHasPermission(row.role as OperatorRole, permission);
}
