import type { AdminWithdrawal, Page, PageQuery, Withdrawal, WithdrawalStatus } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime, maskMobile } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { centsToYuan } from '../../platform/payment/index.js';
import { BANK, COMMISSION_AVAILABLE, COMMISSION_WITHDRAWING, postEntries } from '../ledger/index.js';
import * as operatorTables from '../operators/tables.js';
import * as userTables from '../users/tables.js';
import * as tables from './tables.js';

const { referralBalances, referralWithdrawals } = tables;
const { users } = userTables;
const { operators } = operatorTables;

type WithdrawalRow = typeof referralWithdrawals.$inferSelect;
type Audit = (change: AuditChange) => void;

export const presentWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: row.amount,
  status: row.status as WithdrawalStatus,
  transferRef: row.transferRef,
  rejectReason: row.rejectReason,
  createdAt: formatChinaTime(row.createdAt),
  decidedAt: row.decidedAt ? formatChinaTime(row.decidedAt) : null,
});

/**
 * 申请提现, in one transaction: the request row first (a partial unique index keeps one pending per
 * sharer, so of two racing requests the second finds the first's and is refused), then the amount
 * moves from available to withdrawing by a conditional update that never takes available below the
 * amount, with its ledger row.
 */
export async function requestWithdrawal(db: Database, userId: number, amount: number): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(referralWithdrawals)
      .values({ userId, amount })
      .onConflictDoNothing()
      .returning();
    if (!request) throw new AppError('WITHDRAWAL_PENDING');
    const [moved] = await tx
      .update(referralBalances)
      .set({
        available: sql`${referralBalances.available} - ${amount}`,
        withdrawing: sql`${referralBalances.withdrawing} + ${amount}`,
      })
      .where(and(eq(referralBalances.userId, userId), gte(referralBalances.available, amount)))
      .returning({ userId: referralBalances.userId });
    if (!moved) {
      const [balance] = await tx
        .select({ available: referralBalances.available })
        .from(referralBalances)
        .where(eq(referralBalances.userId, userId));
      throw new AppError('WITHDRAWAL_OVER_AVAILABLE', {
        available: centsToYuan(Math.max(balance?.available ?? 0, 0)),
      });
    }
    await postEntries(tx, [
      {
        key: `withdrawal_requested:${request.id}`,
        kind: 'withdrawal_requested',
        debit: COMMISSION_AVAILABLE,
        credit: COMMISSION_WITHDRAWING,
        amount,
      },
    ]);
    return presentWithdrawal(request);
  });
}

/** The learner's withdrawals, the newest first (我的推广 shows the last ones). */
export async function ownWithdrawals(db: Database, userId: number, limit: number): Promise<Withdrawal[]> {
  const rows = await db
    .select()
    .from(referralWithdrawals)
    .where(eq(referralWithdrawals.userId, userId))
    .orderBy(desc(referralWithdrawals.id))
    .limit(limit);
  return rows.map(presentWithdrawal);
}

const adminColumns = {
  withdrawal: referralWithdrawals,
  userName: users.nickname,
  mobile: users.mobile,
  available: sql<number>`coalesce(${referralBalances.available}, 0)::int`,
  operatorName: operators.name,
};

const adminRows = (db: Database) =>
  db
    .select(adminColumns)
    .from(referralWithdrawals)
    .innerJoin(users, eq(users.id, referralWithdrawals.userId))
    .leftJoin(referralBalances, eq(referralBalances.userId, referralWithdrawals.userId))
    .leftJoin(operators, eq(operators.id, referralWithdrawals.operatorId));

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminRows>['execute']>>[number];

const presentAdmin = (row: AdminRow, showPhones: boolean): AdminWithdrawal => ({
  ...presentWithdrawal(row.withdrawal),
  userId: row.withdrawal.userId,
  userName: row.userName,
  mobile: (showPhones ? row.mobile : maskMobile(row.mobile)) ?? '',
  available: row.available,
  operatorName: row.operatorName,
});

/** 提现审核: pending first (oldest first, as they wait), then the decided ones, newest first. */
export async function pageWithdrawals(
  db: Database,
  query: PageQuery & { status?: WithdrawalStatus | undefined },
  showPhones: boolean,
): Promise<Page<AdminWithdrawal>> {
  const where = query.status ? eq(referralWithdrawals.status, query.status) : undefined;
  const [rows, [count]] = await Promise.all([
    adminRows(db)
      .where(where)
      .orderBy(
        sql`${referralWithdrawals.status} = 'pending' desc`,
        sql`case when ${referralWithdrawals.status} = 'pending' then ${referralWithdrawals.id} else -${referralWithdrawals.id} end`,
      )
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(referralWithdrawals).where(where),
  ]);
  return {
    list: rows.map((row) => presentAdmin(row, showPhones)),
    total: count?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/**
 * Finance's decision on a pending withdrawal, in the console call's transaction: the conditional
 * update on `pending` decides it once (a second click or operator is told it was decided), the
 * balance and the ledger move with it, and the call leaves its audit row. Paid: the money left the
 * bank by the transfer named. Rejected: it goes back to the sharer's available balance.
 */
export async function decideWithdrawal(
  tx: Database,
  decision: { id: number; operatorId: number } & (
    | { paid: true; transferRef: string }
    | { paid: false; reason: string }
  ),
  audit: Audit,
  showPhones: boolean,
): Promise<AdminWithdrawal> {
  const [before] = await tx.select().from(referralWithdrawals).where(eq(referralWithdrawals.id, decision.id));
  if (!before) throw new AppError('WITHDRAWAL_NOT_FOUND');
  const [after] = await tx
    .update(referralWithdrawals)
    .set({
      status: decision.paid ? 'paid' : 'rejected',
      transferRef: decision.paid ? decision.transferRef : null,
      rejectReason: decision.paid ? null : decision.reason,
      operatorId: decision.operatorId,
      decidedAt: sql`now()`,
    })
    .where(and(eq(referralWithdrawals.id, decision.id), eq(referralWithdrawals.status, 'pending')))
    .returning();
  if (!after) throw new AppError('WITHDRAWAL_DECIDED');
  await tx
    .update(referralBalances)
    .set(
      decision.paid
        ? {
            withdrawing: sql`${referralBalances.withdrawing} - ${after.amount}`,
            withdrawn: sql`${referralBalances.withdrawn} + ${after.amount}`,
          }
        : {
            withdrawing: sql`${referralBalances.withdrawing} - ${after.amount}`,
            available: sql`${referralBalances.available} + ${after.amount}`,
          },
    )
    .where(eq(referralBalances.userId, after.userId));
  await postEntries(tx, [
    decision.paid
      ? {
          key: `withdrawal_paid:${after.id}`,
          kind: 'withdrawal_paid',
          debit: COMMISSION_WITHDRAWING,
          credit: BANK,
          amount: after.amount,
        }
      : {
          key: `withdrawal_rejected:${after.id}`,
          kind: 'withdrawal_rejected',
          debit: COMMISSION_WITHDRAWING,
          credit: COMMISSION_AVAILABLE,
          amount: after.amount,
        },
  ]);
  audit({ entity: 'referral_withdrawal', entityId: after.id, before, after });
  const [row] = await adminRows(tx).where(eq(referralWithdrawals.id, after.id));
  if (!row) throw new Error(`withdrawal ${after.id} vanished after its decision`);
  return presentAdmin(row, showPhones);
}
