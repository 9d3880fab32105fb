import type { LoginParams } from '@zhixue/contract';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { offerLoginGift, pendingGift } from '../marketing/index.js';
import { createAccountForPhone, isVipActive, recordSignIn } from '../users/index.js';
import * as usersTables from '../users/tables.js';

const { users, enterprises } = usersTables;

export type UserRow = typeof users.$inferSelect;

export async function findUserByMobile(db: Database, mobile: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  return user;
}

/** Account login accepts an account name or the phone number of the account. */
export async function findUserByAccount(db: Database, account: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.account, account), eq(users.mobile, account)))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/**
 * Finds the learner of a phone or registers one (spec: unregistered phones are registered once the
 * code is verified). Two first logins of one phone at once both end on the same row.
 */
export async function findOrRegisterByMobile(tx: Database, mobile: string) {
  const created = await createAccountForPhone(tx, { mobile, nickname: `学员${mobile.slice(-4)}` });
  if (created) return { user: created, isNewUser: true };
  const existing = await findUserByMobile(tx, mobile);
  if (!existing) throw new Error('user vanished during registration');
  return { user: existing, isNewUser: false };
}

/** Records the login, offers its gift and answers the spec's loginParams. */
export async function completeLogin(
  tx: Database,
  user: UserRow,
  token: string,
  isNewUser: boolean,
): Promise<LoginParams> {
  await offerLoginGift(tx, { userId: user.id, isNewUser, previousLoginAt: user.lastLoginAt });
  await recordSignIn(tx, user.id);
  const [enterprise] = user.entId
    ? await tx.select().from(enterprises).where(eq(enterprises.id, user.entId))
    : [undefined];
  const vip = isVipActive(user.vipExpiresAt);
  return {
    token,
    id: user.id,
    nickname: user.nickname,
    entName: enterprise?.name ?? null,
    entId: user.entId,
    avatar: user.avatar,
    logo: enterprise?.logo ?? null,
    vipFront: { vip: vip ? 1 : 0, expiresAt: vip ? (user.vipExpiresAt?.toISOString() ?? null) : null },
    acquisitionUserFrontDTO: await pendingGift(tx, user.id),
  };
}
