// The console dashboard at size: a million orders over a year, and the roll-ups the dashboard reads.
import { withDatabase } from './learners.mjs';

/**
 * `count` orders of 1,000 new learners, spread over the last 365 days (seven in ten paid five minutes
 * after they were placed, the rest closed unpaid), written by one generate_series; then the day
 * rows the dashboard reads, grouped from those orders as the roll-up job's mending would find them,
 * and a funnel count. Answers how long the fill took, in seconds.
 *
 * @param {string} databaseUrl
 * @param {number} count
 * @returns {Promise<number>}
 */
export async function fillOrdersAndRollUps(databaseUrl, count) {
  const started = Date.now();
  await withDatabase(databaseUrl, async (client) => {
    const {
      rows: [buyers],
    } = await client.query(
      `with added as (insert into users (nickname, avatar)
         select '看板学员' || g, '/avatar.svg' from generate_series(1, 1000) g returning id)
       select min(id) as first from added`,
    );
    await client.query(
      `insert into orders (order_no, user_id, product_type, product_id, product_name, product_pic,
         line_price, price, amount, price_kind, status, pay_channel, provider_trade_no, created_at,
         expires_at, paid_at, ended_at)
       select 'DB' || lpad(g::text, 10, '0'), $1::int + g % 1000, 1, 1 + g % 48, '压测课程', '/bench.png',
         9900, 9900, 9900, 'price', case when paid then 'paid' else 'closed' end,
         'wx', case when paid then 'BENCH' || g end, placed, placed + interval '30 minutes',
         case when paid then placed + interval '5 minutes' end,
         case when not paid then placed + interval '30 minutes' end
       from generate_series(1, $2::int) g,
         lateral (select now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second' as placed,
           g % 10 < 7 as paid) o`,
      [Number(buyers.first), count],
    );
    await client.query(
      `insert into analytics_days (day, shard, placed_orders, paid_orders, paid_amount)
       select day, g % 32, count(*), count(*) filter (where status = 'paid'),
         coalesce(sum(amount) filter (where status = 'paid'), 0)
       from (select to_char((created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')::date as day,
         id as g, status, amount from orders where created_at > now() - interval '70 days') o
       group by day, g % 32
       on conflict (day, shard) do update set placed_orders = excluded.placed_orders,
         paid_orders = excluded.paid_orders, paid_amount = excluded.paid_amount`,
    );
    await client.query(
      `insert into analytics_funnels (to_day, visitors, trial_learners, completions)
       values (((now() at time zone 'UTC') + interval '8 hours')::date, 50000, 8000, 1200)
       on conflict (to_day) do nothing`,
    );
    await client.query('analyze orders');
  });
  return (Date.now() - started) / 1000;
}
