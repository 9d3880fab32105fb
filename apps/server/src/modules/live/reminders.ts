import { LIVE_REMINDER_MINUTES } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { notify, unnotified } from '../messages/index.js';
import { claimSmsReminders, SMS_REMINDER_QUEUE } from './sms-reminders.js';
import * as tables from './tables.js';

const { lives, liveSubscriptions } = tables;

export const REMINDER_SWEEP_QUEUE = 'live-reminders';

/**
 * How long until the start when the reminder is written, in whole minutes rounded up: a learner who
 * subscribed an hour and a half before the start is told so, not the 24 hours of the reminder time
 * that came due at once.
 */
const minutesLeft = sql`greatest(1, ceil(extract(epoch from ${lives.startsAt} - now()) / 60))::int`;

interface DueReminder {
  user_id: number;
  dedupe_key: string;
  live_id: number;
  live_title: string;
  minutes_left: number;
  starts_at: string;
}

/**
 * Writes the reminders that are due: for each reminder time (24 h and 10 min before the start), every
 * subscriber of a live not yet started whose reminder time has come. A reminder whose next, nearer
 * one is due as well is skipped, so that a learner who subscribes late is reminded once, of the
 * nearer time. The dedupe key `live-reminder:{live}:{minutes}:{start}:{learner}` makes each reminder
 * exactly once per start time (a live moved by an operator is reminded of its new time): a sweep that runs twice (two processes, a retry, a restart mid-way) inserts nothing new.
 */
export async function sendDueReminders(db: Database): Promise<number> {
  let written = 0;
  const times = [...LIVE_REMINDER_MINUTES].sort((a, b) => b - a);
  for (const [index, minutes] of times.entries()) {
    const nearer = times[index + 1];
    const notYetNearer =
      nearer === undefined
        ? sql`true`
        : sql`${lives.startsAt} - ${nearer}::int * interval '1 minute' > now()`;
    const due = await db.execute(
      unnotified(sql`select ${liveSubscriptions.userId} as user_id,
          'live-reminder:' || ${lives.id} || ':' || ${minutes} || ':'
            || extract(epoch from ${lives.startsAt})::bigint || ':' || ${liveSubscriptions.userId} as dedupe_key,
          ${lives.id} as live_id, ${lives.title} as live_title, ${minutesLeft} as minutes_left,
          to_char(${lives.startsAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as starts_at
        from ${liveSubscriptions} join ${lives} on ${lives.id} = ${liveSubscriptions.liveId}
        where ${lives.state} = 'scheduled' and ${lives.cancelledAt} is null
          and ${lives.startsAt} > now()
          and ${lives.startsAt} - ${minutes}::int * interval '1 minute' <= now()
          and ${notYetNearer}`),
    );
    const reminders = (due as unknown as { rows: DueReminder[] }).rows.map((row) => ({
      userId: row.user_id,
      dedupeKey: row.dedupe_key,
      params: {
        liveId: row.live_id,
        liveTitle: row.live_title,
        minutesLeft: row.minutes_left,
        startsAt: row.starts_at,
      },
    }));
    written += await notify(db, 'liveStartingSoon', reminders);
  }
  return written;
}

/**
 * Once a minute across all processes, one sweep at a time; a failed sweep is redone by the next. The
 * notices first, then the SMS reminders of those who allow them are claimed and handed to their
 * sending job (texts are slow: the next minute's notices do not wait for them).
 */
export function scheduleReminderSweep(jobs: Jobs, db: Database): void {
  jobs.define({
    name: REMINDER_SWEEP_QUEUE,
    cron: '* * * * *',
    singleton: true,
    handler: async () => {
      const written = await sendDueReminders(db);
      const texts = await claimSmsReminders(db);
      if (texts > 0) await jobs.send(SMS_REMINDER_QUEUE, {}, { key: 'all' });
      return { written, texts };
    },
  });
}
