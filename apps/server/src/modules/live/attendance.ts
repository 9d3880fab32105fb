import { LIVE_HEARTBEAT_SECONDS } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Session } from '../../platform/http/index.js';
import { type Clock, recordPlanItemProgress } from '../camps/index.js';
import { liveInAudience } from './audience.js';
import * as tables from './tables.js';

const { lives, liveAttendance } = tables;

/**
 * The most one heartbeat adds: a little over its interval, so a late beat still counts in full but a
 * page that stopped beating (closed, asleep) and comes back adds no more than this.
 */
const MAX_BEAT_SECONDS = LIVE_HEARTBEAT_SECONDS * 2;

/**
 * Watching a live for this long attends it (its camp plan item is done): half its expected length,
 * at most 30 minutes. The same rule is written in SQL in the camps' progress, which reads this table.
 */
export const attendedSeconds = (expectedMinutes: number) => Math.min(expectedMinutes * 30, 30 * 60);

/**
 * The player's heartbeat while the learner watches the stream: adds the time since their previous
 * beat (the first beat adds nothing) while the live is on air. When the learner's time first reaches
 * the attendance rule, the camp plan item the live does is recomputed for them.
 */
export async function recordLiveHeartbeat(
  db: Database,
  campClock: Clock,
  session: Session,
  liveId: number,
): Promise<{ watchedSeconds: number }> {
  const live = await liveInAudience(db, session, liveId);
  if (live.state !== 'live') return { watchedSeconds: await watchedSeconds(db, liveId, session.userId) };
  const result = await db.execute(sql`
    with previous as (
      select ${liveAttendance.seconds} as seconds from ${liveAttendance}
      where ${liveAttendance.liveId} = ${liveId} and ${liveAttendance.userId} = ${session.userId}
    ),
    beat as (
      insert into ${liveAttendance} (live_id, user_id) values (${liveId}, ${session.userId})
      on conflict (live_id, user_id) do update set
        seconds = ${liveAttendance.seconds} + least(${MAX_BEAT_SECONDS},
          greatest(0, floor(extract(epoch from now() - ${liveAttendance.lastSeenAt}))))::int,
        last_seen_at = now()
      returning seconds
    )
    select beat.seconds, coalesce((select seconds from previous), 0) as before,
      ${lives.planItemId} as plan_item_id, ${lives.expectedMinutes} as expected_minutes
    from beat, ${lives} where ${lives.id} = ${liveId}`);
  const [row] = (
    result as unknown as {
      rows: { seconds: number; before: number; plan_item_id: number | null; expected_minutes: number }[];
    }
  ).rows;
  if (!row) return { watchedSeconds: 0 };
  const needed = attendedSeconds(row.expected_minutes);
  if (row.plan_item_id !== null && row.before < needed && row.seconds >= needed) {
    await recordPlanItemProgress(db, campClock, session.userId, row.plan_item_id);
  }
  return { watchedSeconds: row.seconds };
}

async function watchedSeconds(db: Database, liveId: number, userId: number): Promise<number> {
  const rows = await db
    .select({ seconds: liveAttendance.seconds })
    .from(liveAttendance)
    .where(sql`${liveAttendance.liveId} = ${liveId} and ${liveAttendance.userId} = ${userId}`);
  return rows[0]?.seconds ?? 0;
}
