import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  courseCatalog,
  homeBannerList,
  learnDurationSave,
  type MediaAsset,
  type OrderDetail,
  userAddressList,
  userDetail,
  userLogout,
  vodPlaySts,
} from '@zhixue/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTICE_CHANNEL } from '../src/modules/messages/index.js';
import type { DatabaseHandle, SqlResult } from '../src/platform/db/index.js';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { type BuiltServer, startBuiltServer } from './built-server.js';
import { consoleOf, uniqueName } from './catalogue-console-support.js';
import { type ApiClient, apiClient, type TestStore, testDatabase } from './harness.js';
import { requestStream, send } from './http-outcomes.js';
import { learningCalls } from './learning-support.js';
import { type LoggedIn, loginWithAccount } from './login-helpers.js';
import { blankPdf, drawTestVideo, PNG_1X1, tusClient, uploadAvatar } from './media-uploads-support.js';
import { openNoticeStream } from './notice-stream-support.js';
import { signInAs } from './operator-helpers.js';
import { buyInSandbox, orderApi } from './orders-support.js';
import { s3ServerForThisFile } from './s3-server.js';
import { LOCAL_COPY_MS, newLearners, signedInSessions } from './session-support.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';
import {
  chinaStamp,
  count,
  ffmpegRunBy,
  mediaLibrary,
  settledStates,
  type Tally,
} from './two-processes-support.js';

/**
 * Two built servers, A and B, as two hosts run them: each its own DATA_DIR, both on one PostgreSQL
 * database, one Redis and one S3-protocol bucket. Each point a site of several processes relies on
 * is checked by HTTP calls, the destructive ones (a kill -9, a drain) last; the figures are printed
 * together at the end.
 */
const skipReason = !process.env.DATABASE_URL
  ? 'needs DATABASE_URL: an embedded PGlite database belongs to one process'
  : !process.env.REDIS_URL
    ? 'needs REDIS_URL: the processes share sessions and limits through Redis'
    : null;

/**
 * The built servers use the default key prefix, as production does: a Redis database of the
 * suite's own keeps their keys apart from every other test's, and is emptied before they start.
 */
const REDIS_DB = 5;
/** REDIS_URL with the suite's database, reached at `port` of 127.0.0.1 (a relay) when given. */
function suiteRedis({ port }: { port?: number } = {}): string {
  const url = new URL(process.env.REDIS_URL ?? '');
  url.pathname = `/${REDIS_DB}`;
  if (port) {
    url.hostname = '127.0.0.1';
    url.port = String(port);
  }
  return url.toString();
}
/** The learner who owns course 14 in the demo data. */
const OWNER = { phone: '13800000002', courseId: 14 };
const LEASE_SECONDS = 4;
const DRAIN_SECONDS = 3;

describe.skipIf(skipReason)(`two built processes${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  const s3 = s3ServerForThisFile();
  const figures: string[] = [];
  let store: TestStore;
  let database: DatabaseHandle;
  /** Both processes reach Redis through it, so one cut is an outage for both. */
  let redisRelay: TcpProxy;
  let a: BuiltServer;
  let b: BuiltServer;
  const started: BuiltServer[] = [];
  let editor: Record<string, string>;
  /** The content editor's course calls on A, signed in once for the file. */
  let catalogue: ReturnType<typeof consoleOf>;
  /** The process the kill took, and the one left to drain. */
  let killed: BuiltServer | undefined;
  let drainable: BuiltServer | undefined;
  let videoFolder: string;
  let shortVideo: Buffer;
  let longVideo: Buffer;

  const client = (server: BuiltServer): ApiClient => apiClient(server.baseUrl);
  const env = (overrides: Record<string, string> = {}) => ({
    ...s3().env,
    REDIS_URL: suiteRedis({ port: redisRelay.port }),
    TRUST_PROXY: 'true',
    JOBS_POLL_SECONDS: '0.5',
    JOBS_LEASE_SECONDS: String(LEASE_SECONDS),
    DRAIN_SECONDS: String(DRAIN_SECONDS),
    ...overrides,
  });
  const startProcess = async (overrides: Record<string, string> = {}) => {
    const server = await startBuiltServer(env(overrides), { store });
    started.push(server);
    return server;
  };
  const sql = async <T>(text: string, values: unknown[] = []) =>
    ((await database.executeSql(text, values)) as SqlResult).rows as T[];

  beforeAll(async () => {
    const redis = new Redis(suiteRedis());
    await redis.flushdb();
    redis.disconnect();
    const target = new URL(suiteRedis());
    redisRelay = await startTcpProxy(Number(target.port || 6379), { host: target.hostname });
    store = await testDatabase({ contents: 'empty' });
    videoFolder = await mkdtemp(join(tmpdir(), 'zx-two-processes-'));
    const drawn = Promise.all([
      drawTestVideo(join(videoFolder, 'short.mp4'), { width: 320, height: 180, seconds: 3 }),
      drawTestVideo(join(videoFolder, 'long.mp4'), { width: 640, height: 360, seconds: 30 }),
    ]);
    // The first start migrates and seeds; the second finds both done, as a second host would.
    a = await startProcess();
    b = await startProcess();
    database = await store.open();
    editor = (await signInAs(client(a), 'content_editor')).headers;
    catalogue = consoleOf(client(a));
    await drawn;
    shortVideo = await readFile(join(videoFolder, 'short.mp4'));
    longVideo = await readFile(join(videoFolder, 'long.mp4'));
  }, 180_000);

  afterAll(async () => {
    for (const server of started) await server.stop();
    await database?.close();
    await store?.dispose();
    await redisRelay?.close();
    if (videoFolder) await rm(videoFolder, { recursive: true, force: true });
    console.info(['', '── two built processes: figures ──', ...figures, ''].join('\n'));
  });

  it('1. files: an avatar stored through A is shown through B; uploads continue on the other process and are processed', async () => {
    const [learner] = (await newLearners(database.db, 1)) as [LoggedIn];
    const url = await uploadAvatar(client(a), learner);
    expect(url.startsWith(`${s3().endpoint}/zhixue/uploads/avatars/`)).toBe(true);
    const edited = await client(b).post(
      '/api/front/user/edit',
      { avatar: url },
      { headers: learner.headers },
    );
    expect(edited.body.data).toMatchObject({ avatar: url });
    const shown = await client(b).post(userDetail.path, {}, { headers: learner.headers });
    expect(shown.body.data).toMatchObject({ avatar: url });
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(PNG_1X1);

    const uploads = [
      { from: a, to: b, bytes: shortVideo, metadata: { filename: '跨进程.mp4', filetype: 'video/mp4' } },
      {
        from: b,
        to: a,
        bytes: blankPdf(3),
        metadata: { filename: '跨进程.pdf', filetype: 'application/pdf' },
      },
    ];
    const ends: MediaAsset[] = [];
    for (const { from, to, bytes, metadata } of uploads) {
      const first = tusClient(client(from), editor);
      const created = await first.create(bytes.length, metadata);
      expect(created.status).toBe(201);
      const location = created.headers.get('location') ?? '';
      const half = Math.floor(bytes.length / 2);
      expect((await first.patch(location, 0, bytes.subarray(0, half))).status).toBe(204);

      const second = tusClient(client(to), editor);
      expect(await second.offset(location)).toEqual({ status: 200, offset: half });
      const rest = await second.patch(location, half, bytes.subarray(half));
      expect(rest.status).toBe(204);
      expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
      const library = mediaLibrary(client(from), editor);
      const queued = await library.newest();
      expect(queued).toMatchObject({ fileName: metadata.filename, sizeBytes: bytes.length });
      ends.push(await library.when(queued.id, settledStates, 60_000));
    }
    expect(ends).toMatchObject([
      { state: 'ready', durationSeconds: 3, failure: null },
      { state: 'ready', pageCount: 3, failure: null },
    ]);
    figures.push(
      `1. files: avatar stored through A, shown through B; uploads continued across processes: ${ends.length} (${ends.map((end) => `${end.kind} ${end.state}`).join(', ')})`,
    );
  }, 120_000);

  it('2. sessions: a logout on B is refused on A within the in-process copy, and a logout racing a first read resurrects none', async () => {
    const [learner] = (await newLearners(database.db, 1)) as [LoggedIn];
    const detailCode = async (on: BuiltServer, token: string) =>
      (await client(on).post(userDetail.path, {}, { headers: { token } })).body.code;
    expect(await detailCode(a, learner.token)).toBe('00000');
    expect((await client(b).post(userLogout.path, {}, { headers: learner.headers })).body.code).toBe('00000');
    const loggedOut = Date.now();
    expect(await detailCode(b, learner.token)).toBe('A0312');
    await vi.waitFor(async () => expect(await detailCode(a, learner.token)).toBe('A0312'), {
      timeout: LOCAL_COPY_MS + 500,
      interval: 50,
    });
    const refusedOnAfterMs = Date.now() - loggedOut;

    const TRIES = 50;
    const AT_ONCE = 10;
    const tokens = await signedInSessions(database.db, learner.userId, TRIES);
    for (let batch = 0; batch < TRIES / AT_ONCE; batch++) {
      await Promise.all(
        tokens.slice(batch * AT_ONCE, (batch + 1) * AT_ONCE).map(async (token, index) => {
          // A's first read of the session (a cache miss, a database read, a copy written back)
          // with B's logout landing at a spread of points along it.
          const read = detailCode(a, token);
          await sleep(index * 2);
          const logout = await client(b).post(userLogout.path, {}, { headers: { token } });
          expect(logout.body.code).toBe('00000');
          await read;
        }),
      );
    }
    await sleep(LOCAL_COPY_MS + 200);
    let resurrected = 0;
    for (const token of tokens) {
      for (const on of [a, b]) if ((await detailCode(on, token)) !== 'A0312') resurrected++;
    }
    expect(resurrected).toBe(0);
    figures.push(
      `2. sessions: a logout on B refused on A after ${refusedOnAfterMs} ms; race: ${TRIES} tries, ${resurrected} resurrected`,
    );
  }, 60_000);

  it('3. Redis cut for 10 s: logged-in calls answer 200 on both processes, a password login 503 B0503; all works after', async () => {
    const owner = await loginWithAccount(client(a), OWNER.phone, DEMO_PASSWORD);
    expect(owner.body.code).toBe('00000');
    const heartbeat = await heartbeatOf(client(a), owner);
    const passwordLogin = (on: BuiltServer) => loginWithAccount(client(on), OWNER.phone, DEMO_PASSWORD);
    const errorsBefore = { A: a.errors().length, B: b.errors().length };

    redisRelay.cut();
    const cutUntil = Date.now() + 10_000;
    const answers: Record<'A' | 'B', Tally> = { A: {}, B: {} };
    const logins: Record<'A' | 'B', string> = { A: '', B: '' };
    const callsOn = async (name: 'A' | 'B', on: BuiltServer) => {
      const learner = client(on);
      while (Date.now() < cutUntil) {
        for (const path of [userDetail.path, '/api/front/message/categories', userAddressList.path]) {
          count(answers[name], (await learner.post(path, {}, { headers: owner.headers })).status);
        }
        count(answers[name], (await heartbeat(learner)).status);
      }
      // Signing in needs the attempt counters in Redis: refused while they cannot be read, which
      // shows that this process lost its cache indeed.
      logins[name] = (await passwordLogin(on)).body.code;
    };
    await Promise.all([callsOn('A', a), callsOn('B', b)]);
    redisRelay.restore();

    expect(logins).toEqual({ A: 'B0503', B: 'B0503' });
    for (const tally of Object.values(answers)) {
      expect(Object.keys(tally)).toEqual(['200']);
      expect(tally['200']).toBeGreaterThan(20);
    }
    const errorsDuring = { A: a.errors().slice(errorsBefore.A), B: b.errors().slice(errorsBefore.B) };
    expect(errorsDuring).toEqual({ A: '', B: '' });

    // Back: a login (which ends the older session of the device type) and calls on both.
    const again = await vi.waitFor(
      async () => {
        const login = await passwordLogin(b);
        expect(login.body.code).toBe('00000');
        return login;
      },
      { timeout: 10_000, interval: 250 },
    );
    const heartbeatAgain = await heartbeatOf(client(a), again);
    for (const on of [a, b]) {
      expect((await client(on).post(userDetail.path, {}, { headers: again.headers })).status).toBe(200);
      expect((await heartbeatAgain(client(on))).status).toBe(200);
    }
    const lines = (errors: string) => errors.split('\n').filter(Boolean).length;
    figures.push(
      `3. Redis cut 10 s: answers A ${JSON.stringify(answers.A)}, B ${JSON.stringify(answers.B)}; password login during the cut A ${logins.A}, B ${logins.B}; error lines logged A ${lines(errorsDuring.A)}, B ${lines(errorsDuring.B)}`,
    );
  }, 60_000);

  it('4. price: a console change on A is what B settles and saves within 2 s, the two never apart', async () => {
    const name = uniqueName('双进程改价课');
    const id = await catalogue.create(name, 20_000);
    await catalogue.publish(id);
    const [learner] = (await newLearners(database.db, 1)) as [LoggedIn];
    const onB = orderApi(client(b));
    const target = { id, type: 1 };
    expect((await onB.settle(learner, target)).amount).toBe(20_000);
    expect((await onB.save(learner, target)).amount).toBe(20_000);

    await catalogue.update(id, name, 25_000);
    const changed = Date.now();
    // Settle and save in turns: they price from one reader, so once either shows the new price
    // neither shows the old one again (the save read the database while the settle read a cache
    // for 30 s before).
    const seen: Array<{ call: 'settle' | 'save'; amount: number; afterMs: number }> = [];
    const newSince = () => seen.length - seen.findIndex((read) => read.amount === 25_000);
    while (
      Date.now() - changed < 4_000 &&
      !(seen.some((read) => read.amount === 25_000) && newSince() >= 10)
    ) {
      for (const call of ['settle', 'save'] as const) {
        seen.push({ call, amount: (await onB[call](learner, target)).amount, afterMs: Date.now() - changed });
      }
    }
    const switchedAt = seen.findIndex((read) => read.amount === 25_000);
    expect(switchedAt).toBeGreaterThanOrEqual(0);
    expect(seen.slice(0, switchedAt).every((read) => read.amount === 20_000)).toBe(true);
    expect(seen.slice(switchedAt).every((read) => read.amount === 25_000)).toBe(true);
    const tookMs = seen[switchedAt]?.afterMs ?? Number.POSITIVE_INFINITY;
    expect(tookMs).toBeLessThanOrEqual(2_000);
    figures.push(
      `4. price: B's settle and save showed 20000 then 25000 fen, switching together ${tookMs} ms after A's change (${seen.length} reads)`,
    );
  }, 60_000);

  it('7. order numbers: 40 saves at once over A and B get 40 distinct 22-digit numbers in time order', async () => {
    const id = await catalogue.create(uniqueName('双进程订单课'), 9_900);
    await catalogue.publish(id);
    const learners = await newLearners(database.db, 41);
    const [last, ...buyers] = learners as [LoggedIn, ...LoggedIn[]];
    const saveOn = (on: BuiltServer, learner: LoggedIn) =>
      orderApi(client(on)).save(learner, { id, type: 1 });
    const before = new Date();
    const saved: OrderDetail[] = await Promise.all(
      buyers.map((learner, index) => saveOn(index % 2 === 0 ? a : b, learner)),
    );
    const after = new Date();
    const numbers = saved.map((order) => order.orderNo);
    expect(new Set(numbers).size).toBe(40);
    for (const orderNo of numbers) {
      expect(orderNo).toMatch(/^\d{22}$/);
      // The database's clock is this machine's; a second either side for the rounding.
      expect(orderNo.slice(0, 14) >= chinaStamp(new Date(before.getTime() - 1_000))).toBe(true);
      expect(orderNo.slice(0, 14) <= chinaStamp(new Date(after.getTime() + 1_000))).toBe(true);
    }
    await sleep(1_100);
    const later = (await saveOn(b, last)).orderNo;
    const sorted = [...numbers].sort();
    expect(later > (sorted.at(-1) ?? '')).toBe(true);
    figures.push(
      `7. order numbers: 40 saves at once (20 on A, 20 on B): ${new Set(numbers).size} distinct, 22 digits, ${sorted[0]} … ${sorted.at(-1)}; one saved a second later sorts after them (${later})`,
    );
  }, 60_000);

  it('8. SSE: a stream on B hears a notice written through A within a second, and is told to read again when its listener is cut', async () => {
    const [learner] = (await newLearners(database.db, 1)) as [LoggedIn];
    const stream = await openNoticeStream(client(b), learner);
    expect(await stream.next(': connected', 1_000)).toBe('received');
    const support = await signInAs(client(a), 'support');
    const announced = Date.now();
    const created = await client(a).post(
      '/api/admin/announcement/create',
      {
        title: '双进程公告',
        body: '两个进程之间的通知。',
        audience: 'all',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
      { headers: support.headers },
    );
    expect(created.body.code).toBe('00000');
    expect(await stream.next('event: notice', 1_000)).toBe('received');
    const heardAfterMs = Date.now() - announced;
    // Quiet while nothing happens, so what follows the cut is the resynchronisation.
    await expect(stream.next('event: notice', 1_000)).rejects.toThrow(/no "event: notice"/);

    const ended = await sql<{ pid: number }>(
      `select pid from pg_stat_activity, pg_terminate_backend(pid)
        where datname = current_database() and query ilike $1`,
      [`%listen "${NOTICE_CHANNEL}"%`],
    );
    expect(ended.length).toBeGreaterThan(0);
    const cut = Date.now();
    expect(await stream.next('event: notice', 5_000)).toBe('received');
    const toldAfterMs = Date.now() - cut;
    await stream.close();
    figures.push(
      `8. SSE: B's stream heard A's announcement after ${heardAfterMs} ms; ${ended.length} listener connection(s) ended, the stream told to read again after ${toldAfterMs} ms`,
    );
  }, 30_000);

  it('9. console list: a course made and then published through A is on the first page B shows, at once', async () => {
    const firstPageOnB = async () => {
      const answer = await client(b).post(
        '/api/admin/course/list',
        { sort: '-id', pageCurrent: 1, pageSize: 5 },
        { headers: editor },
      );
      expect(answer.body.code).toBe('00000');
      return (answer.body.data as { list: Array<{ id: number; name: string; published: boolean }> }).list;
    };
    // Read twice, so B keeps the page before the change.
    expect(await firstPageOnB()).toEqual(await firstPageOnB());
    const name = uniqueName('双进程列表课');
    const id = await catalogue.create(name, 900);
    const made = Date.now();
    let first = (await firstPageOnB())[0];
    while (first?.id !== id && Date.now() - made < 2_000) first = (await firstPageOnB())[0];
    expect(first).toMatchObject({ id, name, published: false });
    const shownAfterMs = Date.now() - made;
    await catalogue.publish(id);
    const published = Date.now();
    while (!(await firstPageOnB())[0]?.published && Date.now() - published < 2_000) await sleep(20);
    expect((await firstPageOnB())[0]).toMatchObject({ id, published: true });
    figures.push(
      `9. console list: B's first page showed the course made through A after ${shownAfterMs} ms, published after ${Date.now() - published} ms`,
    );
  }, 30_000);

  it('10. SSE: a stream on B hears of its order paid through A, whose notice is signalled in a batch', async () => {
    const id = await catalogue.create(uniqueName('双进程支付通知课'), 4_900);
    await catalogue.publish(id);
    const [learner] = (await newLearners(database.db, 1)) as [LoggedIn];
    const stream = await openNoticeStream(client(b), learner);
    expect(await stream.next(': connected', 1_000)).toBe('received');
    const paying = Date.now();
    await buyInSandbox(client(a), learner, { id, type: 1 });
    expect(await stream.next('event: notice', 1_000)).toBe('received');
    const heardAfterMs = Date.now() - paying;
    await stream.close();
    figures.push(
      `10. SSE: B's stream heard of the order paid through A ${heardAfterMs} ms after the payment began`,
    );
  }, 30_000);

  // The destructive steps last: the kill takes one process, the drain the other and a restarted one.
  it('5. a transcode whose process is killed (-9) is retried by the other after the lease and ends ready', async () => {
    const tus = tusClient(client(a), editor);
    const created = await tus.create(longVideo.length, {
      filename: '被中断的转码.mp4',
      filetype: 'video/mp4',
    });
    const location = created.headers.get('location') ?? '';
    expect((await tus.patch(location, 0, longVideo)).status).toBe(204);
    const { id } = await mediaLibrary(client(a), editor).newest();

    // Midway through the transcode, on whichever process took the job: its ffmpeg says which.
    await mediaLibrary(client(a), editor).when(id, (asset) => asset.progress > 0, 60_000);
    const { runner, tools } = await vi.waitFor(
      async () => {
        for (const server of [a, b]) {
          const tools = await ffmpegRunBy(server.pid);
          if (tools.length > 0) return { runner: server, tools };
        }
        throw new Error('no process is running ffmpeg');
      },
      { timeout: 10_000, interval: 100 },
    );
    const survivor = runner === a ? b : a;
    runner.signal('SIGKILL');
    // A host that dies takes its ffmpeg with it; here the orphan would go on using the cores.
    for (const tool of tools) {
      try {
        process.kill(tool, 'SIGKILL');
      } catch {
        // It had finished.
      }
    }
    await runner.exited;
    const killedAt = Date.now();
    const progressAtKill = (await mediaLibrary(client(survivor), editor).detail(id)).progress;

    await vi.waitFor(
      async () => {
        const [job] = await sql<{ state: string; retry_count: number }>(
          `select state::text as state, retry_count from pgboss.job
            where name = 'media-process' and data->>'assetId' = $1 order by created_on desc limit 1`,
          [String(id)],
        );
        expect(job?.state).toBe('active');
        expect(Number(job?.retry_count)).toBeGreaterThanOrEqual(1);
      },
      { timeout: 40_000, interval: 100 },
    );
    const retriedAfterMs = Date.now() - killedAt;
    const done = await mediaLibrary(client(survivor), editor).when(id, settledStates, 120_000);
    const readyAfterMs = Date.now() - killedAt;
    expect(done).toMatchObject({ state: 'ready', durationSeconds: 30, failure: null });
    // The lease (4 s), a sweep (every 2 s), the queue's retry delay (5 s) and a poll.
    expect(retriedAfterMs).toBeLessThan(20_000);
    killed = runner;
    drainable = survivor;
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    figures.push(
      `5. killed transcode: ${runner === a ? 'A' : 'B'} killed at ${progressAtKill} %; retried on ${survivor === a ? 'A' : 'B'} ${seconds(retriedAfterMs)} s after the kill, ready ${seconds(readyAfterMs)} s after it`,
    );
  }, 180_000);

  it('6. drain: a SIGTERM with DRAIN_SECONDS=3 answers 503 and refuses no connection, with 0 connections are refused', async () => {
    const drained = drainable ?? a;
    // The killed process back, without a drain: the measure of what the drain spares a balancer.
    const control = await startProcess({ DRAIN_SECONDS: '0' });
    const during = await tallyAcrossSigterm(drained, DRAIN_SECONDS * 1000 - 300);
    expect(await drained.exited).toBe(0);
    const withoutDrain = await tallyAcrossSigterm(control, 1_000);
    expect(await control.exited).toBe(0);

    expect(refusedIn(during)).toBe(0);
    expect(during['503']).toBeGreaterThan(20);
    expect(refusedIn(withoutDrain)).toBeGreaterThan(0);
    const name = drained === a ? 'A' : 'B';
    figures.push(
      `6. drain: ${name} with DRAIN_SECONDS=${DRAIN_SECONDS} answered ${JSON.stringify(during)} (refused connections: ${refusedIn(during)}); the restarted ${killed === a ? 'A' : 'B'} with DRAIN_SECONDS=0 answered ${JSON.stringify(withoutDrain)} (refused: ${refusedIn(withoutDrain)})`,
    );
  }, 120_000);
});

/**
 * Heartbeats of the learner's play of the first section of the course they own, numbered across
 * the processes they go to.
 */
async function heartbeatOf(on: ApiClient, learner: LoggedIn) {
  const { data } = learningCalls(on);
  const [chapter] = await data<Array<{ sectionFrontList: Array<{ id: number }> }>>(
    learner,
    courseCatalog.path,
    { id: OWNER.courseId },
  );
  const play = { courseId: OWNER.courseId, sectionId: chapter?.sectionFrontList[0]?.id };
  const { playToken } = await data<{ playToken: string }>(learner, vodPlaySts.path, play);
  let seq = 0;
  return (to: ApiClient) =>
    to.post(
      learnDurationSave.path,
      { ...play, playToken, seq: ++seq, positionSeconds: 0, watchedSeconds: 0 },
      { headers: learner.headers },
    );
}

/** Connections refused or reset: what a load balancer cannot retry as it retries a 503. */
const refusedIn = (tally: Tally) =>
  Object.entries(tally)
    .filter(([outcome]) => !/^\d+$/.test(outcome))
    .reduce((sum, [, times]) => sum + times, 0);

/**
 * A steady stream of requests to the server, as a load balancer sends (four callers, new and kept-alive
 * connections, readiness checks and API calls), SIGTERM 300 ms in, counted until `windowMs` after it.
 */
async function tallyAcrossSigterm(server: BuiltServer, windowMs: number): Promise<Tally> {
  const keptAlive = new Agent({ keepAlive: true });
  const body = JSON.stringify({});
  const signal = sleep(300).then(() => server.signal('SIGTERM'));
  const tally = await requestStream(4, Date.now() + 300 + windowMs, (index) => {
    const agent = index % 2 === 0 ? keptAlive : false;
    return index % 3 === 0
      ? send(server.baseUrl, '/readyz', agent)
      : send(server.baseUrl, homeBannerList.path, agent, body);
  });
  await signal;
  keptAlive.destroy();
  return tally;
}
