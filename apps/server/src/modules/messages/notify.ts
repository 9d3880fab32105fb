import { describeNotice, type NoticeKind, type NoticeParams, noticeCatalogue } from '@zhixue/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';

/** The PostgreSQL channel a new notice is announced on: the learner's id, or `all` for an announcement. */
export const NOTICE_CHANNEL = 'zhixue_notices';
export const EVERY_LEARNER = 'all';

/** A notice of one kind to one learner. */
export interface NoticeTo<K extends NoticeKind> {
  userId: number;
  /**
   * Names the event, unique across all notices (`order-paid:123`): the same event notifies once,
   * however often its producer runs.
   */
  dedupeKey: string;
  /** What the contract's notice catalogue words the kind's title, body and link from. */
  params: NoticeParams<K>;
}

/**
 * The one way to tell learners something: notices of `kind` (one, or one per learner of a list) in
 * the wording of the contract's catalogue. A learner hears of a notice only once the change it
 * reports has committed: on the producer's transaction `tx`, the rows and their signal (`pg_notify`
 * is transactional) commit with the change and vanish with a rollback; a producer whose change is
 * committed already (a graded exam's listener, a like) passes the plain handle. One statement however
 * many notices; those whose event notified already are skipped. Answers how many it wrote.
 */
export async function notify<K extends NoticeKind>(
  db: Database,
  kind: K,
  to: NoticeTo<K> | NoticeTo<K>[],
): Promise<number> {
  const notices = (Array.isArray(to) ? to : [to]).map(({ userId, dedupeKey, params }) => {
    const { title, body, link } = describeNotice(kind, params);
    return { user_id: userId, dedupe_key: dedupeKey, title, body, link };
  });
  if (notices.length === 0) return 0;
  const result = await db.execute(sql`
    with inserted as (
      insert into notices (user_id, category, dedupe_key, title, body, link)
      select given.user_id, ${noticeCatalogue[kind].category}, given.dedupe_key, given.title, given.body, given.link
      from jsonb_to_recordset(${JSON.stringify(notices)}::jsonb)
        as given(user_id int, dedupe_key text, title text, body text, link text)
      on conflict (dedupe_key) do nothing
      returning user_id
    )
    select count(*)::int as written from (select pg_notify(${NOTICE_CHANNEL}, user_id::text) from inserted) as told`);
  const [row] = (result as unknown as { rows: { written: number }[] }).rows;
  return row?.written ?? 0;
}

/**
 * The rows of `source` (a query with a `dedupe_key` column) whose event has not notified yet: a sweep
 * that runs every minute words and sends only the notices it still owes, not every one its window
 * holds.
 */
export function unnotified(source: SQL): SQL {
  return sql`select * from (${source}) as due
    where not exists (select 1 from notices told where told.dedupe_key = due.dedupe_key)`;
}

/** Tells the learners' open pages that something changed for every learner (a new announcement). */
export async function signalEveryLearner(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${EVERY_LEARNER})`);
}
