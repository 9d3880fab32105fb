import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { chinaMidnight, chinaMidnightAfter } from '../../platform/format/index.js';
import type { MeasuredCounts } from '../analytics/index.js';
import * as orderTables from '../orders/tables.js';
import * as userTables from '../users/tables.js';

const { orders } = orderTables;
const { users } = userTables;

/** The China date of a timestamp column (a fixed offset: PGlite has no time-zone data). */
const chinaDay = (column: unknown) =>
  sql`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * What the orders and accounts of the days from `from` to `to` say, by China day: orders placed,
 * orders paid that cost something, their amount and how many of them a coupon, a group or a flash sale
 * priced (as `countPaidOrdersOf` counts them), accounts made.
 * The roll-up job's truth, one grouped scan per figure for the whole range.
 */
export async function measureDays(
  db: Database,
  from: string,
  to: string,
): Promise<Map<string, MeasuredCounts>> {
  const start = chinaMidnight(from);
  const end = chinaMidnightAfter(to);
  const result = await db.execute(sql`
    select day, sum(placed)::int as placed, sum(paid)::int as paid, sum(amount)::bigint as amount,
      sum(coupon)::int as coupon, sum("group")::int as "group", sum(flash)::int as flash,
      sum(learners)::int as learners
    from (
      select ${chinaDay(orders.createdAt)} as day, 1 as placed, 0 as paid, 0 as amount,
        0 as coupon, 0 as "group", 0 as flash, 0 as learners
      from ${orders} where ${orders.createdAt} >= ${start} and ${orders.createdAt} < ${end}
      union all
      select ${chinaDay(orders.paidAt)}, 0, 1, ${orders.amount},
        (${orders.couponId} is not null)::int, (${orders.priceKind} = 'group')::int,
        (${orders.priceKind} = 'flash')::int, 0
      from ${orders} where ${orders.paidAt} >= ${start} and ${orders.paidAt} < ${end} and ${orders.amount} > 0
      union all
      select ${chinaDay(users.createdAt)}, 0, 0, 0, 0, 0, 0, 1
      from ${users} where ${users.createdAt} >= ${start} and ${users.createdAt} < ${end}
    ) facts
    group by day`);
  const rows = (
    result as unknown as {
      rows: Array<
        Record<'day' | 'placed' | 'paid' | 'amount' | 'coupon' | 'group' | 'flash' | 'learners', unknown>
      >;
    }
  ).rows;
  return new Map(
    rows.map((row) => [
      String(row.day),
      {
        placedOrders: Number(row.placed),
        paidOrders: Number(row.paid),
        paidAmount: Number(row.amount),
        couponOrders: Number(row.coupon),
        groupOrders: Number(row.group),
        flashOrders: Number(row.flash),
        newLearners: Number(row.learners),
      },
    ]),
  );
}
