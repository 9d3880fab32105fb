import type { ReconcileChannel, ReconcileFlagKind } from '@zhixue/contract';
import { and, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { chinaMidnight, chinaMidnightAfter } from '../../platform/format/index.js';
import type { BillRefund, ProviderBill } from '../../platform/payment/index.js';
import * as ordersTables from '../orders/tables.js';
import * as tables from './tables.js';

const { orders, orderRefunds } = ordersTables;
const { reconciliationRuns, reconciliationFlags } = tables;

export interface Flag {
  kind: ReconcileFlagKind;
  orderNo: string;
  refundNo: string | null;
  orderId: number | null;
  ourAmount: number | null;
  theirAmount: number | null;
  ourStatus: string | null;
  theirStatus: string | null;
}

interface OurOrder {
  id: number;
  orderNo: string;
  amount: number;
  status: string;
}

interface OurRefund {
  refundNo: string;
  orderNo: string;
  orderId: number;
  amount: number;
  status: string;
}

/** What we recorded for the bill's channel and day, and every order and refund the bill names. */
export interface OurSide {
  /** Orders paid through the channel on the day (refunded since or not). */
  paidThatDay: OurOrder[];
  /** Refunds of the channel's orders decided on the day, those the provider refused apart. */
  refundedThatDay: OurRefund[];
  /** By number, whatever their day: a payment just past midnight is billed the next day. */
  ordersNamed: Map<string, OurOrder>;
  refundsNamed: Map<string, OurRefund>;
}

const PAID = new Set(['paid', 'refunded']);

/**
 * Compares a bill with our side. Each order or refund is flagged once, by the first difference
 * found: missing on one side, then the amount, then the state.
 */
export function compareBill(bill: ProviderBill, ours: OurSide): Flag[] {
  const flags: Flag[] = [];
  const flag = (kind: ReconcileFlagKind, fields: Partial<Flag> & { orderNo: string }) =>
    flags.push({
      kind,
      refundNo: null,
      orderId: null,
      ourAmount: null,
      theirAmount: null,
      ourStatus: null,
      theirStatus: null,
      ...fields,
    });

  const billed = new Set<string>();
  for (const payment of bill.payments) {
    billed.add(payment.orderNo);
    const order = ours.ordersNamed.get(payment.orderNo);
    const theirs = { orderNo: payment.orderNo, theirAmount: payment.amount, theirStatus: 'paid' };
    if (!order) flag('missing_ours', theirs);
    else if (order.amount !== payment.amount) {
      flag('amount', { ...theirs, orderId: order.id, ourAmount: order.amount, ourStatus: order.status });
    } else if (!PAID.has(order.status)) {
      flag('status', { ...theirs, orderId: order.id, ourAmount: order.amount, ourStatus: order.status });
    }
  }
  for (const order of ours.paidThatDay) {
    if (billed.has(order.orderNo)) continue;
    flag('missing_theirs', {
      orderNo: order.orderNo,
      orderId: order.id,
      ourAmount: order.amount,
      ourStatus: order.status,
    });
  }

  const refundsBilled = new Set<string>();
  for (const refund of bill.refunds) {
    refundsBilled.add(refund.refundNo);
    const ourRefund = ours.refundsNamed.get(refund.refundNo);
    const theirs = {
      orderNo: refund.orderNo,
      refundNo: refund.refundNo,
      theirAmount: refund.amount,
      theirStatus: refund.status,
    };
    if (!ourRefund) {
      flag('refund_missing_ours', { ...theirs, orderId: ours.ordersNamed.get(refund.orderNo)?.id ?? null });
      continue;
    }
    const ourFields = {
      orderId: ourRefund.orderId,
      ourAmount: ourRefund.amount,
      ourStatus: ourRefund.status,
    };
    if (ourRefund.amount !== refund.amount) flag('refund_amount', { ...theirs, ...ourFields });
    else if (!sameRefundState(ourRefund.status, refund.status))
      flag('refund_status', { ...theirs, ...ourFields });
  }
  for (const refund of ours.refundedThatDay) {
    if (refundsBilled.has(refund.refundNo)) continue;
    flag('refund_missing_theirs', {
      orderNo: refund.orderNo,
      refundNo: refund.refundNo,
      orderId: refund.orderId,
      ourAmount: refund.amount,
      ourStatus: refund.status,
    });
  }
  return flags;
}

/** A refund still processing on one side and done on the other disagrees; so does failed and done. */
const sameRefundState = (ours: string, theirs: BillRefund['status']) => ours === theirs;

/** Reads our side of a bill: the day's payments and refunds of the channel and what the bill names. */
export async function loadOurSide(db: Database, bill: ProviderBill): Promise<OurSide> {
  const start = chinaMidnight(bill.day);
  const end = chinaMidnightAfter(bill.day);
  const orderColumns = {
    id: orders.id,
    orderNo: orders.orderNo,
    amount: orders.amount,
    status: orders.status,
  };
  const refundColumns = {
    refundNo: orderRefunds.refundNo,
    orderNo: orders.orderNo,
    orderId: orders.id,
    amount: orderRefunds.amount,
    status: orderRefunds.status,
  };
  const orderNos = [...new Set([...bill.payments, ...bill.refunds].map((line) => line.orderNo))];
  const refundNos = bill.refunds.map((refund) => refund.refundNo);
  const [paidThatDay, refundedThatDay, named, refundsNamed] = await Promise.all([
    db
      .select(orderColumns)
      .from(orders)
      .where(
        and(
          eq(orders.payChannel, bill.channel),
          gte(orders.paidAt, start),
          lt(orders.paidAt, end),
          inArray(orders.status, ['paid', 'refunded']),
        ),
      ),
    db
      .select(refundColumns)
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(
        and(
          eq(orders.payChannel, bill.channel),
          gte(orderRefunds.createdAt, start),
          lt(orderRefunds.createdAt, end),
          ne(orderRefunds.status, 'failed'),
        ),
      ),
    orderNos.length ? db.select(orderColumns).from(orders).where(inArray(orders.orderNo, orderNos)) : [],
    refundNos.length
      ? db
          .select(refundColumns)
          .from(orderRefunds)
          .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
          .where(inArray(orderRefunds.refundNo, refundNos))
      : [],
  ]);
  return {
    paidThatDay,
    refundedThatDay,
    ordersNamed: new Map(named.map((order) => [order.orderNo, order])),
    refundsNamed: new Map(refundsNamed.map((refund) => [refund.refundNo, refund])),
  };
}

/** Records a run's outcome: its flags replace any of an earlier attempt of the same run. */
export async function recordRunOutcome(db: Database, runId: number, bill: ProviderBill, flags: Flag[]) {
  await db.transaction(async (tx) => {
    await tx.delete(reconciliationFlags).where(eq(reconciliationFlags.runId, runId));
    if (flags.length) await tx.insert(reconciliationFlags).values(flags.map((flag) => ({ ...flag, runId })));
    await tx
      .update(reconciliationRuns)
      .set({
        status: 'done',
        billPayments: bill.payments.length,
        billRefunds: bill.refunds.length,
        flagged: flags.length,
        failure: null,
        finishedAt: new Date(),
      })
      .where(eq(reconciliationRuns.id, runId));
  });
}

export type RunRow = typeof reconciliationRuns.$inferSelect;

export async function createRun(
  db: Database,
  run: { channel: ReconcileChannel; day: string; operatorId: number | null },
): Promise<RunRow> {
  const [row] = await db.insert(reconciliationRuns).values(run).returning();
  if (!row) throw new Error('reconciliation run not inserted');
  return row;
}
