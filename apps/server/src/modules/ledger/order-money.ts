import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { COUPON_SUBSIDY, cashAt, SALES } from './accounts.js';
import { postEntries } from './post-entry.js';
import * as tables from './tables.js';

const { ledgerEntries } = tables;

/** An order as the ledger needs it: what was paid, through which channel, and the coupon's part. */
export interface OrderMoney {
  id: number;
  amount: number;
  payChannel: string | null;
  couponDiscount: number;
}

/**
 * The orders `paid` answers (a query with their `id`, `amount`, `pay_channel` and
 * `coupon_discount`) paid, as a data-modifying statement for the payer to run inside its own, so the
 * ledger changes exactly when the orders do: the money arrives at its channel, and a coupon's part
 * is the platform's subsidy, so the sale is earned at its price before the coupon. As `postEntries`,
 * a movement of nothing is left out and a key posted already is not posted again.
 */
export function orderPaidEntries(paid: SQL): SQL {
  return sql`insert into ${ledgerEntries} (key, kind, debit, credit, amount, order_id)
    select 'payment:order:' || id, 'payment', ${cashAt('')} || pay_channel, ${SALES}, amount, id
      from (${paid}) as paid where pay_channel is not null and amount <> 0
    union all
    select 'coupon_subsidy:order:' || id, 'coupon_subsidy', ${COUPON_SUBSIDY}, ${SALES}, coupon_discount, id
      from (${paid}) as paid where coupon_discount <> 0
    on conflict (key) do nothing`;
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
