import { and, eq, sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, preparedFromSql } from '../../platform/db/index.js';
import { AppError, enterpriseParam, type Session } from '../../platform/http/index.js';
import { requireWatchable, shownToIds, watchableByIds } from './audience.js';
import { subscriberCountOf } from './subscriber-count.js';
import * as tables from './tables.js';

const { lives, liveSubscriptions } = tables;

/** The live's subscriber count (kept by a trigger), or null when there is no such live. */
async function subscriberCount(db: Database, liveId: number): Promise<number | null> {
  const [row] = await db
    .select({ count: subscriberCountOf(lives.id) })
    .from(lives)
    .where(eq(lives.id, liveId));
  return row?.count ?? null;
}

/**
 * 预约: only someone in the audience, and only before the live is over. A second subscribe keeps the
 * one row (reminders go out once per row). One statement, one round trip: the audience check, the
 * row and the count. The trigger's count does not show the row inserted by the same statement, so
 * the row is added to it. Prepared once per connection: planning the statement cost more than
 * running it.
 */
const SUBSCRIBE = (() => {
  const userId = sql.placeholder('userId');
  const ids = { userId, entId: sql.placeholder('entId') };
  return preparedFromSql(
    'live_subscribe',
    sql`
    with live as (
      select ${lives.id} as id, ${lives.state} as state, ${lives.audience} as audience,
        ${watchableByIds(ids, sql`${sql.placeholder('isVip')}::boolean`)} as "canWatch"
      from ${lives} where ${lives.id} = ${sql.placeholder('liveId')} and ${shownToIds(ids)}
    ), added as (
      insert into ${liveSubscriptions} (live_id, user_id)
      select id, ${userId}::int from live where "canWatch" and state not in ('ended', 'replay')
      on conflict do nothing returning 1
    )
    select state, audience, "canWatch",
      ${subscriberCountOf(sql`live.id`)} + (select count(*) from added)::int as subscribers
    from live`,
  );
})();

export async function subscribe(
  database: Pick<DatabaseHandle, 'runPrepared'>,
  session: Session,
  liveId: number,
) {
  const values = SUBSCRIBE.valuesOf({
    liveId,
    userId: session.userId,
    entId: enterpriseParam(session),
    isVip: session.isVip,
  });
  const [live] = (await database.runPrepared(SUBSCRIBE.statement, values)) as unknown as SubscribedRow[];
  requireWatchable(live);
  if (live.state === 'ended' || live.state === 'replay') throw new AppError('LIVE_OVER');
  return { subscribeStatus: 1 as const, subscriberCount: Number(live.subscribers) };
}

interface SubscribedRow {
  state: string;
  audience: string;
  canWatch: boolean;
  subscribers: number;
}

/** Cancelling a subscription one does not hold is no error: the outcome is the same. */
export async function unsubscribe(db: Database, session: Session, liveId: number) {
  await db
    .delete(liveSubscriptions)
    .where(and(eq(liveSubscriptions.liveId, liveId), eq(liveSubscriptions.userId, session.userId)));
  const count = await subscriberCount(db, liveId);
  if (count === null) throw new AppError('LIVE_NOT_FOUND');
  return { subscribeStatus: 0 as const, subscriberCount: count };
}
