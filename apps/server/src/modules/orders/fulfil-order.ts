import type { PayChannel } from '@zhixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { countPaidOrder } from '../analytics/index.js';
import { enrolBuyer } from '../camps/index.js';
import { spendCoupon } from '../coupons/index.js';
import { sellFlashUnit } from '../flash-sales/index.js';
import { grantBoughtCourse } from '../learning/index.js';
import { postOrderPaid } from '../ledger/index.js';
import { extendVip } from '../membership/index.js';
import { notify } from '../messages/index.js';
import { creditReferral } from '../referrals/index.js';
import { groupOrdersToGrant } from './group-order.js';
import type { OrderRow } from './order-records.js';
import * as tables from './tables.js';

const { orders } = tables;

/**
 * `fulfilled`: this call marked the order paid and granted it. `duplicate`: it was paid before by
 * the same payment. `double`: it was paid before by another payment (refund the second).
 * `unpayable`: it is cancelled, closed or refunded, so the money must go back.
 */
export type FulfilOutcome = 'fulfilled' | 'duplicate' | 'double' | 'unpayable';

export interface Payment {
  orderId: number;
  /** null for an order that costs nothing. */
  channel: PayChannel | null;
  tradeNo: string | null;
}

/**
 * Marks an order paid and grants what it bought, in one transaction, exactly once: the conditional
 * UPDATE lets one caller through however many notifications, queries and confirmations race, and a
 * failure while granting rolls the paid mark back, so an order is never paid without its grant.
 */
export async function fulfilOrder(
  db: Database,
  payment: Payment,
): Promise<{ outcome: FulfilOutcome; order: OrderRow }> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: sql`now()`,
        payChannel: payment.channel,
        providerTradeNo: payment.tradeNo,
      })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending')))
      .returning();
    if (paid) {
      // The money and the coupon move with the paid mark: the ledger records exactly the orders paid.
      await postOrderPaid(tx, paid);
      if (paid.couponId) await spendCoupon(tx, paid.id);
      // A sharer whose link the buyer followed is credited with the payment, frozen for the refund window.
      await creditReferral(tx, paid);
      if (paid.priceKind === 'flash') await sellFlashUnit(tx, paid.id);
      // A group order grants nothing until its group fills; the payment that fills it grants every member's.
      if (paid.priceKind === 'group') {
        for (const member of await groupOrdersToGrant(tx, paid)) await grant(tx, member);
      } else await grant(tx, paid);
      await notify(tx, 'orderPaid', {
        userId: paid.userId,
        dedupeKey: `order-paid:${paid.id}`,
        params: {
          orderNo: paid.orderNo,
          productName: paid.productName,
          productType: paid.productType,
          productId: paid.productId,
        },
      });
      // Last: the dashboard's day row it adds to stays locked only until the commit that follows.
      await countPaidOrder(tx, paid);
      return { outcome: 'fulfilled' as const, order: paid };
    }
    const [current] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
    if (!current) throw new Error(`order ${payment.orderId} not found`);
    if (current.status !== 'paid' && current.status !== 'refunded')
      return { outcome: 'unpayable' as const, order: current };
    const same = current.payChannel === payment.channel && current.providerTradeNo === payment.tradeNo;
    return { outcome: same ? ('duplicate' as const) : ('double' as const), order: current };
  });
}

/** Tells the area that owns what the order bought to grant it, in the fulfilment's transaction. */
async function grant(tx: Database, order: OrderRow): Promise<void> {
  switch (order.productType) {
    case 1:
    case 2:
      await grantBoughtCourse(tx, order.userId, order.productId);
      return;
    case 8: {
      const enrolled = await enrolBuyer(tx, {
        orderId: order.id,
        userId: order.userId,
        trainingId: order.productId,
        termId: order.termId,
      });
      // Enrolled already (by another order paid in a race): this order enrolled no one.
      if (!enrolled) return;
      await notify(tx, 'campEnrolled', {
        userId: order.userId,
        dedupeKey: `camp-enrolled:${order.id}`,
        params: { campId: order.productId, campName: order.productName },
      });
      return;
    }
    case 9:
      await extendVip(tx, order.userId, order.vipDays ?? 0);
      return;
    default:
      throw new Error(`order ${order.orderNo} has unknown product type ${order.productType}`);
  }
}
