import type { LedgerReport } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/index.js';
import { accountBalances } from '../ledger/index.js';
import * as ledgerTables from '../ledger/tables.js';
import * as ordersTables from '../orders/tables.js';
import { commissionMismatches } from '../referrals/index.js';
import * as tables from './tables.js';

const { ledgerEntries } = ledgerTables;
const { orders, orderRefunds } = ordersTables;
const { reconciliationRuns, reconciliationFlags } = tables;

/** Disagreements shown at most: a report of thousands helps nobody; the first ones point at the cause. */
const SHOWN = 100;

/**
 * Orders whose money the ledger records otherwise than the order says: the cash of a paid or
 * refunded order is its amount less its refunds that did not fail, and a paid order holds its
 * coupon's subsidy (a whole refund gives it back). An order with entries that was never paid is
 * flagged as well.
 */
async function orderMismatches(db: Database): Promise<LedgerReport['orderMismatches']> {
  const result = await db.execute(sql`
    with l as (
      select ${ledgerEntries.orderId} as order_id,
        sum(case when ${ledgerEntries.debit} like 'cash:%' then ${ledgerEntries.amount}
                 when ${ledgerEntries.credit} like 'cash:%' then -${ledgerEntries.amount} else 0 end) as cash,
        sum(case when ${ledgerEntries.debit} = 'marketing:coupons' then ${ledgerEntries.amount}
                 when ${ledgerEntries.credit} = 'marketing:coupons' then -${ledgerEntries.amount} else 0 end) as subsidy
      from ${ledgerEntries} where ${ledgerEntries.orderId} is not null group by ${ledgerEntries.orderId}),
    r as (
      select ${orderRefunds.orderId} as order_id, sum(${orderRefunds.amount}) as refunded
      from ${orderRefunds} where ${orderRefunds.status} <> 'failed' group by ${orderRefunds.orderId}),
    compared as (
      select o.order_no,
        (case when o.status in ('paid', 'refunded') then o.amount else 0 end) - coalesce(r.refunded, 0) as expected_cash,
        coalesce(l.cash, 0) as cash,
        case when o.status = 'paid' then o.coupon_discount else 0 end as expected_subsidy,
        coalesce(l.subsidy, 0) as subsidy
      from ${orders} o left join l on l.order_id = o.id left join r on r.order_id = o.id
      where o.status in ('paid', 'refunded') or l.order_id is not null)
    select * from compared where expected_cash <> cash or expected_subsidy <> subsidy
    order by order_no limit ${SHOWN}`);
  return rowsOf<{
    order_no: string;
    expected_cash: string;
    cash: string;
    expected_subsidy: string;
    subsidy: string;
  }>(result).flatMap((row) => {
    const found: LedgerReport['orderMismatches'] = [];
    if (Number(row.expected_cash) !== Number(row.cash))
      found.push({
        orderNo: row.order_no,
        what: '实收金额',
        expected: Number(row.expected_cash),
        recorded: Number(row.cash),
      });
    if (Number(row.expected_subsidy) !== Number(row.subsidy))
      found.push({
        orderNo: row.order_no,
        what: '优惠券补贴',
        expected: Number(row.expected_subsidy),
        recorded: Number(row.subsidy),
      });
    return found;
  });
}

const FLAG_WORDS: Record<string, string> = {
  missing_ours: '账单有、平台无此订单',
  missing_theirs: '平台已收款、账单无',
  amount: '支付金额不一致',
  status: '账单已支付、平台未支付',
  refund_missing_ours: '账单有、平台无此退款',
  refund_missing_theirs: '平台已退款、账单无',
  refund_amount: '退款金额不一致',
  refund_status: '退款状态不一致',
};

/**
 * What the providers' bills list otherwise than our records, by the latest finished run of each
 * day and channel. The ledger agrees with the orders (above), so a bill that agrees with the orders
 * agrees with the ledger: these are the remaining differences.
 */
async function billMismatches(db: Database): Promise<LedgerReport['billMismatches']> {
  const result = await db.execute(sql`
    with latest as (
      select distinct on (${reconciliationRuns.channel}, ${reconciliationRuns.day}) ${reconciliationRuns.id} as id
      from ${reconciliationRuns} where ${reconciliationRuns.status} = 'done'
      order by ${reconciliationRuns.channel}, ${reconciliationRuns.day}, ${reconciliationRuns.id} desc)
    select f.kind, f.order_no, f.our_amount, f.their_amount
    from ${reconciliationFlags} f join latest on latest.id = f.run_id
    order by f.id desc limit ${SHOWN}`);
  return rowsOf<{ kind: string; order_no: string; our_amount: number | null; their_amount: number | null }>(
    result,
  ).map((row) => ({
    orderNo: row.order_no,
    what: FLAG_WORDS[row.kind] ?? row.kind,
    expected: Number(row.their_amount ?? 0),
    recorded: Number(row.our_amount ?? 0),
  }));
}

/** The console's ledger report, and the check the tests run after every money-moving race. */
export async function ledgerReport(db: Database): Promise<LedgerReport> {
  const [balances, byOrder, byCommission, byBill] = await Promise.all([
    accountBalances(db),
    orderMismatches(db),
    commissionMismatches(db, SHOWN),
    billMismatches(db),
  ]);
  return {
    ...balances,
    balanced:
      balances.totalDebit === balances.totalCredit &&
      balances.accounts.reduce((sum, account) => sum + account.balance, 0) === 0 &&
      byOrder.length === 0 &&
      byCommission.length === 0,
    orderMismatches: [...byOrder, ...byCommission],
    billMismatches: byBill,
  };
}
