import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { type GroupChoice, type GroupRefund, groupOrderPaid, groupPrice } from '../group-buying/index.js';
import type { Settled } from './offer.js';
import type { OrderRow } from './order-records.js';
import { recordRefund } from './record-refund.js';
import type { RefundDeps } from './refund-provider.js';
import { sendRefund } from './send-refund.js';
import * as tables from './tables.js';

const { orders, orderRefunds } = tables;

/**
 * 发起拼团 / 参与拼团: the group price in place of the settled one, with the group the order will
 * start or join. A member who studies it free has nothing to buy, group or not.
 */
export async function withGroupPrice(
  db: Database,
  userId: number,
  settled: Settled,
  target: GroupChoice,
): Promise<Settled> {
  if (target.groupOfferId === undefined && target.groupId === undefined) return settled;
  if (settled.priceKind === 'memberFree') return settled;
  const group = await groupPrice(db, userId, target);
  return { offer: settled.offer, priceKind: 'group', amount: group.price, group };
}

/** The orders a group order's payment grants now: none until its group fills, then every member's. */
export async function groupOrdersToGrant(tx: Database, paid: OrderRow): Promise<OrderRow[]> {
  const orderIds = await groupOrderPaid(tx, paid);
  if (orderIds.length === 0) return [];
  return tx.select().from(orders).where(inArray(orders.id, orderIds));
}

/**
 * A failed group's member refunded in whole, through the same path as the console's refund: the
 * refund recorded (ledger, notice) in one transaction, then sent to the provider. The number is the
 * member's own: run again, it finds its row and sends nothing new (the provider, too, refunds a
 * number once). Recorded by no operator, so it leaves no audit row: the group's failure is its record.
 */
export function refundGroupMember(deps: RefundDeps): GroupRefund {
  return async ({ orderId, refundNo, reason }) => {
    const recorded = await deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw new Error(`group order ${orderId} not found`);
      const [earlier] = await tx.select().from(orderRefunds).where(eq(orderRefunds.refundNo, refundNo));
      if (earlier) return { refund: earlier, order };
      // Refunded in whole by an operator meanwhile: nothing is left to send back.
      if (order.status !== 'paid') return null;
      const [sum] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, orderId));
      const amount = order.amount - (sum?.refunded ?? 0);
      if (amount <= 0) return null;
      const { refund, order: after } = await recordRefund(
        tx,
        { orderId, refundNo, amount, reason, operatorId: null },
        () => {},
      );
      return { refund, order: after };
    });
    if (recorded) await sendRefund(deps, recorded);
  };
}
