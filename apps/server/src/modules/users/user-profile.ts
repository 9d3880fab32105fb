import type { UserProfile } from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime, maskMobile } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import * as authTables from '../auth/tables.js';
import * as tables from './tables.js';
import { isVipActive } from './vip-end.js';

const { users, enterprises } = tables;
const { wechatAccounts } = authTables;

/** The learner's row with their enterprise and whether a WeChat account is linked. */
export async function loadUser(db: Database, userId: number) {
  const [row] = await db
    .select({
      user: users,
      entName: enterprises.name,
      logo: enterprises.logo,
      wxBound: sql<boolean>`exists (select 1 from ${wechatAccounts} where ${wechatAccounts.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(enterprises, eq(enterprises.id, users.entId))
    .where(eq(users.id, userId));
  // A live session whose user is gone (deleted by an operator) is treated as logged out.
  if (!row) throw new AppError('NOT_LOGGED_IN');
  return { ...row, wxBound: Boolean(row.wxBound) };
}

export async function loadProfile(db: Database, userId: number): Promise<UserProfile> {
  const { user, entName, logo, wxBound } = await loadUser(db, userId);
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    gender: user.gender as UserProfile['gender'],
    mobile: maskMobile(user.mobile),
    account: user.account,
    entId: user.entId,
    entName: entName ?? null,
    logo: logo ?? null,
    vip: isVipActive(user.vipExpiresAt) ? 1 : 0,
    vipExpiresAt: user.vipExpiresAt?.toISOString() ?? null,
    wxBound,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The account-security page: how the learner can log in, with the phone masked. */
export async function loadAccount(db: Database, userId: number) {
  const { user, wxBound } = await loadUser(db, userId);
  return {
    mobile: maskMobile(user.mobile),
    account: user.account,
    wxBound,
    hasPassword: user.passwordHash !== null,
    canClose: user.entId === null,
    closureDueAt: user.closureDueAt ? formatChinaTime(user.closureDueAt) : null,
  };
}
