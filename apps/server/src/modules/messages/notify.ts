import type { NoticeCategory } from '@zhixue/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';

/** The PostgreSQL channel a new notice is announced on: the learner's id, or `all` for an announcement. */
export const NOTICE_CHANNEL = 'zhixue_notices';
export const EVERY_LEARNER = 'all';

export interface NoticeInput {
  userId: number;
  category: Exclude<NoticeCategory, 'announcement'>;
  /**
   * Names the event, unique across all notices (`order-paid:123`): the same event notifies once,
   * however often its producer runs.
   */
  dedupeKey: string;
  title: string;
  body: string;
  /** The site path of the notice's subject. */
  link?: string | null;
}

/**
 * Notifies a learner, on `db` or inside the caller's transaction `tx` (the notice then commits or
 * rolls back with the caller's change, and the learner's open pages hear of it on commit, since
 * `pg_notify` is transactional). Answers false when the event had notified already.
 */
export async function notify(db: Database, notice: NoticeInput): Promise<boolean> {
  const result = await db.execute(sql`
    with inserted as (
      insert into notices (user_id, category, dedupe_key, title, body, link)
      values (${notice.userId}, ${notice.category}, ${notice.dedupeKey}, ${notice.title}, ${notice.body},
        ${notice.link ?? null})
      on conflict (dedupe_key) do nothing
      returning user_id
    )
    select pg_notify(${NOTICE_CHANNEL}, user_id::text) from inserted`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Notifies many learners at once: `source` is a query of columns `user_id, dedupe_key, title, body,
 * link`, one row a notice. One statement however many rows (a live's reminder to all its
 * subscribers); rows whose event notified already are skipped. Answers how many notices it wrote.
 */
export async function notifyMany(
  db: Database,
  category: NoticeInput['category'],
  source: SQL,
): Promise<number> {
  const result = await db.execute(sql`
    with inserted as (
      insert into notices (user_id, category, dedupe_key, title, body, link)
      select source.user_id, ${category}, source.dedupe_key, source.title, source.body, source.link
      from (${source}) as source
      on conflict (dedupe_key) do nothing
      returning user_id
    )
    select count(*)::int as written from (select pg_notify(${NOTICE_CHANNEL}, user_id::text) from inserted) as told`);
  const [row] = (result as unknown as { rows: { written: number }[] }).rows;
  return row?.written ?? 0;
}

/**
 * For a producer whose own change has committed already (an event listener): a notice that cannot
 * be written is logged, never thrown back at work that is done.
 */
export async function notifyAfterCommit(
  db: Database,
  log: { error(details: object, message: string): void },
  notice: NoticeInput,
): Promise<void> {
  try {
    await notify(db, notice);
  } catch (err) {
    log.error({ err, dedupeKey: notice.dedupeKey }, 'notice not written');
  }
}

/** Tells the learners' open pages that something changed for every learner (a new announcement). */
export async function signalEveryLearner(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${EVERY_LEARNER})`);
}
