import { type PayChannel, PEIBAN_WAIT_DAYS } from '@zhixue/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import type { OrderRow } from './order-records.js';
import { findOwnOrder } from './order-records.js';

const { orders } = tables;

/** Why an order that is not open cannot be paid or cancelled, in words for the learner. */
export function explainClosed(order: Pick<OrderRow, 'status'>, action: 'pay' | 'cancel'): AppError {
  const messages: Record<string, string> = {
    paid: action === 'pay' ? '订单已支付，请勿重复支付' : '订单已支付，无法取消',
    cancelled: action === 'pay' ? '订单已取消，请重新下单' : '订单已取消',
    closed: action === 'pay' ? '订单已超时关闭，请重新下单' : '订单已关闭',
    refunded: '订单已退款',
    pending: '订单已超时关闭，请重新下单',
  };
  return new AppError('A0409', messages[order.status] ?? '订单状态已变化，请刷新后重试');
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

/** pending → closed, only once its time is up. */
export async function closeOrder(db: Database, orderId: number): Promise<boolean> {
  const closed = await db
    .update(orders)
    .set({ status: 'closed', endedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), sql`${orders.expiresAt} <= now()`))
    .returning({ id: orders.id });
  return closed.length > 0;
}

/** pending → cancelled, by its learner. */
export async function cancelPending(db: Database, userId: number, orderId: number): Promise<boolean> {
  const cancelled = await db
    .update(orders)
    .set({ status: 'cancelled', endedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return cancelled.length > 0;
}
