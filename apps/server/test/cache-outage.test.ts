import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { type ApiAnswer, startTestServer, type TestServer, type TestStore, testDatabase } from './harness.js';
import { encrypt, loginWithAccount } from './login-helpers.js';
import { LOCAL_COPY_MS, signedInSessions } from './session-support.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

/**
 * Redis as a cache, not a single point of failure: the server reaches Redis through a relay the test
 * cuts, as a network outage would. Only where the tests run on the Redis server (the PostgreSQL
 * pass); the embedded default has no cache outside its own memory.
 */
const REDIS_URL = process.env.REDIS_URL;
const LEARNER = '13800000002';
interface LogLine {
  level: number;
  msg: string;
}

async function startBehindRelay(store: TestStore, cachePrefix: string, lines: LogLine[]) {
  const target = new URL(REDIS_URL ?? '');
  const relay = await startTcpProxy(Number(target.port || 6379), { host: target.hostname });
  const server = await startTestServer(
    { REDIS_URL: `redis://127.0.0.1:${relay.port}`, LOG_LEVEL: 'info' },
    { store, cachePrefix, logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } },
  );
  return { relay, server };
}

const passwordLogin = (server: TestServer) =>
  server.post('/api/front/user/login/account', {
    account: encrypt(LEARNER),
    password: encrypt(DEMO_PASSWORD),
    deviceId: '',
    loginDevice: 'pc',
  });

describe.skipIf(!REDIS_URL)('the cache unreachable', () => {
  let store: TestStore;
  let relay: TcpProxy;
  let server: TestServer;
  /** A second process on the same database and cache, whose own way to Redis stays up. */
  let other: TestServer;
  const lines: LogLine[] = [];
  const prefix = `zxtest:outage:${process.pid}:${Date.now()}:`;

  beforeAll(async () => {
    store = await testDatabase({ contents: 'seeded' });
    ({ relay, server } = await startBehindRelay(store, prefix, lines));
    other = await startTestServer({}, { store, cachePrefix: prefix });
  });
  afterAll(async () => {
    await server?.close();
    await other?.close();
    await relay?.close();
    await store?.dispose();
  });

  it('keeps logged-in calls working from the database, refuses what needs the cache with 503 B0503, and says so once', async () => {
    const learner = await loginWithAccount(server, LEARNER, DEMO_PASSWORD);
    const startedAt = lines.length;
    relay.cut();
    const answers: ApiAnswer[] = [];
    const until = Date.now() + 3_000;
    while (Date.now() < until) {
      answers.push(
        await server.post('/api/front/user/detail', {}, { headers: learner.headers }),
        await server.post('/api/front/user/address/list', {}, { headers: learner.headers }),
        await server.post('/api/front/message/categories', {}, { headers: learner.headers }),
      );
    }
    const login = await passwordLogin(server);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    relay.restore();

    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((answer) => answer.body.code !== '00000')).toEqual([]);
    // Signing in needs the attempt counters: refused while they cannot be read, never unlimited.
    expect([login.status, login.body.code]).toEqual([503, 'B0503']);
    // Every process shares the cache: one that loses it stays in the balancer.
    expect(ready.status).toBe(200);
    await expect
      .poll(() => lines.some((line) => line.msg.includes('is reachable again')), { timeout: 10_000 })
      .toBe(true);
    const during = lines.slice(startedAt);
    expect(during.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
      expect.stringMatching(/^the cache \(Redis at redis:\/\/127\.0\.0\.1:\d+\) is not reachable$/),
    ]);
    expect(during.filter((line) => line.level >= 50)).toEqual([]);
    expect((await passwordLogin(server)).body.code).toBe('00000');
  });

  it('keeps a logout made while the cache was unreachable once it is back, on every process', async () => {
    const learner = await loginWithAccount(server, LEARNER, DEMO_PASSWORD);
    // The other process puts the session in the shared cache, as valid.
    expect((await other.post('/api/front/user/detail', {}, { headers: learner.headers })).body.code).toBe(
      '00000',
    );
    relay.cut();
    expect((await server.post('/api/front/user/logout', {}, { headers: learner.headers })).body.code).toBe(
      '00000',
    );
    expect((await server.post('/api/front/user/detail', {}, { headers: learner.headers })).body.code).toBe(
      'A0312',
    );
    relay.restore();
    // Back in the cache, the logout reaches the copy the other process put there.
    await expect
      .poll(
        async () => (await other.post('/api/front/user/detail', {}, { headers: learner.headers })).body.code,
        {
          timeout: 10_000,
        },
      )
      .toBe('A0312');
    expect((await server.post('/api/front/user/detail', {}, { headers: learner.headers })).body.code).toBe(
      'A0312',
    );
  });
});

describe.skipIf(!REDIS_URL)('a logout racing another process’s first read of the session', () => {
  const TRIES = 200;
  const AT_ONCE = 20;
  /** Each way between the second process and Redis. */
  const REDIS_DELAY_MS = 15;
  let store: TestStore;
  let first: TestServer;
  let second: TestServer;
  let farRedis: TcpProxy;

  beforeAll(async () => {
    store = await testDatabase({ contents: 'seeded' });
    const prefix = `zxtest:race:${process.pid}:${Date.now()}:`;
    first = await startTestServer({}, { store, cachePrefix: prefix });
    // The second process is further from Redis: its write-back of what it read lands late, as a
    // busy network makes it, which is when a plain delete by the first process can be overwritten.
    const target = new URL(REDIS_URL ?? '');
    farRedis = await startTcpProxy(Number(target.port || 6379), {
      host: target.hostname,
      delayMs: REDIS_DELAY_MS,
    });
    second = await startTestServer(
      { REDIS_URL: `redis://127.0.0.1:${farRedis.port}` },
      { store, cachePrefix: prefix },
    );
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await farRedis?.close();
    await store?.dispose();
  });

  it(`resurrects none of ${TRIES} sessions`, async () => {
    const { userId } = await loginWithAccount(first, LEARNER, DEMO_PASSWORD);
    const tokens = await signedInSessions(first.database.db, userId, TRIES);
    const ended: Array<{ token: string }> = [];
    for (let batch = 0; batch < TRIES / AT_ONCE; batch++) {
      await Promise.all(
        tokens.slice(batch * AT_ONCE, (batch + 1) * AT_ONCE).map(async (token, index) => {
          const learner = { token, headers: { token } };
          // The second process misses the cache (one round trip), reads the database and writes its
          // copy back (one more); a spread of delays puts the first process's logout at every point
          // between that read and that write.
          const read = second.post('/api/front/user/detail', {}, { headers: learner.headers });
          await sleep(REDIS_DELAY_MS + (index % 10) * 3);
          const logout = await first.post('/api/front/user/logout', {}, { headers: learner.headers });
          expect(logout.body.code).toBe('00000');
          await read;
          ended.push({ token: learner.token });
        }),
      );
    }
    await sleep(LOCAL_COPY_MS + 200);
    const accepted = [];
    for (const { token } of ended) {
      for (const server of [first, second]) {
        const { body } = await server.post('/api/front/user/detail', {}, { headers: { token } });
        if (body.code !== 'A0312') accepted.push(body.code);
      }
    }
    expect(accepted).toEqual([]);
  }, 180_000);
});

describe('the built server started with a cache that never answers', () => {
  it('waits for it for REDIS_START_TIMEOUT_SECONDS, then exits naming the cache and its address', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zx-no-cache-'));
    const bundle = join(import.meta.dirname, '../dist/main.mjs');
    const env = {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DATA_DIR: dataDir,
      REDIS_URL: 'redis://127.0.0.1:1',
    };
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [bundle],
        { env: { ...env, REDIS_START_TIMEOUT_SECONDS: '2' }, timeout: 30_000 },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^waiting for the cache \(Redis at redis:\/\/127\.0\.0\.1:1\) is not reachable: /m,
    );
    expect(stderr).toMatch(
      /^failed to start: the cache \(Redis at redis:\/\/127\.0\.0\.1:1\) could not be reached in 2 s: /m,
    );
  });
});
