import { and, asc, between, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import * as tables from './tables.js';

const { analyticsDays, analyticsDayVisitors } = tables;

/**
 * Rows per day (see `analytics_days`). A writer adds to the row of its database connection (its
 * backend's process id modulo DAY_SHARDS): the statements of one connection never overlap, and with
 * more shards than a few processes' pools hold connections, two that run at once rarely meet on one
 * row. A random row per statement made concurrent order saves wait on each other's row locks and
 * cost an order save a third of its throughput (decision 0068).
 */
export const DAY_SHARDS = 32;
/** The shard a statement adds to: its connection's own (see DAY_SHARDS). */
export const CONNECTION_SHARD = sql`(pg_backend_pid() % ${sql.raw(String(DAY_SHARDS))})::smallint`;
const SHARDS = Array.from({ length: DAY_SHARDS }, (_, shard) => shard);

/** What the days count, each figure the sum of the day's shards. */
export interface DayCounts {
  placedOrders: number;
  paidOrders: number;
  paidAmount: number;
  couponOrders: number;
  groupOrders: number;
  flashOrders: number;
  newLearners: number;
  pageViews: number;
  visitors: number;
}

/** The figures the roll-up job measures again from the areas' own records. */
export type MeasuredCounts = Omit<DayCounts, 'pageViews' | 'visitors'>;

const added = (column: keyof DayCounts) => {
  const name = analyticsDays[column].name;
  return sql`${analyticsDays[column]} + excluded.${sql.identifier(name)}`;
};

/** Adds to a day's figures on one of its shards, in the caller's transaction. */
async function addToDay(db: Database, day: string, counts: Partial<DayCounts>): Promise<void> {
  await db
    .insert(analyticsDays)
    .values({ day, shard: CONNECTION_SHARD, ...counts })
    .onConflictDoUpdate({
      target: [analyticsDays.day, analyticsDays.shard],
      set: Object.fromEntries(
        Object.keys(counts).map((column) => [column, added(column as keyof DayCounts)]),
      ),
    });
}

/**
 * Adds to the days' figures what `rows` (a query) sums per China day of its timestamp column `at`,
 * as a data-modifying part of the statement that wrote those rows, so they are counted with it,
 * atomically, without a transaction's round trips. Each of `figures` is an aggregate over the rows
 * that `where` keeps.
 */
function addToDaysOf(
  rows: SQL,
  at: string,
  figures: Partial<Record<keyof DayCounts, SQL>>,
  where: SQL = sql`true`,
): SQL {
  const columns = Object.keys(figures) as Array<keyof DayCounts>;
  const named = (column: keyof DayCounts) => sql.identifier(analyticsDays[column].name);
  return sql`insert into ${analyticsDays} (day, shard, ${sql.join(columns.map(named), sql`, `)})
    select (${sql.identifier(at)} at time zone 'Asia/Shanghai')::date, ${CONNECTION_SHARD},
      ${sql.join(
        columns.map((column) => sql`(${figures[column]})::int`),
        sql`, `,
      )}
    from (${rows}) as counted where ${where} group by 1, 2
    on conflict (day, shard) do update
    set ${sql.join(
      columns.map((column) => sql`${named(column)} = ${added(column)}`),
      sql`, `,
    )}`;
}

/**
 * The orders a statement places (`placed`: a query answering their `created_at`), counted on the
 * China day each was made, in that same statement.
 */
export function countPlacedOrdersOf(placed: SQL): SQL {
  return addToDaysOf(placed, 'created_at', { placedOrders: sql`count(*)` });
}

/** An order was placed, counted on the China day it was made, in the transaction that made it. */
export function countPlacedOrder(tx: Database, createdAt: Date): Promise<void> {
  return addToDay(tx, formatChinaDate(createdAt), { placedOrders: 1 });
}

/**
 * The orders `paid` answers (a query with their `paid_at`, `amount`, `coupon_id` and `price_kind`)
 * counted on the China day each was paid, in the statement that marked them paid (so a payment undone
 * counts nothing). An order that cost nothing is no revenue.
 */
export function countPaidOrdersOf(paid: SQL): SQL {
  return addToDaysOf(
    paid,
    'paid_at',
    {
      paidOrders: sql`count(*)`,
      paidAmount: sql`sum(amount)`,
      couponOrders: sql`count(*) filter (where coupon_id is not null)`,
      groupOrders: sql`count(*) filter (where price_kind = 'group')`,
      flashOrders: sql`count(*) filter (where price_kind = 'flash')`,
    },
    sql`amount > 0`,
  );
}

/**
 * Sets the measured figures of the days from `from` to `to` (both included) to what `measure` finds
 * in the areas' records now, and their visitors to their distinct visitors, mending whatever drifted
 * (a count lost with a crash, the days before the roll-up existed). The days' shards are locked
 * first: a payment that counted itself before the lock has committed when `measure` runs, so it
 * finds that order; one that counts itself after waits for this transaction and adds to the mended
 * figure. Page views are not measured again: only the count keeps them.
 */
export async function mendDays(
  db: Database,
  from: string,
  to: string,
  measure: (tx: Database, from: string, to: string) => Promise<Map<string, MeasuredCounts>>,
): Promise<void> {
  const days = daysBetween(from, to);
  await db.transaction(async (tx) => {
    await tx
      .insert(analyticsDays)
      .values(days.flatMap((day) => SHARDS.map((shard) => ({ day, shard }))))
      .onConflictDoNothing();
    await tx
      .select({ shard: analyticsDays.shard })
      .from(analyticsDays)
      .where(between(analyticsDays.day, from, to))
      .orderBy(asc(analyticsDays.day), asc(analyticsDays.shard))
      .for('update');
    const measured = await measure(tx, from, to);
    const visitorRows = await tx
      .select({ day: analyticsDayVisitors.day, visitors: count() })
      .from(analyticsDayVisitors)
      .where(between(analyticsDayVisitors.day, from, to))
      .groupBy(analyticsDayVisitors.day);
    const visitors = new Map(visitorRows.map((row) => [row.day, row.visitors]));
    await tx
      .update(analyticsDays)
      .set({ ...NOTHING_MEASURED, visitors: 0 })
      .where(and(between(analyticsDays.day, from, to), ne(analyticsDays.shard, 0)));
    for (const day of days) {
      await tx
        .update(analyticsDays)
        .set({ ...(measured.get(day) ?? NOTHING_MEASURED), visitors: visitors.get(day) ?? 0 })
        .where(and(eq(analyticsDays.day, day), eq(analyticsDays.shard, 0)));
    }
  });
}

/** A day's measured figures before anything happened on it. */
export const NOTHING_MEASURED: MeasuredCounts = {
  placedOrders: 0,
  paidOrders: 0,
  paidAmount: 0,
  couponOrders: 0,
  groupOrders: 0,
  flashOrders: 0,
  newLearners: 0,
};

/** The China dates from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** The days from `from` to `to` (both included) that have figures, each the sum of its shards. */
export async function readDays(db: Database, from: string, to: string): Promise<Map<string, DayCounts>> {
  const total = (column: keyof DayCounts) =>
    sql<number>`sum(${analyticsDays[column]})::bigint`.mapWith(Number);
  const rows = await db
    .select({
      day: analyticsDays.day,
      placedOrders: total('placedOrders'),
      paidOrders: total('paidOrders'),
      paidAmount: total('paidAmount'),
      couponOrders: total('couponOrders'),
      groupOrders: total('groupOrders'),
      flashOrders: total('flashOrders'),
      newLearners: total('newLearners'),
      pageViews: total('pageViews'),
      visitors: total('visitors'),
    })
    .from(analyticsDays)
    .where(between(analyticsDays.day, from, to))
    .groupBy(analyticsDays.day);
  return new Map(rows.map(({ day, ...counts }) => [day, counts]));
}
