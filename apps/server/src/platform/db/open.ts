import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createConnectionKeepingPool } from './connection-keeping-pool.js';
import type { Database } from './database.js';
import { acquireDataDirLock } from './lock.js';
import { pgliteExecuteSql, type SqlResult } from './pglite-sql.js';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process on the same database runs work under the same `lock` name,
   * for setup that every process repeats as it starts and that loses races when run side by side
   * (the job queue's schema and queues). PGlite serves one process: there it just runs.
   */
  alone<R>(lock: string, work: () => Promise<R>): Promise<R>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs a fixed statement text with positional parameters as a named prepared statement: parsed and
   * planned once per connection instead of per call. For the hottest statements, whose text does
   * not vary; everything else goes through `db`.
   */
  runPrepared(statement: PreparedStatement, values: unknown[]): Promise<Record<string, unknown>[]>;
  /**
   * node-postgres's `query(text, values)` on either database, for libraries that bring their own SQL
   * (the job queue): a parameterless text may hold several statements and then answers an array of
   * one result per statement. On PostgreSQL a text with parameters is prepared per connection.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult | SqlResult[]>;
  /**
   * Receives PostgreSQL notifications on `channel` (`pg_notify` by any process on the same
   * database, delivered when its transaction commits). `onResumed` runs when listening resumes after
   * a lost connection: notifications sent meanwhile were missed. Answers the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<() => Promise<void>>;
  /** The pool's connections at this moment; null on PGlite, whose one connection lives in the process. */
  poolUsage(): PoolUsage | null;
  close(): Promise<void>;
}

export interface PoolUsage {
  inUse: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small for the load, or queries hold on too long. */
  waiting: number;
  max: number;
}

export interface PreparedStatement {
  /** Unique per statement text: a connection keeps one statement per name. */
  name: string;
  text: string;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** The migrations to apply (those beside the sources, or beside the bundle, otherwise). */
  migrationsFolder?: string;
  /**
   * PGlite only: start from a data folder saved by `dumpDataDir` instead of an empty cluster, with
   * the WebAssembly module compiled and the file bundle read beforehand. Tests give every file a
   * copy of one migrated, seeded database this way instead of creating and filling one each.
   */
  pgliteStart?: Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'fsBundle'>;
}

export const IN_MEMORY = 'memory://';

/** Array elements whose text needs no quoting in a PostgreSQL array literal (`NULL` would be null). */
const PLAIN_ELEMENT = /^(?!null$)[\w.:+-]+$/i;

/**
 * A parameter that is an array of numbers, booleans or plain words (dates, say), as the array
 * literal `{a,b,c}`; anything else unchanged. node-postgres would quote and escape every element
 * one by one: for the column arrays of a heartbeat batch, a large share of the server's time per beat.
 */
function plainArrayLiteral(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const plain = value.every(
    (element) =>
      (typeof element === 'number' && Number.isFinite(element)) ||
      typeof element === 'boolean' ||
      (typeof element === 'string' && PLAIN_ELEMENT.test(element)),
  );
  return plain ? `{${value.join(',')}}` : value;
}

/** The migrations sit beside the sources in development and beside dist/main.mjs when bundled. */
function findMigrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../../../drizzle'), resolve(here, '../drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** The lock migrations are applied under. */
const MIGRATION_LOCK = 'zx migrate';
/** At most this many distinct texts are prepared by `preparingExecutor`; later ones run unnamed. */
const PREPARED_TEXTS_MAX = 100;

/**
 * `executeSql` that prepares each parameterized text by name, once per connection: the job queue's
 * statements are fixed texts, and its job insert and fetch cost more to plan than to run while they
 * run for every job and every poll. A text without parameters (a migration, several statements in
 * one) runs as it is; so does any text past PREPARED_TEXTS_MAX distinct ones, so that an unexpected
 * variety of texts cannot grow every connection's statements without bound.
 */
function preparingExecutor(pool: pg.Pool): DatabaseHandle['executeSql'] {
  const names = new Map<string, string>();
  return (text, values) => {
    if (!values || values.length === 0) return pool.query(text, values);
    let name = names.get(text);
    if (name === undefined && names.size < PREPARED_TEXTS_MAX) {
      name = `sql_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name === undefined ? pool.query(text, values) : pool.query({ name, text, values });
  };
}

/**
 * Runs `work` holding a session advisory lock on a connection of its own: other processes asking for
 * the same lock wait until it is done. Servers that start together on one database would otherwise
 * all apply the same migrations, and one would fail half-way (drizzle creates its schema and tables
 * without "if not exists" guards under a race); so migrations run under one such lock.
 */
async function holdingSessionLock<R>(
  pool: pg.Pool,
  lock: string,
  work: (client: pg.PoolClient) => Promise<R>,
): Promise<R> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [lock]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [lock]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  if (options.databaseUrl) {
    const pool = createConnectionKeepingPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client that loses its server must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () =>
        holdingSessionLock(pool, MIGRATION_LOCK, (client) =>
          migrateNodePg(drizzleNodePg(client), { migrationsFolder }),
        ),
      alone: (lock, work) => holdingSessionLock(pool, lock, work),
      ping: async () => {
        await pool.query('select 1');
      },
      runPrepared: async ({ name, text }, values) =>
        (await pool.query({ name, text, values: values.map(plainArrayLiteral) })).rows,
      executeSql: preparingExecutor(pool),
      listen: (channel, onPayload, onResumed) =>
        listenOnOwnConnection(options.databaseUrl as string, channel, onPayload, onResumed),
      poolUsage: () => ({
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      close: () => pool.end(),
    };
  }

  const inMemory = options.dataDir === IN_MEMORY;
  let releaseLock = async () => {};
  let client: PGlite;
  if (inMemory) {
    client = new PGlite({ ...options.pgliteStart });
  } else {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    releaseLock = acquireDataDirLock(resolve(options.dataDir));
    client = new PGlite(dir, { ...options.pgliteStart });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    alone: (_lock, work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // PGlite runs in process: there is no connection to keep a statement on, nor a round trip to save.
    runPrepared: async ({ text }, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
    executeSql: pgliteExecuteSql(client),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    poolUsage: () => null,
    close: async () => {
      await client.close();
      await releaseLock();
    },
  };
}

const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN holds a connection for as long as it listens, so it gets one of its own rather than a
 * pooled one. A lost connection is replaced after a pause; notifications sent meanwhile are lost,
 * which listeners accept (they are hints to read again, never the data itself).
 */
async function listenOnOwnConnection(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResumed: () => void = () => {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    // TCP keepalives find a connection that died without a word (a dropped route), which would
    // otherwise leave this process deaf to notifications without ever seeing an error.
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.on('error', () => {
      // Only a connection that was listening is replaced here; one lost while connecting is
      // replaced by the failed attempt's own retry.
      if (current !== client) return;
      current = null;
      client.end().catch(() => {});
      relistenLater();
    });
    try {
      await client.connect();
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
  };
  // Tries again until the database answers, however long that takes: a listener that gave up would
  // leave this process deaf to every later notification.
  const relistenLater = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(() => {
        if (!stopped) onResumed();
      }, relistenLater);
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
    current = null;
  };
}
