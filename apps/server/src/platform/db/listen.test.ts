import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, openDatabase } from './open.js';

const CHANNEL = 'zhixue_listen_test';

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * LISTEN keeps a connection of its own; when PostgreSQL ends it (a restart, a failover), the
 * listener must come back by itself and say that it missed what was sent meanwhile.
 */
describe.runIf(process.env.DATABASE_URL)('listening for notifications on PostgreSQL', () => {
  const opened = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: IN_MEMORY, poolSize: 2 });
  afterAll(async () => (await opened).close());

  it('resumes after its connection is ended, again and again, and says so', async () => {
    const database = await opened;
    const payloads: string[] = [];
    let resumed = 0;
    const stop = await database.listen(
      CHANNEL,
      (payload) => payloads.push(payload),
      () => {
        resumed += 1;
      },
    );
    const send = (payload: string) => database.executeSql('select pg_notify($1, $2)', [CHANNEL, payload]);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await send('before');
      await until(() => payloads.includes('before'));
      for (const round of [1, 2]) {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where query ilike '%${CHANNEL}%' and pid <> pg_backend_pid()`,
        );
        await until(() => resumed === round);
        await send(`after ${round}`);
        await until(() => payloads.includes(`after ${round}`));
      }
      expect([payloads, resumed]).toEqual([['before', 'after 1', 'after 2'], 2]);
    } finally {
      await admin.end();
      await stop();
    }
  }, 60_000);
});
