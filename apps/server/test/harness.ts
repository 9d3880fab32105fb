import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { openCache } from '../src/platform/cache/index.js';
import { loadConfig } from '../src/platform/config/index.js';
import { type DatabaseHandle, IN_MEMORY, openDatabase } from '../src/platform/db/index.js';
import { seedDemoData } from '../src/platform/db/seed/index.js';

/**
 * A real server on a free port for API tests. With DATABASE_URL set it runs on a fresh database
 * created on that PostgreSQL server (dropped afterwards); otherwise on an in-memory PGlite. With
 * REDIS_URL set, the cache is Redis under a key prefix of its own.
 */
export interface TestServer {
  baseUrl: string;
  database: DatabaseHandle;
  post(path: string, body?: unknown, init?: { headers?: Record<string, string> }): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: { code: string; msg: string; data: unknown };
}

export interface TestServerOptions {
  /** Receives the server's log lines (with `LOG_LEVEL` set in `env`; tests run silent otherwise). */
  logStream?: DestinationStream;
}

export async function startTestServer(
  env: Record<string, string> = {},
  { logStream }: TestServerOptions = {},
): Promise<TestServer> {
  const serverUrl = process.env.DATABASE_URL;
  const fresh = serverUrl ? await createFreshDatabase(serverUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: IN_MEMORY,
    WEB_DIST: '/nonexistent',
    // Lets tests speak for different client addresses through X-Forwarded-For.
    TRUST_PROXY: 'true',
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
  const cache = await openCache(config.REDIS_URL, `zxtest:${randomBytes(4).toString('hex')}:`);
  const { app } = await buildApp({ config, database, cache, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    database,
    async post(path, body, init) {
      const response = await fetch(baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', platform: 'PC', ...init?.headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, headers: response.headers, body: await readEnvelope(response) };
    },
    async close() {
      await app.close();
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
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(env, options);
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error('the test server starts in beforeAll; use it inside tests only');
    return started;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get database() {
      return current().database;
    },
    post: (path, body, init) => current().post(path, body, init),
    close: () => current().close(),
  };
}

/** The body of an answer, read as the API's envelope. */
export async function readEnvelope(response: Response): Promise<ApiAnswer['body']> {
  return (await response.json()) as ApiAnswer['body'];
}

async function createFreshDatabase(serverUrl: string) {
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
