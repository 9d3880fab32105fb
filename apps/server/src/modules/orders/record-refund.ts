import type { FixedReason } from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { centsToYuan } from '../../platform/payment/index.js';
import { returnCoupon } from '../coupons/index.js';
import { postOrderRefund, postRefundFailed } from '../ledger/index.js';
import { notify } from '../messages/index.js';
import { takeBackCommission } from '../referrals/index.js';
import type { OrderRow } from './order-records.js';
import * as tables from './tables.js';
import { takeBackOrder } from './take-back.js';

const { orders, orderRefunds } = tables;

export type RefundRow = typeof orderRefunds.$inferSelect;

export interface RefundInput {
  orderId: number;
  refundNo: string;
  amount: number;
  reason: string;
  /** null for a refund the server sends itself (a failed group's member). */
  operatorId: number | null;
}

export interface RecordedRefund {
  refund: RefundRow;
  order: OrderRow;
  /** False when the number was recorded before (a repeated click, a second operator). */
  created: boolean;
}

const UNREFUNDABLE: Partial<Record<string, FixedReason>> = {
  pending: 'REFUND_ORDER_UNPAID',
  cancelled: 'REFUND_ORDER_CANCELLED',
  closed: 'REFUND_ORDER_CLOSED',
  refunded: 'ORDER_REFUNDED',
};

/**
 * Records a refund decision, exactly once per refund number, in the console call's transaction.
 * The order's row is locked first, so concurrent refunds of one order (twenty clicks, two
 * operators) take turns: each sees the refunds before it, the same number finds its row, and the
 * sum never passes what was paid. The refund that completes the amount marks the order refunded
 * and takes back what it granted, in this same transaction; the learner is told either way.
 */
export async function recordRefund(
  tx: Database,
  input: RefundInput,
  audit: (change: AuditChange) => void,
): Promise<RecordedRefund> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const [earlier] = await tx.select().from(orderRefunds).where(eq(orderRefunds.refundNo, input.refundNo));
  if (earlier) {
    if (earlier.orderId !== order.id || earlier.amount !== input.amount)
      throw new AppError('REFUND_NO_REUSED');
    // Nothing changes; the call still leaves its trace, as every console write does.
    audit({ entity: 'order_refund', entityId: earlier.id, before: earlier, after: earlier });
    return { refund: earlier, order, created: false };
  }
  const refusal = UNREFUNDABLE[order.status];
  if (refusal) throw new AppError(refusal);
  const [sum] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id));
  const remaining = order.amount - (sum?.refunded ?? 0);
  if (input.amount > remaining)
    throw new AppError('REFUND_OVER_REMAINDER', { remaining: centsToYuan(remaining) });

  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      refundNo: input.refundNo,
      orderId: order.id,
      amount: input.amount,
      reason: input.reason,
      operatorId: input.operatorId,
    })
    .returning();
  if (!refund) throw new Error('refund not recorded');
  let after = order;
  const wholeOrder = input.amount === remaining;
  await postOrderRefund(tx, order, refund, wholeOrder);
  // A referral's commission shrinks to the rate of what is still paid (all of it on a whole refund).
  await takeBackCommission(tx, {
    orderId: order.id,
    refundId: refund.id,
    refundedTotal: order.amount - remaining + input.amount,
  });
  if (wholeOrder) {
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    if (!refunded) throw new Error(`order ${order.orderNo} vanished while refunding`);
    after = refunded;
    await takeBackOrder(tx, order);
    if (order.couponId) await returnCoupon(tx, order.id);
  }
  await notify(tx, 'orderRefunded', {
    userId: order.userId,
    dedupeKey: `order-refund:${refund.id}`,
    params: {
      orderNo: order.orderNo,
      productName: order.productName,
      amountYuan: centsToYuan(input.amount),
      wholeOrder: after.status === 'refunded',
    },
  });
  audit({ entity: 'order', entityId: order.id, before: order, after });
  audit({ entity: 'order_refund', entityId: refund.id, before: null, after: refund });
  return { refund, order: after, created: true };
}

/**
 * What the provider said about a refund (its answer, a query or a notification), kept only while
 * the refund is not settled: a replayed notification or a late answer changes nothing. Answers
 * the row when this call changed it.
 */
export async function settleRefund(
  db: Database,
  refundNo: string,
  outcome: {
    status: 'processing' | 'succeeded' | 'failed';
    refundId: string | null;
    failure?: string | undefined;
  },
): Promise<RefundRow | null> {
  return db.transaction(async (tx) => {
    const changed = await settleRefundRow(tx, refundNo, outcome);
    // A refused refund never left the account: the ledger takes its movement back with the mark.
    if (changed?.status === 'failed') {
      const [order] = await tx
        .select({ id: orders.id, payChannel: orders.payChannel })
        .from(orders)
        .where(eq(orders.id, changed.orderId));
      if (order) await postRefundFailed(tx, order, changed);
    }
    return changed;
  });
}

async function settleRefundRow(
  db: Database,
  refundNo: string,
  outcome: {
    status: 'processing' | 'succeeded' | 'failed';
    refundId: string | null;
    failure?: string | undefined;
  },
): Promise<RefundRow | null> {
  const [changed] = await db
    .update(orderRefunds)
    .set({
      status: outcome.status,
      providerRefundId: sql`coalesce(${outcome.refundId}::text, ${orderRefunds.providerRefundId})`,
      failure: outcome.failure ?? null,
      settledAt: outcome.status === 'processing' ? null : sql`now()`,
    })
    .where(
      sql`${orderRefunds.refundNo} = ${refundNo} and ${orderRefunds.status} <> 'succeeded'
        and (${orderRefunds.status} <> ${outcome.status}
          or ${orderRefunds.providerRefundId} is distinct from ${outcome.refundId}::text)`,
    )
    .returning();
  return changed ?? null;
}

/** A refund by its number, with its order's number (what a provider's report names). */
export async function findRefundByNo(
  db: Database,
  refundNo: string,
): Promise<{ refund: RefundRow; orderNo: string } | null> {
  const [row] = await db
    .select({ refund: orderRefunds, orderNo: orders.orderNo })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.refundNo, refundNo));
  return row ?? null;
}
