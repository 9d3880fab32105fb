import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/index.js';
import type { PublicResponseCache } from './public-cache.js';

const CHANNEL = 'zhixue_content_changed';

/**
 * Announces, inside a console write's transaction, that what the learner site shows may have changed.
 * PostgreSQL delivers a NOTIFY at commit only, and not at all on rollback, to every listening server
 * process: each clears its public answer cache, so a banner or a price changed on the console shows
 * on the learner site at once, whichever process answers (decision 0027).
 */
export async function announceContentChange(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * Clears `cache` whenever any process announces a change, and when listening resumes after a lost
 * connection (announcements made meanwhile were missed). Answers the function that stops listening.
 */
export function listenForContentChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  cache: PublicResponseCache,
): Promise<() => Promise<void>> {
  const clear = () => cache.clear();
  return database.listen(CHANNEL, clear, clear);
}
