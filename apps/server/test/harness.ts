import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Clock } from '../src/modules/camps/index.js';
import type { CourseworkNotices } from '../src/modules/coursework/routes.js';
import type { ExamEvents } from '../src/modules/exams/index.js';
import { createSecretBox, seedDemoOperators } from '../src/modules/operators/index.js';
import { openCache } from '../src/platform/cache/index.js';
import { loadConfig } from '../src/platform/config/index.js';
import { type DatabaseHandle, IN_MEMORY, openDatabase } from '../src/platform/db/index.js';
import { seedDemoData } from '../src/platform/db/seed/index.js';
import { createJobs, type Jobs } from '../src/platform/jobs/index.js';

/**
 * A real server on a free port for API tests. With DATABASE_URL set it runs on a fresh database
 * created on that PostgreSQL server (dropped afterwards); otherwise on an in-memory PGlite. With
 * REDIS_URL set, the cache is Redis under a key prefix of its own.
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
  /** Receives coursework's notices (nothing does otherwise). */
  courseworkNotices?: CourseworkNotices;
}

export async function startTestServer(
  env: Record<string, string> = {},
  { logStream, campClock, courseworkNotices }: TestServerOptions = {},
): Promise<TestServer> {
  const serverUrl = process.env.DATABASE_URL;
  const fresh = serverUrl ? await createFreshDatabase(serverUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: IN_MEMORY,
    WEB_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
    // Lets tests speak for different client addresses through X-Forwarded-For.
    TRUST_PROXY: 'true',
    // Job tests wait for the queue: poll as often as pg-boss allows.
    JOBS_POLL_SECONDS: '0.5',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 4,
  });
  await database.migrate();
  await seedDemoData(database.db);
  await seedDemoOperators(database.db, createSecretBox(config.OPERATOR_SECRET));
  const cache = await openCache(config.REDIS_URL, `zxtest:${randomBytes(4).toString('hex')}:`);
  const jobs = createJobs(database, { workers: config.JOBS_ENABLED, pollSeconds: config.JOBS_POLL_SECONDS });
  const { app, examEvents } = await buildApp({
    config,
    database,
    cache,
    jobs,
    logStream,
    ...(campClock ? { campClock } : {}),
    ...(courseworkNotices ? { courseworkNotices } : {}),
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
      await fresh?.drop();
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

/**
 * A database of its own below the HTTP layer: a fresh one on the PostgreSQL server of DATABASE_URL,
 * otherwise PGlite in `dataDir` (in memory unless given). Each `open` connects anew to the same data,
 * migrated; `dispose` drops the PostgreSQL database.
 */
export async function testDatabase(dataDir: string = IN_MEMORY) {
  const serverUrl = process.env.DATABASE_URL;
  const fresh = serverUrl ? await createFreshDatabase(serverUrl) : undefined;
  return {
    /** The connection string of the PostgreSQL database, when there is one. */
    url: fresh?.url,
    async open(): Promise<DatabaseHandle> {
      const database = await openDatabase({ databaseUrl: fresh?.url, dataDir, poolSize: 4 });
      await database.migrate();
      return database;
    },
    dispose: async () => fresh?.drop(),
  };
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, and how to drop it. */
export async function createFreshDatabase(serverUrl: string) {
  const name = `zx_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
