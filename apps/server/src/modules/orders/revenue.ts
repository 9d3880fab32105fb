import type { RevenueRow } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { chinaMidnight, chinaMidnightAfter } from '../../platform/format/index.js';
import * as tables from './tables.js';

const { orders, orderRefunds } = tables;

/** The China date of a timestamp column, as text (a fixed offset: PGlite has no time-zone data). */
const chinaDay = (column: unknown) =>
  sql`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * Money in (orders paid, by the day they were paid) and out (refunds, by the day they were decided,
 * those the provider refused apart), by China day, channel and product type.
 */
export async function revenueByDay(db: Database, range: { from: string; to: string }) {
  const start = chinaMidnight(range.from);
  const end = chinaMidnightAfter(range.to);
  const result = await db.execute(sql`
    select day, channel, product_type, sum(paid_count)::int as paid_count,
      sum(paid_amount)::int as paid_amount, sum(refund_amount)::int as refund_amount
    from (
      select ${chinaDay(orders.paidAt)} as day, ${orders.payChannel} as channel,
        ${orders.productType} as product_type, 1 as paid_count, ${orders.amount} as paid_amount, 0 as refund_amount
      from ${orders}
      where ${orders.paidAt} >= ${start} and ${orders.paidAt} < ${end} and ${orders.amount} > 0
        and ${orders.payChannel} is not null
      union all
      select ${chinaDay(orderRefunds.createdAt)}, ${orders.payChannel}, ${orders.productType}, 0, 0,
        ${orderRefunds.amount}
      from ${orderRefunds} join ${orders} on ${orders.id} = ${orderRefunds.orderId}
      where ${orderRefunds.createdAt} >= ${start} and ${orderRefunds.createdAt} < ${end}
        and ${orderRefunds.status} <> 'failed'
    ) money
    group by day, channel, product_type
    order by day, channel, product_type`);
  const rows = (
    result as unknown as {
      rows: Array<{
        day: string;
        channel: RevenueRow['channel'];
        product_type: number;
        paid_count: number;
        paid_amount: number;
        refund_amount: number;
      }>;
    }
  ).rows.map(
    (row): RevenueRow => ({
      day: row.day,
      channel: row.channel,
      productType: Number(row.product_type) as RevenueRow['productType'],
      paidCount: Number(row.paid_count),
      paidAmount: Number(row.paid_amount),
      refundAmount: Number(row.refund_amount),
    }),
  );
  return {
    rows,
    paidAmount: rows.reduce((sum, row) => sum + row.paidAmount, 0),
    refundAmount: rows.reduce((sum, row) => sum + row.refundAmount, 0),
  };
}
