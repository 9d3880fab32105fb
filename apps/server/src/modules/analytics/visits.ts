import { between, countDistinct, lt, sql } from 'drizzle-orm';
import { type Cache, CacheUnavailableError } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import { CONNECTION_SHARD } from './day-counts.js';
import * as tables from './tables.js';

const { analyticsDays, analyticsDayVisitors } = tables;

/** More views than this from one address in a minute are not counted (a person clicks far fewer). */
export const VIEWS_PER_MINUTE = 120;

/**
 * Counts a page view of the learner site, and its visitor once a day: one statement, whose insert of
 * the day's visitor succeeds only for the day's first view of that visitor in any server process
 * (the key decides), and adds that 1 or 0 to the day's visitors. Views past the address's limit, or
 * while the limiter cannot be reached, are not counted: a limit that fails open is none.
 */
export async function recordVisit(
  db: Database,
  cache: Cache,
  clientAddress: string,
  visitorId: string,
): Promise<{ counted: boolean }> {
  let views: number;
  try {
    views = await cache.incr(`limit:visit:ip:minute:${clientAddress}`, 60);
  } catch (error) {
    if (error instanceof CacheUnavailableError) return { counted: false };
    throw error;
  }
  if (views > VIEWS_PER_MINUTE) return { counted: false };
  const day = formatChinaDate(Date.now());
  await db.execute(sql`
    with first_view as (
      insert into ${analyticsDayVisitors} (day, visitor_id) values (${day}, ${visitorId})
      on conflict do nothing
      returning 1
    )
    insert into ${analyticsDays} (day, shard, page_views, visitors)
    values (${day}, ${CONNECTION_SHARD}, 1, (select count(*) from first_view))
    on conflict (day, shard) do update
      set page_views = ${analyticsDays.pageViews} + 1, visitors = ${analyticsDays.visitors} + excluded.visitors`);
  return { counted: true };
}

/** Distinct visitors over the days from `from` to `to`, both included (a visitor of two days is one). */
export async function distinctVisitors(db: Database, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ visitors: countDistinct(analyticsDayVisitors.visitorId) })
    .from(analyticsDayVisitors)
    .where(between(analyticsDayVisitors.day, from, to));
  return row?.visitors ?? 0;
}

/** Forgets the visitors of the days before `day`: the funnel looks 30 days back, the mending 2. */
export async function forgetVisitorsBefore(db: Database, day: string): Promise<void> {
  await db.delete(analyticsDayVisitors).where(lt(analyticsDayVisitors.day, day));
}
