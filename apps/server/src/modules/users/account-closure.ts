import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { users, addresses } = tables;

/** How long a closure request waits before the account is erased: the learner may take it back until then. */
export const CLOSURE_COOLING_OFF_DAYS = 15;

/** What an erased account is called where its orders and records still show it. */
export const CLOSED_ACCOUNT_NICKNAME = '已注销用户';
const CLOSED_ACCOUNT_AVATAR = '/demo/users/default.svg';

/**
 * Notes the learner's request to close the account, effective at `dueAt`; answers false for an
 * enterprise learner (the enterprise holds that account) or an account already closed.
 */
export async function requestClosure(tx: Database, userId: number, dueAt: Date): Promise<boolean> {
  const noted = await tx
    .update(users)
    .set({ closureDueAt: dueAt })
    .where(and(eq(users.id, userId), isNull(users.entId), isNull(users.closedAt)))
    .returning({ id: users.id });
  return noted.length > 0;
}

/** Takes a pending request back; nothing happens when there is none. */
export async function cancelClosure(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ closureDueAt: null })
    .where(and(eq(users.id, userId), isNull(users.closedAt)));
}

/**
 * Erases the account whose request is due: the phone, enterprise account and password go (the phone
 * may register afresh), the name and picture become the closed account's, the addresses are deleted
 * and no one can sign in to it again. The row stays, so that the orders (which the law keeps) and
 * the study records still point at an account; they no longer say whose. Answers false when the
 * request was taken back or is not due yet, so a late or repeated job changes nothing.
 */
export async function eraseDueAccount(tx: Database, userId: number, now: Date): Promise<boolean> {
  const erased = await tx
    .update(users)
    .set({
      mobile: null,
      account: null,
      passwordHash: null,
      nickname: CLOSED_ACCOUNT_NICKNAME,
      avatar: CLOSED_ACCOUNT_AVATAR,
      gender: 0,
      closureDueAt: null,
      closedAt: now,
      disabledAt: now,
      disabledReason: '账号已注销',
    })
    .where(and(eq(users.id, userId), isNull(users.closedAt), lte(users.closureDueAt, now)))
    .returning({ id: users.id });
  if (erased.length === 0) return false;
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  return true;
}
