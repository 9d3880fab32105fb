import { type FixedReason, type OrderStatus, type PayChannel, PEIBAN_WAIT_DAYS } from '@zhixue/contract';
import { and, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { releaseSeat } from '../camps/index.js';
import { releaseCoupon } from '../coupons/index.js';
import { returnFlashUnit } from '../flash-sales/index.js';
import { releaseGroupSeat } from '../group-buying/index.js';
import type { OrderRow } from './order-records.js';
import { findOwnOrder } from './order-records.js';
import * as tables from './tables.js';

const { orders } = tables;

/** Why an order that is not open cannot be paid or cancelled, in words for the learner. */
export function explainClosed(order: Pick<OrderRow, 'status'>, action: 'pay' | 'cancel'): AppError {
  const refusals: Record<OrderStatus, FixedReason> = {
    paid: action === 'pay' ? 'ORDER_PAID' : 'ORDER_PAID_NOT_CANCELLABLE',
    cancelled: action === 'pay' ? 'ORDER_CANCELLED_ORDER_AGAIN' : 'ORDER_CANCELLED',
    closed: action === 'pay' ? 'ORDER_CLOSED_ORDER_AGAIN' : 'ORDER_CLOSED',
    refunded: 'ORDER_REFUNDED',
    // Still pending yet refused: its time ran out before the sweep closed it.
    pending: 'ORDER_CLOSED_ORDER_AGAIN',
  };
  return new AppError(refusals[order.status as OrderStatus] ?? 'ORDER_STATE_CHANGED');
}

/**
 * The learner chose how to pay their open order. Assisted payment (peiban) waits for an operator,
 * so the order stays open for PEIBAN_WAIT_DAYS from now.
 */
export async function markPaymentStarted(
  db: Database,
  userId: number,
  orderId: number,
  channel: PayChannel,
): Promise<OrderRow> {
  const [started] = await db
    .update(orders)
    .set(
      channel === 'peiban'
        ? {
            payChannel: channel,
            // The transfer window opens once: showing the payee again must not push the deadline on.
            peibanRequestedAt: sql`coalesce(${orders.peibanRequestedAt}, now())`,
            expiresAt: sql`case when ${orders.peibanRequestedAt} is null
              then greatest(${orders.expiresAt}, now() + make_interval(days => ${PEIBAN_WAIT_DAYS}))
              else ${orders.expiresAt} end`,
          }
        : { payChannel: channel },
    )
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        gt(orders.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (started) return started;
  throw explainClosed(await findOwnOrder(db, userId, { id: orderId }), 'pay');
}

/**
 * Ends a pending order (closed or cancelled) when `which` still matches it; a camp order gives its
 * term's seat back, a coupon goes back to its learner and a flash sale's unit to its sale, in the
 * same transaction, so each returns exactly when the hold ends.
 */
async function endPending(
  db: Database,
  status: 'closed' | 'cancelled',
  which: SQL | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(orders)
      .set({ status, endedAt: sql`now()` })
      .where(and(eq(orders.status, 'pending'), which))
      .returning({
        id: orders.id,
        termId: orders.termId,
        couponId: orders.couponId,
        priceKind: orders.priceKind,
      });
    if (ended?.termId) await releaseSeat(tx, ended.termId);
    if (ended?.couponId) await releaseCoupon(tx, ended.id);
    // A group joiner's seat goes back (a no-op for an order that holds none).
    if (ended) await releaseGroupSeat(tx, ended.id);
    if (ended?.priceKind === 'flash') await returnFlashUnit(tx, ended.id);
    return ended !== undefined;
  });
}

/** pending → closed, only once its time is up. */
export const closeOrder = (db: Database, orderId: number): Promise<boolean> =>
  endPending(db, 'closed', and(eq(orders.id, orderId), sql`${orders.expiresAt} <= now()`));

/** pending → closed, by an operator who found no transfer for an assisted payment. */
export const closeUnconfirmedTransfer = (db: Database, orderId: number): Promise<boolean> =>
  endPending(db, 'closed', and(eq(orders.id, orderId), isNotNull(orders.peibanRequestedAt)));

/** pending → cancelled, by its learner. */
export const cancelPending = (db: Database, userId: number, orderId: number): Promise<boolean> =>
  endPending(db, 'cancelled', and(eq(orders.id, orderId), eq(orders.userId, userId)));
