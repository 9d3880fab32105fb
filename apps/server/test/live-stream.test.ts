import { get } from 'node:http';
import { createServer } from 'node:net';
import type { LiveDetail, LivePlay } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { pushTestStream } from '../../../scripts/push-test-stream.mjs';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { callbackSignature, signAuthKey } from '../src/platform/live-stream/index.js';
import * as tables from '../src/tables.js';
import { type ApiAnswer, serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

/** The pushes here are read by the server alone: a small picture keeps ffmpeg light. */
const SMALL = { size: '320x240' };

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const [rtmpPort, flvPort] = [await freePort(), await freePort()];
const server = serverForThisFile({ LIVE_RTMP_PORT: String(rtmpPort), LIVE_FLV_PORT: String(flvPort) });
const nextPhone = phoneNumbers('1391600');
const AUTH_KEY = DEVELOPMENT_SECRETS.LIVE_AUTH_KEY;
const NOTIFY_KEY = DEVELOPMENT_SECRETS.LIVE_NOTIFY_KEY;
const now = () => Math.floor(Date.now() / 1000);

const ok = async <T>(answer: Promise<ApiAnswer>): Promise<T> => {
  const { status, body } = await answer;
  expect({ status, code: body.code, msg: body.msg }).toMatchObject({ status: 200, code: '00000' });
  return body.data as T;
};
const as = (who: LoggedIn, path: string, body: unknown = {}) =>
  server.post(path, body, { headers: who.headers });

let nextLive = 300;
async function scheduleLive(values: Partial<typeof tables.lives.$inferInsert> = {}) {
  const id = ++nextLive;
  await server.database.db.insert(tables.lives).values({
    id,
    title: `推流测试 ${id}`,
    cover: '/cover.png',
    lecturerId: 1,
    startsAt: new Date(Date.now() + 60_000),
    expectedMinutes: 30,
    audience: 'anyone',
    streamName: `live-${id}`,
    ...values,
  });
  return id;
}
const stateOf = async (id: number) =>
  (
    await server.database.db
      .select({ state: tables.lives.state })
      .from(tables.lives)
      .where(eq(tables.lives.id, id))
  )[0]?.state;

function callback(query: Record<string, string>, timestamp = now(), signature?: string) {
  return server.fetch(`/api/live/stream/callback?${new URLSearchParams(query)}`, {
    headers: {
      'ali-live-timestamp': String(timestamp),
      'ali-live-signature': signature ?? callbackSignature('localhost', timestamp, NOTIFY_KEY),
    },
  });
}

describe('stream callbacks', () => {
  it('moves the live on a signed callback and refuses forged, stale and replayed ones', async () => {
    const id = await scheduleLive();
    const event = { action: 'publish', id: `live-${id}`, time: String(now()), ip: '10.0.0.1' };
    const forged = await callback(event, now(), 'f'.repeat(32));
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ reason: 'LIVE_CALLBACK_FORGED' });
    expect((await callback(event, now() - 600)).status).toBe(403);
    expect(await stateOf(id)).toBe('scheduled');

    const timestamp = now();
    expect((await callback(event, timestamp)).status).toBe(200);
    expect(await stateOf(id)).toBe('live');
    const replayed = await callback(event, timestamp);
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toMatchObject({ reason: 'LIVE_CALLBACK_REPLAYED' });

    expect((await callback({ ...event, action: 'publish_done', time: String(now()) })).status).toBe(200);
    expect(await stateOf(id)).toBe('ended');
    // A replay of the start, made to look new by its own timestamp header, still cannot pass the signature.
    expect(
      (await callback(event, timestamp + 1, callbackSignature('localhost', timestamp, NOTIFY_KEY))).status,
    ).toBe(403);
    expect((await callback({ action: 'drop', id: 'x' })).status).toBe(400);
  });
});

describe('pull addresses', () => {
  it('are given only to the audience, only while the live streams', async () => {
    const learner = await loginWithCode(server, nextPhone());
    const members = await scheduleLive({ audience: 'members', state: 'live' });
    expect((await as(learner, '/api/front/live/play', { id: members })).body).toMatchObject({
      code: 'A0301',
      reason: 'LIVE_NOT_IN_AUDIENCE',
    });
    const coming = await scheduleLive();
    expect((await as(learner, '/api/front/live/play', { id: coming })).body.reason).toBe(
      'LIVE_NOT_STREAMING',
    );
    const running = await scheduleLive({ state: 'live' });
    const play = await ok<LivePlay>(as(learner, '/api/front/live/play', { id: running }));
    expect(play.flvUrl).toMatch(
      new RegExp(
        `^/live-stream/live/live-${running}\\.flv\\?auth_key=\\d+-\\w+-${learner.userId}-[0-9a-f]{32}$`,
      ),
    );
    expect(Date.parse(play.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
  });

  it('stops working once expired, forged or moved to another stream', async () => {
    const path = '/live/live-5.flv';
    const expired = signAuthKey(path, AUTH_KEY, { expiresAt: now() - 1, uid: '1' });
    for (const address of [
      `/live-stream${path}?auth_key=${expired}`,
      `/live-stream${path}?auth_key=${signAuthKey(path, 'not-the-key-at-all', { expiresAt: now() + 60, uid: '1' })}`,
      `/live-stream/live/live-6.flv?auth_key=${signAuthKey(path, AUTH_KEY, { expiresAt: now() + 60, uid: '1' })}`,
      `/live-stream${path}`,
    ]) {
      const response = await server.fetch(address);
      expect(response.status, address).toBe(410);
      expect(await response.json()).toMatchObject({ reason: 'LIVE_PULL_EXPIRED' });
    }
  });
});

/** The first `bytes` of a streamed answer, read on a connection of its own that is then dropped. */
function readSome(url: string, bytes: number) {
  return new Promise<{ status: number | undefined; type: string | undefined; received: Buffer }>(
    (resolve, reject) => {
      const request = get(url, { agent: false }, (response) => {
        let received = Buffer.alloc(0);
        const finish = () => {
          request.destroy();
          resolve({ status: response.statusCode, type: response.headers['content-type'], received });
        };
        response.on('data', (chunk: Buffer) => {
          received = Buffer.concat([received, chunk]);
          if (received.length >= bytes) finish();
        });
        response.on('end', finish);
      });
      request.on('error', reject);
    },
  );
}

describe('the development ingest', () => {
  it('refuses a push without a valid auth_key', async () => {
    const id = await scheduleLive();
    const bad = signAuthKey(`/live/live-${id}`, 'not-the-key-at-all', { expiresAt: now() + 60, uid: '0' });
    const push = pushTestStream(`rtmp://127.0.0.1:${rtmpPort}/live/live-${id}?auth_key=${bad}`, 3, SMALL);
    await push.exited;
    expect(await stateOf(id)).toBe('scheduled');
  }, 30_000);

  it('takes a pushed stream live, plays it back to a learner, ends it when the push stops, and makes its recording the replay', async () => {
    const id = await scheduleLive({ courseId: 1 });
    const learner = await loginWithCode(server, nextPhone());
    const authKey = signAuthKey(`/live/live-${id}`, AUTH_KEY, { expiresAt: now() + 600, uid: '0' });
    const push = pushTestStream(`rtmp://127.0.0.1:${rtmpPort}/live/live-${id}?auth_key=${authKey}`, 8, SMALL);
    try {
      await vi.waitFor(async () => expect(await stateOf(id)).toBe('live'), {
        timeout: 15_000,
        interval: 200,
      });
      const detail = await ok<LiveDetail>(as(learner, '/api/front/live/detail', { id }));
      expect(detail.state).toBe('live');
      const play = await ok<LivePlay>(as(learner, '/api/front/live/play', { id }));
      const { status, type, received } = await readSome(server.baseUrl + play.flvUrl, 4096);
      expect(status).toBe(200);
      expect(type).toContain('video/x-flv');
      // An FLV stream: its signature first.
      expect(received.subarray(0, 3).toString()).toBe('FLV');
      expect(received.length).toBeGreaterThanOrEqual(4096);
    } finally {
      const { code, errors } = await push.exited;
      expect(code, errors).toBe(0);
    }
    await vi.waitFor(async () => expect(await stateOf(id)).toMatch(/^(ended|replay)$/), {
      timeout: 15_000,
      interval: 200,
    });
    // The ingest recorded the push; the media job transcodes it to HLS and it becomes a section of course 1.
    await vi.waitFor(async () => expect(await stateOf(id)).toBe('replay'), {
      timeout: 90_000,
      interval: 500,
    });
    const { lives, sections, chapters } = tables;
    const [replay] = await server.database.db
      .select({
        name: sections.name,
        mediaKey: sections.mediaKey,
        chapter: chapters.name,
        courseId: sections.courseId,
      })
      .from(lives)
      .innerJoin(sections, eq(sections.id, lives.replaySectionId))
      .innerJoin(chapters, eq(chapters.id, sections.chapterId))
      .where(eq(lives.id, id));
    expect(replay).toMatchObject({ name: `直播回放：推流测试 ${id}`, chapter: '直播回放', courseId: 1 });
    expect(replay?.mediaKey).toMatch(/\/index\.m3u8$/);
    const detail = await ok<LiveDetail>(as(learner, '/api/front/live/detail', { id }));
    expect(detail).toMatchObject({ state: 'replay', replaySectionId: expect.any(Number) });
  }, 150_000);
});
