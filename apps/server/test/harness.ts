import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Clock } from '../src/modules/camps/index.js';
import type { ExamEvents } from '../src/modules/exams/index.js';
import { openCache } from '../src/platform/cache/index.js';
import { loadConfig } from '../src/platform/config/index.js';
import { type DatabaseHandle, IN_MEMORY, openDatabase } from '../src/platform/db/index.js';
import { createJobs, type Jobs } from '../src/platform/jobs/index.js';
import { copyTemplate, type TemplateContents } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The key of this run's database templates (test/global-setup.ts makes them). */
    testTemplateKey: string;
  }
}

/**
 * A real server on a free port for API tests, on a database of its own: a copy of the migrated,
 * seeded template (unless the options ask for another), on the PostgreSQL server of DATABASE_URL
 * (dropped afterwards) or otherwise in an in-memory PGlite. With REDIS_URL set, the cache is Redis
 * under a key prefix of its own.
 */
export interface TestServer extends ApiClient {
  database: DatabaseHandle;
  jobs: Jobs;
  examEvents: ExamEvents;
  close(): Promise<void>;
}

/** What the call helpers need of a server: its address, calls made the way the web makes them, plain requests. */
export interface ApiClient {
  baseUrl: string;
  post(path: string, body?: unknown, init?: { headers?: Record<string, string> }): Promise<ApiAnswer>;
  /** A plain request (a page, a form post, a redirect) to a path of the server. */
  fetch(path: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<Response>;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: { code: string; msg: string; data: unknown; reason?: string };
}

export interface TestServerOptions {
  /** Receives the server's log lines (with `LOG_LEVEL` set in `env`; tests run silent otherwise). */
  logStream?: DestinationStream;
  /** The clock of camp terms and plans (the system clock otherwise). */
  campClock?: Clock;
  /**
   * The database to run on, which the caller disposes of (a test whose servers follow one another
   * on the same data). Otherwise the server gets a copy of the seeded template, dropped at its close.
   */
  store?: TestStore;
  /**
   * The Redis key prefix: servers given the same one share their cache as processes of one site do.
   * Otherwise each server has a prefix of its own.
   */
  cachePrefix?: string;
}

export async function startTestServer(
  env: Record<string, string> = {},
  { logStream, campClock, store: given, cachePrefix }: TestServerOptions = {},
): Promise<TestServer> {
  const store = given ?? (await testDatabase({ contents: 'seeded' }));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    WEB_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
    // Lets tests speak for different client addresses through X-Forwarded-For.
    TRUST_PROXY: 'true',
    // Job tests wait for the queue: poll as often as pg-boss allows.
    JOBS_POLL_SECONDS: '0.5',
    // Tests read the seeded MP4 sections as seeded; the encryption tests convert what they need.
    ENCRYPT_MP4_ON_START: 'false',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
    DATA_DIR: store.dataDir,
    ...(store.url ? { DATABASE_URL: store.url } : {}),
  });
  // As a server starting: the template's migrations are this tree's, so none is left to apply.
  const database = await store.open();
  const cache = await openCache(config.REDIS_URL, {
    keyPrefix: cachePrefix ?? `zxtest:${randomBytes(4).toString('hex')}:`,
  });
  const jobs = createJobs(database, {
    workers: config.JOBS_ENABLED,
    pollSeconds: config.JOBS_POLL_SECONDS,
    leaseSeconds: config.JOBS_LEASE_SECONDS,
  });
  const { app, examEvents } = await buildApp({
    config,
    database,
    cache,
    jobs,
    logStream,
    ...(campClock ? { campClock } : {}),
  });
  await jobs.start(app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  return {
    ...apiClient(`http://127.0.0.1:${port}`),
    database,
    jobs,
    examEvents,
    async close() {
      await app.close();
      await jobs.stop();
      await cache.close();
      await database.close();
      if (!given) await store.dispose();
    },
  };
}

/**
 * One server for the calling test file: started before its tests, closed after them. The returned
 * object forwards to it, so test bodies read as `server.post(...)`.
 */
export function serverForThisFile(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): TestServer {
  const current = forThisFile(
    'the test server',
    () => startTestServer(env, options),
    (server) => server.close(),
  );
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get database() {
      return current().database;
    },
    get jobs() {
      return current().jobs;
    },
    get examEvents() {
      return current().examEvents;
    },
    post: (path, body, init) => current().post(path, body, init),
    fetch: (path, init) => current().fetch(path, init),
    close: () => current().close(),
  };
}

/**
 * Something `start`ed before the calling file's tests and `stop`ped after them (also when they
 * fail); the returned function reads it inside tests.
 */
export function forThisFile<T>(
  what: string,
  start: () => Promise<T>,
  stop: (started: T) => Promise<void>,
  startTimeoutMs?: number,
): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, startTimeoutMs);
  afterAll(() => (started === undefined ? undefined : stop(started)));
  return () => {
    if (started === undefined) throw new Error(`${what} starts in beforeAll; use it inside tests only`);
    return started;
  };
}

/**
 * Requests to the server at `baseUrl` through `send` (the global fetch unless a test needs, say,
 * another source address), each carrying `headers` unless the call sets them itself.
 */
export function apiClient(
  baseUrl: string,
  { send = fetch, headers = {} }: { send?: typeof fetch; headers?: Record<string, string> } = {},
): ApiClient {
  const request: ApiClient['fetch'] = (path, init) =>
    send(baseUrl + path, { ...init, headers: { ...headers, ...init?.headers } });
  return {
    baseUrl,
    fetch: request,
    async post(path, body, init) {
      const response = await request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', platform: 'PC', ...init?.headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, headers: response.headers, body: await readEnvelope(response) };
    },
  };
}

/** The body of an answer, read as the API's envelope. */
export async function readEnvelope(response: Response): Promise<ApiAnswer['body']> {
  return (await response.json()) as ApiAnswer['body'];
}

/** A database of one test or file, which servers and test code open. */
export interface TestStore {
  /** The connection string of the PostgreSQL database, when the tests run on one. */
  url: string | undefined;
  /** PGlite's data folder (`memory://` unless given); a server's DATA_DIR. */
  dataDir: string;
  /** Connects anew to the same data and applies any migration not yet applied. */
  open(): Promise<DatabaseHandle>;
  /** Drops the PostgreSQL database. */
  dispose(): Promise<void>;
}

/**
 * A database of its own below the HTTP layer: a copy of the run's `migrated` template (the default)
 * or `seeded` one, or an `empty` database (nothing migrated: what a first start finds). On the
 * PostgreSQL server of DATABASE_URL it is a new database, which `dispose` drops. On PGlite each
 * `open` of an in-memory store starts from a new copy, since nothing else could reach the data; a
 * store in a data folder is filled from the template by its first `open`, and later opens find
 * what the earlier ones left.
 */
export async function testDatabase({
  contents = 'migrated',
  dataDir = IN_MEMORY,
}: {
  contents?: TemplateContents | 'empty';
  dataDir?: string;
} = {}): Promise<TestStore> {
  const copy = await copyTemplate(contents, inject('testTemplateKey'), process.env.DATABASE_URL);
  const { loadDataDir, ...modules } = copy.pgliteStart ?? {};
  const filled = () => dataDir !== IN_MEMORY && existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
  return {
    url: copy.databaseUrl,
    dataDir,
    async open(): Promise<DatabaseHandle> {
      const database = await openDatabase({
        databaseUrl: copy.databaseUrl,
        dataDir,
        poolSize: 4,
        pgliteStart: loadDataDir && !filled() ? { ...modules, loadDataDir } : modules,
      });
      await database.migrate();
      return database;
    },
    dispose: () => copy.drop(),
  };
}
