import type { UserProfile } from '@zhixue/contract';
import { eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime, maskMobile } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables.js';
import { isVipActive } from './vip-end.js';

const { users, enterprises } = tables;

/**
 * Whether a WeChat account is linked to the learner, as a column over their id: the auth area keeps
 * the links (it sits above users), app.ts hands its rule in.
 */
export type WechatBound = (userId: SQLWrapper) => SQL<boolean>;

/** The learner's own profile and account-security page, each one statement. */
export interface ProfileReader {
  loadProfile(db: Database, userId: number): Promise<UserProfile>;
  loadAccount(db: Database, userId: number): Promise<OwnAccount>;
}

export function createProfileReader(wechatBound: WechatBound): ProfileReader {
  const read = (db: Database, userId: number) => loadUser(db, wechatBound, userId);
  return {
    loadProfile: async (db, userId) => presentProfile(await read(db, userId)),
    loadAccount: async (db, userId) => presentAccount(await read(db, userId)),
  };
}

/** The learner's row with their enterprise and whether a WeChat account is linked. */
async function loadUser(db: Database, wechatBound: WechatBound, userId: number) {
  const [row] = await db
    .select({
      user: users,
      entName: enterprises.name,
      logo: enterprises.logo,
      wxBound: wechatBound(users.id),
    })
    .from(users)
    .leftJoin(enterprises, eq(enterprises.id, users.entId))
    .where(eq(users.id, userId));
  // A live session whose user is gone (deleted by an operator) is treated as logged out.
  if (!row) throw new AppError('NOT_LOGGED_IN');
  return { ...row, wxBound: Boolean(row.wxBound) };
}

type UserRow = Awaited<ReturnType<typeof loadUser>>;

function presentProfile({ user, entName, logo, wxBound }: UserRow): UserProfile {
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

type OwnAccount = ReturnType<typeof presentAccount>;

/** The account-security page: how the learner can log in, with the phone masked. */
function presentAccount({ user, wxBound }: UserRow) {
  return {
    mobile: maskMobile(user.mobile),
    account: user.account,
    wxBound,
    hasPassword: user.passwordHash !== null,
    canClose: user.entId === null,
    closureDueAt: user.closureDueAt ? formatChinaTime(user.closureDueAt) : null,
  };
}
