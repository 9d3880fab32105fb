import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/index.js';
import type { Clearable } from './content-caches.js';

const CHANNEL = 'zhixue_content_changed';

/**
 * Announces, inside a console write's transaction, that what the learner site shows may have changed.
 * PostgreSQL delivers a NOTIFY at commit only, and not at all on rollback, to every listening server
 * process: each clears its content caches, so a banner or a price changed on the console shows on the
 * learner site at once, whichever process answers (decisions 0027, 0040). Outside a transaction (a
 * job's change) it is delivered at once.
 */
export async function announceContentChange(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * Clears `caches` whenever any process announces a change, and when listening resumes after a lost
 * connection (announcements made meanwhile were missed). Answers the function that stops listening.
 */
export function listenForContentChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  caches: Clearable,
): Promise<() => Promise<void>> {
  const clear = () => caches.clear();
  return database.listen(CHANNEL, clear, clear);
}
