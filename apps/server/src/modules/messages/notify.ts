import { describeNotice, type NoticeKind, type NoticeParams, noticeCatalogue } from '@zhixue/contract';
import { type SQL, sql } from 'drizzle-orm';
import { createGroupCommit, type Database, preparedPerDatabase } from '../../platform/db/index.js';

/**
 * The PostgreSQL channel a new notice is announced on: the learner's id, several learners' ids
 * separated by commas, or `all` for an announcement.
 */
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
  const notices = Array.isArray(to) ? to : [to];
  if (notices.length === 0) return 0;
  const result = await db.execute(sql`
    with inserted as (${insertNotices(kind, sql`${wordNotices(kind, notices)}`)})
    select count(*)::int as written from (select pg_notify(${NOTICE_CHANNEL}, user_id::text) from inserted) as told`);
  const [row] = (result as unknown as { rows: { written: number }[] }).rows;
  return row?.written ?? 0;
}

/**
 * Notices of `kind` worded in the contract catalogue's words, as the JSON `insertNotices` takes: a
 * producer that writes its notices inside a statement of its own (see `insertNotices`) words them
 * first, then gives the text as that statement's value.
 */
export function wordNotices<K extends NoticeKind>(kind: K, to: readonly NoticeTo<K>[]): string {
  return JSON.stringify(
    to.map(({ userId, dedupeKey, params }) => {
      const { title, body, link } = describeNotice(kind, params);
      return { user_id: userId, dedupe_key: dedupeKey, title, body, link };
    }),
  );
}

/**
 * The statement that writes notices of `kind` (`worded`: the JSON of `wordNotices`, as a value or a
 * prepared statement's placeholder), for a producer to run as a data-modifying part of its own
 * statement, where its change and its notices commit together. `when` (a condition on the producer's
 * statement, such as its change having happened) writes none when it fails. Answers the learners
 * written to, as `user_id`. It signals no one: the producer calls `signalLearners` once it committed.
 */
export function insertNotices(kind: NoticeKind, worded: SQL, when: SQL = sql`true`): SQL {
  return sql`insert into notices (user_id, category, dedupe_key, title, body, link)
    select given.user_id, ${noticeCatalogue[kind].category}, given.dedupe_key, given.title, given.body, given.link
    from jsonb_to_recordset((${worded})::jsonb)
      as given(user_id int, dedupe_key text, title text, body text, link text)
    where ${when}
    on conflict (dedupe_key) do nothing
    returning user_id`;
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

/**
 * Tells these learners' open pages that their notices changed, for notices written by
 * `insertNotices` in a statement that has committed. Signals are sent outside the writer's statement
 * and together: PostgreSQL takes one lock per database for the commit of any transaction that
 * notified and holds it while that commit is flushed to disk, so a signal in every payment's own
 * statement, or one statement per signal, capped payments near one per flush. Here the signals that
 * wait while one batch is sent go in the next, a single transaction. A signal lost with a crash
 * between the write and its batch costs a page its live update only: the notice is kept, and the
 * page reads it when it next asks.
 */
export async function signalLearners(db: Database, userIds: readonly number[]): Promise<void> {
  const signals = signalsOf(db);
  await Promise.all(userIds.map((userId) => signals.submit(userId)));
}

/**
 * How long a signal waits for others to go with it. Under load, signals then cost one commit per
 * this many milliseconds instead of one per payment; a page hears of its notice that much later.
 */
const SIGNAL_WAIT_MS = 10;

/** Learners per payload: a notification's payload holds at most 8,000 bytes. */
const LEARNERS_PER_PAYLOAD = 800;

/** One batcher per database, made on first use. */
const signalsOf = preparedPerDatabase((db: Database) =>
  createGroupCommit<number, void>({
    maxBatch: LEARNERS_PER_PAYLOAD,
    maxWaitMs: SIGNAL_WAIT_MS,
    // One at a time: each batch's commit waits for the lock of the one before anyway.
    maxInFlight: 1,
    keyOf: String,
    write: async (userIds) => {
      await db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${userIds.join(',')})`);
      return userIds.map(() => undefined);
    },
  }),
);

/** The learners a signal on the notice channel is for: every one, or those it lists. */
export function learnersSignalled(payload: string): 'all' | Set<string> {
  return payload === EVERY_LEARNER ? 'all' : new Set(payload.split(','));
}

/** Tells the learners' open pages that something changed for every learner (a new announcement). */
export async function signalEveryLearner(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${EVERY_LEARNER})`);
}
