import {
  type Commission,
  type CommissionStatus,
  type Page,
  type PageQuery,
  type ReferralSummary,
  rowsBefore,
} from '@zhixue/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import * as tables from './tables.js';
import { ownWithdrawals } from './withdrawals.js';

const { referralBalances, referralClicks, referralCommissions, referralLinks } = tables;

/** Withdrawals 我的推广 lists under its figures. */
const WITHDRAWALS_SHOWN = 10;

type CommissionRow = typeof referralCommissions.$inferSelect;

export const presentCommission = (row: CommissionRow): Commission => ({
  id: row.id,
  orderNo: row.orderNo,
  productName: row.productName,
  paidAmount: row.paidAmount,
  rate: row.rate,
  amount: row.amount,
  clawedBack: row.clawedBack,
  status: row.status as CommissionStatus,
  releasesAt: formatChinaTime(row.releasesAt),
  createdAt: formatChinaTime(row.createdAt),
});

/** 我的推广's figures: clicks and orders over the learner's links, and the money by state. */
export async function referralSummaryOf(db: Database, userId: number): Promise<ReferralSummary> {
  const [[counts], [balance], withdrawals] = await Promise.all([
    db
      .select({
        clicks: sql<number>`(select count(*)::int from ${referralClicks} join ${referralLinks}
          on ${referralLinks.id} = ${referralClicks.linkId} where ${referralLinks.userId} = ${userId})`,
        orders: sql<number>`(select count(*)::int from ${referralCommissions}
          where ${referralCommissions.sharerId} = ${userId})`,
      })
      .from(sql`(select 1) one`),
    db.select().from(referralBalances).where(eq(referralBalances.userId, userId)),
    ownWithdrawals(db, userId, WITHDRAWALS_SHOWN),
  ]);
  return {
    clicks: counts?.clicks ?? 0,
    orders: counts?.orders ?? 0,
    frozen: balance?.frozen ?? 0,
    available: balance?.available ?? 0,
    withdrawing: balance?.withdrawing ?? 0,
    withdrawn: balance?.withdrawn ?? 0,
    pendingWithdrawal: withdrawals.find((withdrawal) => withdrawal.status === 'pending') ?? null,
    withdrawals,
  };
}

/** The learner's commissions, the newest first. */
export async function pageOwnCommissions(
  db: Database,
  userId: number,
  query: PageQuery,
): Promise<Page<Commission>> {
  const where = eq(referralCommissions.sharerId, userId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(referralCommissions)
      .where(where)
      .orderBy(desc(referralCommissions.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(referralCommissions).where(where),
  ]);
  return { list: rows.map(presentCommission), total: count?.total ?? 0, ...query };
}
