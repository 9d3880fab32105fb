import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/index.js';
import type { PublicResponseCache } from './public-cache.js';

const CHANNEL = 'zhixue_content_changed';
const RECONNECT_MS = 1_000;

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
 * Clears `cache` whenever any process announces a change, over a connection of its own (LISTEN holds
 * it). A lost connection is opened again, clearing the cache then too: announcements made while it
 * was down were missed. Answers the function that stops listening.
 */
export function listenForContentChanges(
  databaseUrl: string,
  cache: PublicResponseCache,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', () => cache.clear());
    next.on('error', (error) => {
      log.warn({ err: error }, 'content change listener lost its connection');
      next.end().catch(() => {});
      if (client === next) client = null;
      setTimeout(connect, RECONNECT_MS).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      cache.clear();
    } catch (error) {
      log.warn({ err: error }, 'content change listener could not connect');
      next.end().catch(() => {});
      setTimeout(connect, RECONNECT_MS).unref();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
