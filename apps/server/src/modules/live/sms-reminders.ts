import { LIVE_REMINDER_MINUTES } from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { SmsDeliveryError, type SmsSender } from '../../platform/sms/index.js';
import * as tables from './tables.js';

const { liveSmsOptIns, liveSmsReminders } = tables;

export const SMS_REMINDER_QUEUE = 'live-sms-reminders';
/** The SMS reminder goes out with the nearer reminder only (a text a day ahead is noise). */
const SMS_MINUTES = Math.min(...LIVE_REMINDER_MINUTES);
const BATCH = 100;

export async function readSmsSetting(db: Database, userId: number): Promise<{ allowed: boolean }> {
  const rows = await db.select().from(liveSmsOptIns).where(eq(liveSmsOptIns.userId, userId));
  return { allowed: rows.length > 0 };
}

export async function saveSmsSetting(db: Database, userId: number, allowed: boolean) {
  if (allowed) await db.insert(liveSmsOptIns).values({ userId }).onConflictDoNothing();
  else await db.delete(liveSmsOptIns).where(eq(liveSmsOptIns.userId, userId));
  return { allowed };
}

/**
 * Claims the SMS reminders now due: each subscriber who allows SMS and has a phone, of each live whose
 * 10-minute reminder has come, one row per start time (a second sweep claims nothing new). Answers
 * how many are waiting to be sent, the new ones and any a failed send left.
 */
export async function claimSmsReminders(db: Database): Promise<number> {
  const result = await db.execute(sql`
    with claimed as (
      insert into live_sms_reminders (live_id, minutes, starts_at, user_id)
      select l.id, ${SMS_MINUTES}::int, l.starts_at, s.user_id
      from live_subscriptions s
      join lives l on l.id = s.live_id
      join live_sms_opt_ins o on o.user_id = s.user_id
      join users u on u.id = s.user_id and u.mobile is not null
      where l.state = 'scheduled' and l.cancelled_at is null and l.starts_at > now()
        and l.starts_at - ${SMS_MINUTES}::int * interval '1 minute' <= now()
      on conflict do nothing
      returning 1
    )
    select (select count(*) from claimed)::int
      + (select count(*) from live_sms_reminders where sent_at is null)::int as waiting`);
  const [row] = (result as unknown as { rows: { waiting: number }[] }).rows;
  return row?.waiting ?? 0;
}

/**
 * Sends the waiting SMS reminders, each marked sent right after its text went out (a crash in
 * between sends that one again: a provider has no idempotency key). A refusal fails the job, retried
 * later from the first unsent one. One sender at a time (a singleton queue), so rows need no lock. A
 * reminder of a live that started or was cancelled meanwhile is dropped unsent.
 */
export async function sendSmsReminders(db: Database, sms: SmsSender): Promise<number> {
  let sent = 0;
  for (;;) {
    const result = await db.execute(sql`
      select r.live_id, r.minutes, r.starts_at, r.user_id, u.mobile, l.title,
        to_char(l.starts_at at time zone 'Asia/Shanghai', 'MM-DD HH24:MI') as time,
        (l.state = 'scheduled' and l.cancelled_at is null and l.starts_at > now()) as still_due
      from live_sms_reminders r join users u on u.id = r.user_id join lives l on l.id = r.live_id
      where r.sent_at is null
      order by r.created_at limit ${BATCH}`);
    const rows = (
      result as unknown as {
        rows: {
          live_id: number;
          minutes: number;
          starts_at: string;
          user_id: number;
          mobile: string | null;
          title: string;
          time: string;
          still_due: boolean;
        }[];
      }
    ).rows;
    for (const row of rows) {
      if (row.still_due && row.mobile) {
        await sms.sendNotice(row.mobile, {
          template: 'live-reminder',
          params: { title: row.title.slice(0, 20), time: row.time },
        });
        sent += 1;
      }
      await db.execute(sql`
        update ${liveSmsReminders} set sent_at = now()
        where live_id = ${row.live_id} and minutes = ${row.minutes}
          and starts_at = ${row.starts_at}::timestamptz and user_id = ${row.user_id}`);
    }
    if (rows.length < BATCH) return sent;
  }
}

/** The sending job: one at a time across processes; started by the sweep when texts wait. */
export function defineSmsReminders(jobs: Jobs, db: Database, sms: SmsSender): void {
  jobs.define({
    name: SMS_REMINDER_QUEUE,
    singleton: true,
    retry: { limit: 5, delaySeconds: 30, backoff: true },
    handler: async () => {
      try {
        return { sent: await sendSmsReminders(db, sms) };
      } catch (error) {
        // A provider that has no live template sends nothing: the message centre has told them.
        if (error instanceof SmsDeliveryError && /no .* template/.test(error.message))
          return { skipped: error.message };
        throw error;
      }
    },
  });
}
