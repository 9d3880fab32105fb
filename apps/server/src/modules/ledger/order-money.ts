import type { Database } from '../../platform/db/index.js';
import { COUPON_SUBSIDY, cashAt, SALES } from './accounts.js';
import { postEntries } from './post-entry.js';

/** An order as the ledger needs it: what was paid, through which channel, and the coupon's part. */
export interface OrderMoney {
  id: number;
  amount: number;
  payChannel: string | null;
  couponDiscount: number;
}

/**
 * An order paid: the money arrives at its channel, and a coupon's part is the platform's subsidy,
 * so the sale is earned at its price before the coupon.
 */
export function postOrderPaid(tx: Database, order: OrderMoney): Promise<void> {
  return postEntries(tx, [
    ...(order.payChannel
      ? [
          {
            key: `payment:order:${order.id}`,
            kind: 'payment',
            debit: cashAt(order.payChannel),
            credit: SALES,
            amount: order.amount,
            orderId: order.id,
          },
        ]
      : []),
    {
      key: `coupon_subsidy:order:${order.id}`,
      kind: 'coupon_subsidy',
      debit: COUPON_SUBSIDY,
      credit: SALES,
      amount: order.couponDiscount,
      orderId: order.id,
    },
  ]);
}

/**
 * A refund decided: the money leaves the channel the order was paid through. The refund that
 * completes the order undoes the sale, so the coupon's subsidy goes back as well.
 */
export function postOrderRefund(
  tx: Database,
  order: OrderMoney,
  refund: { id: number; amount: number },
  wholeOrder: boolean,
): Promise<void> {
  return postEntries(tx, [
    {
      key: `refund:${refund.id}`,
      kind: 'refund',
      debit: SALES,
      credit: cashAt(order.payChannel ?? 'none'),
      amount: refund.amount,
      orderId: order.id,
      refundId: refund.id,
    },
    ...(wholeOrder
      ? [
          {
            key: `coupon_subsidy_reversed:order:${order.id}`,
            kind: 'coupon_subsidy_reversed',
            debit: SALES,
            credit: COUPON_SUBSIDY,
            amount: order.couponDiscount,
            orderId: order.id,
          },
        ]
      : []),
  ]);
}

/** A refund the provider refused: the money never left, so its movement is turned back. */
export function postRefundFailed(
  tx: Database,
  order: { id: number; payChannel: string | null },
  refund: { id: number; amount: number },
): Promise<void> {
  return postEntries(tx, [
    {
      key: `refund_failed:${refund.id}`,
      kind: 'refund_failed',
      debit: cashAt(order.payChannel ?? 'none'),
      credit: SALES,
      amount: refund.amount,
      orderId: order.id,
      refundId: refund.id,
    },
  ]);
}
