import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { users } = tables;

/** The picture of an account nobody has given one yet. */
const DEFAULT_AVATAR = '/demo/users/default.svg';

/**
 * Makes the account of a phone that has none, with the default picture. Answers undefined when the
 * phone has one already: the unique phone index settles two first sign-ins of a phone (or an
 * enterprise adding it meanwhile) on one row.
 */
export async function createAccountForPhone(
  tx: Database,
  account: { mobile: string; nickname: string; entId?: number },
) {
  const [created] = await tx
    .insert(users)
    .values({ ...account, avatar: DEFAULT_AVATAR })
    .onConflictDoNothing()
    .returning();
  return created;
}

/** Notes the sign-in: the next one's gift tells a returning learner by it. */
export async function recordSignIn(tx: Database, userId: number): Promise<void> {
  await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/** Records the learner's consent to a version of 《用户协议》《隐私政策》, at this moment. */
export async function recordConsent(tx: Database, userId: number, version: number): Promise<void> {
  await tx.update(users).set({ consentVersion: version, consentAt: new Date() }).where(eq(users.id, userId));
}

/** Binds a phone to the account; a phone another account holds fails on the unique phone index. */
export async function setMobile(db: Database, userId: number, mobile: string): Promise<void> {
  await db.update(users).set({ mobile }).where(eq(users.id, userId));
}

/** Stores the password's hash (never the password); false when there is no such account. */
export async function setPassword(db: Database, userId: number, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const changed = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return changed.length > 0;
}

/** Puts the learner in the enterprise, only from none: a learner belongs to one enterprise at most. */
export async function attachToEnterprise(tx: Database, userId: number, entId: number): Promise<void> {
  await tx
    .update(users)
    .set({ entId })
    .where(and(eq(users.id, userId), isNull(users.entId)));
}

/** Takes the learner out of the enterprise, only of that one. */
export async function detachFromEnterprise(tx: Database, userId: number, entId: number): Promise<void> {
  await tx
    .update(users)
    .set({ entId: null })
    .where(and(eq(users.id, userId), eq(users.entId, entId)));
}
