import { type AdminLearner, type Page, type PageQuery, rowsBefore } from '@zhixue/contract';
import { count, desc, eq, ilike, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsPattern, type Database } from '../../platform/db/index.js';
import { formatChinaTime, maskMobile } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { notify } from '../messages/index.js';
import * as tables from './tables.js';
import { isVipActive } from './vip-end.js';

const { users, enterprises } = tables;

/** A learner's paid and refunded orders counted, as a column over their id (orders sits above users). */
export type PaidOrderCount = (userId: SQLWrapper) => SQL<number>;

const columnsOf = (paidCount: PaidOrderCount) => ({
  user: users,
  enterpriseName: enterprises.name,
  paidOrders: paidCount(users.id),
});
type Selected = { user: typeof users.$inferSelect; enterpriseName: string | null; paidOrders: number };

function present(row: Selected, showPhones: boolean): AdminLearner {
  const { user } = row;
  return {
    id: user.id,
    nickname: user.nickname,
    mobile: showPhones ? user.mobile : maskMobile(user.mobile),
    enterpriseName: row.enterpriseName,
    vipExpiresAt: user.vipExpiresAt?.toISOString() ?? null,
    vip: isVipActive(user.vipExpiresAt),
    paidOrders: row.paidOrders,
    createdAt: formatChinaTime(user.createdAt),
  };
}

/** Eleven digits are a phone, other digits an id, anything else part of a nickname. */
function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  if (/^\d{11}$/.test(keyword)) return eq(users.mobile, keyword);
  const nickname = ilike(users.nickname, containsPattern(keyword));
  return /^\d{1,9}$/.test(keyword) ? or(eq(users.id, Number(keyword)), nickname) : nickname;
}

export async function searchLearners(
  db: Database,
  query: PageQuery & { keyword?: string | undefined },
  showPhones: boolean,
  paidCount: PaidOrderCount,
): Promise<Page<AdminLearner>> {
  const where = keywordFilter(query.keyword);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columnsOf(paidCount))
      .from(users)
      .leftJoin(enterprises, eq(enterprises.id, users.entId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    list: rows.map((row) => present(row, showPhones)),
    total: counted?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

export async function loadLearner(
  db: Database,
  userId: number,
  showPhones: boolean,
  paidCount: PaidOrderCount,
): Promise<AdminLearner> {
  const [row] = await db
    .select(columnsOf(paidCount))
    .from(users)
    .leftJoin(enterprises, eq(enterprises.id, users.entId))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('LEARNER_NOT_FOUND');
  return present(row, showPhones);
}

/** Membership's extension by days, answering the new end (injected: membership sits above users). */
export type VipExtender = (tx: Database, userId: number, days: number) => Promise<Date>;

/**
 * Membership granted by hand (a complaint settled, a prize), audited with its reason, in the
 * console call's transaction; the learner is told in the message centre.
 */
export async function grantVip(
  tx: Database,
  grant: { userId: number; days: number; reason: string },
  { extendVip, paidCount }: { extendVip: VipExtender; paidCount: PaidOrderCount },
  audit: (change: AuditChange) => void,
  showPhones: boolean,
): Promise<AdminLearner> {
  const before = await loadLearner(tx, grant.userId, showPhones, paidCount);
  const until = await extendVip(tx, grant.userId, grant.days);
  await notify(tx, 'vipGranted', {
    userId: grant.userId,
    dedupeKey: `vip-grant:${grant.userId}:${until.toISOString()}`,
    params: { days: grant.days, reason: grant.reason, until: formatChinaTime(until).slice(0, 10) },
  });
  const after = await loadLearner(tx, grant.userId, showPhones, paidCount);
  audit({
    entity: 'user',
    entityId: grant.userId,
    before,
    after: { ...after, grantedDays: grant.days, reason: grant.reason },
  });
  return after;
}
