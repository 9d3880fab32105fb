import { createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveDetail } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { tables } from '../src/platform/db/index.js';
import { callbackSignature } from '../src/platform/live-stream/index.js';
import { serverForThisFile } from './harness.js';
import type { PlayAddress } from './learning-support.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';
import { drawTestVideo } from './media-uploads-support.js';

/**
 * ApsaraVideo Live's recordings becoming replays: its record callback, signed as its stream callbacks
 * are, names an object in the recording bucket; the server fetches it with a signed OSS address (a
 * local stand-in for OSS here, which checks the V1 signature as OSS does) and the recording goes the
 * development ingest's way: transcoded to HLS, it becomes the live's replay.
 */
const BUCKET = 'zhixue-live-records';
const ACCESS_KEY_ID = 'LTAI-test-reader';
const ACCESS_KEY_SECRET = 'oss-secret-for-tests';
const PUSH_DOMAIN = 'push.zhixue.test';
const NOTIFY_KEY = DEVELOPMENT_SECRETS.LIVE_NOTIFY_KEY;

const folder = await mkdtemp(join(tmpdir(), 'zhixue-oss-'));
const video = join(folder, 'recording.flv');
await drawTestVideo(video, { width: 160, height: 120, seconds: 2 });

/** What the stand-in answers for an object: the video, or a status OSS may answer with. */
const answers = new Map<string, 200 | 403 | 500>();
/** Every request the stand-in received, and whether its signature held. */
const requests: { object: string; signed: boolean }[] = [];

function validSignature(object: string, query: URLSearchParams): boolean {
  const expires = query.get('Expires') ?? '';
  const expected = createHmac('sha1', ACCESS_KEY_SECRET)
    .update(`GET\n\n\n${expires}\n/${BUCKET}/${object}`)
    .digest('base64');
  return (
    query.get('OSSAccessKeyId') === ACCESS_KEY_ID &&
    Number(expires) > Date.now() / 1000 &&
    query.get('Signature') === expected
  );
}

const oss: Server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://oss.test');
  const object = decodeURIComponent(url.pathname.slice(1));
  const signed = request.method === 'GET' && validSignature(object, url.searchParams);
  requests.push({ object, signed });
  const status = signed ? (answers.get(object) ?? 404) : 403;
  if (status !== 200) {
    response
      .writeHead(status, { 'content-type': 'application/xml' })
      .end(`<Error><Code>${status}</Code></Error>`);
    return;
  }
  response.writeHead(200, { 'content-type': 'video/x-flv' });
  createReadStream(video).pipe(response);
});
await new Promise<void>((resolve) => oss.listen(0, '127.0.0.1', resolve));
const ossPort = (oss.address() as { port: number }).port;
afterAll(async () => {
  await new Promise((resolve) => oss.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

const server = serverForThisFile({
  LIVE_PROVIDER: 'aliyun',
  LIVE_PUSH_DOMAIN: PUSH_DOMAIN,
  LIVE_PULL_DOMAIN: 'play.zhixue.test',
  LIVE_RECORD_OSS_ENDPOINT: `http://127.0.0.1:${ossPort}`,
  LIVE_RECORD_OSS_BUCKET: BUCKET,
  LIVE_RECORD_OSS_ACCESS_KEY_ID: ACCESS_KEY_ID,
  LIVE_RECORD_OSS_ACCESS_KEY_SECRET: ACCESS_KEY_SECRET,
});
const nextPhone = phoneNumbers('1391703');
const now = () => Math.floor(Date.now() / 1000);

let nextLive = 400;
/** A live without a course that went on air and ended: its replay gets a course of its own. */
async function endedLive() {
  const id = ++nextLive;
  await server.database.db.insert(tables.lives).values({
    id,
    title: `云端录制 ${id}`,
    cover: '/cover.png',
    lecturerId: 1,
    startsAt: new Date(Date.now() - 3_600_000),
    expectedMinutes: 30,
    audience: 'anyone',
    streamName: `live-${id}`,
    state: 'ended',
  });
  return id;
}
const stateOf = async (id: number) =>
  (await server.database.db.select().from(tables.lives).where(eq(tables.lives.id, id)))[0]?.state;

/** The record callback's body for a recording of `live-{id}` as ApsaraVideo Live names it. */
function recordEvent(id: number) {
  const stop = now();
  return {
    domain: PUSH_DOMAIN,
    app: 'live',
    stream: `live-${id}`,
    uri: `live/live-${id}/0_${stop - 2}_${stop}.flv`,
    duration: 2.0,
    start_time: stop - 2,
    stop_time: stop,
  };
}

function recordCallback(body: unknown, timestamp = now(), signature?: string) {
  return server.fetch('/api/live/record/callback', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'ali-live-timestamp': String(timestamp),
      'ali-live-signature': signature ?? callbackSignature(PUSH_DOMAIN, timestamp, NOTIFY_KEY),
    },
    body: JSON.stringify(body),
  });
}

const fetchJobs = () => server.jobs.list({ queue: 'live-recording-fetch' });

describe('ApsaraVideo Live recordings', () => {
  it('becomes the replay once its signed record callback arrives; forged and replayed ones are refused', async () => {
    const id = await endedLive();
    const event = recordEvent(id);
    answers.set(event.uri, 200);

    // A forged callback (a signature not under the notify key) and a stale one fetch nothing.
    const forged = await recordCallback(
      event,
      now(),
      callbackSignature(PUSH_DOMAIN, now(), 'not-the-notify-key'),
    );
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'A0301', reason: 'LIVE_CALLBACK_FORGED' });
    expect((await recordCallback(event, now() - 600)).status).toBe(403);
    expect(await fetchJobs()).toHaveLength(0);

    const timestamp = now();
    const accepted = await recordCallback(event, timestamp);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ code: '00000' });
    // The same callback again (same signature, same recording) is refused and fetches nothing more.
    const replayed = await recordCallback(event, timestamp);
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toMatchObject({ reason: 'LIVE_CALLBACK_REPLAYED' });

    await vi.waitFor(async () => expect(await stateOf(id)).toBe('replay'), {
      timeout: 90_000,
      interval: 500,
    });
    expect(requests.filter((request) => request.object === event.uri)).toEqual([
      { object: event.uri, signed: true },
    ]);
    expect(await fetchJobs()).toHaveLength(1);
    const [asset] = await server.database.db
      .select()
      .from(tables.mediaAssets)
      .innerJoin(tables.lives, eq(tables.lives.recordingAssetId, tables.mediaAssets.id))
      .where(eq(tables.lives.id, id));
    expect(asset?.media_assets).toMatchObject({
      uploadId: `live/live-${id}/oss-${event.start_time}-${event.stop_time}.flv`,
      sizeBytes: (await stat(video)).size,
      state: 'ready',
    });

    // A learner watches the replay: a section of the live's own course, a playable HLS address.
    const learner = await loginWithCode(server, nextPhone());
    const call = (path: string) => server.post(path, { id }, { headers: learner.headers });
    const detail = (await call('/api/front/live/detail')).body.data as LiveDetail;
    expect(detail).toMatchObject({ state: 'replay', replaySectionId: expect.any(Number) });
    const opened = await call('/api/front/live/replay/detail');
    expect(opened.body.data).toMatchObject({ section: { name: `直播回放：云端录制 ${id}`, playable: true } });
    const address = (await call('/api/front/live/replay/play')).body.data as PlayAddress;
    expect(address).toMatchObject({ format: 'hls' });
    const playlist = await fetch(server.baseUrl + address.playUrl, { headers: learner.headers });
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toContain('#EXTM3U');
  }, 120_000);

  it('answers the callback when OSS refuses or fails, and keeps the download to be retried', async () => {
    for (const status of [403, 500] as const) {
      const id = await endedLive();
      const event = recordEvent(id);
      answers.set(event.uri, status);
      const answer = await recordCallback(event);
      expect(answer.status).toBe(200);
      await vi.waitFor(
        async () => {
          const job = (await fetchJobs()).find(
            (row) => (row.data as { streamName: string }).streamName === `live-${id}`,
          );
          expect(job).toMatchObject({ state: 'retry', attempts: 1, retryLimit: 8 });
          expect(JSON.stringify(job?.output)).toContain(`OSS answered ${status}`);
        },
        { timeout: 30_000, interval: 300 },
      );
      expect(await stateOf(id)).toBe('ended');
      const [live] = await server.database.db.select().from(tables.lives).where(eq(tables.lives.id, id));
      expect(live?.recordingAssetId).toBeNull();
    }
  }, 90_000);

  it('refuses a recording outside the bucket’s recordings, of another app, or in HLS', async () => {
    const id = await endedLive();
    for (const body of [
      { ...recordEvent(id), uri: '../../etc/passwd.flv' },
      { ...recordEvent(id), uri: `/${BUCKET}/live/x.flv` },
      { ...recordEvent(id), uri: `live/live-${id}/0.m3u8` },
      { ...recordEvent(id), app: 'other' },
      { ...recordEvent(id), stop_time: 'soon' },
      'not json',
    ]) {
      const answer = await recordCallback(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toMatchObject({ reason: 'MALFORMED_REQUEST' });
    }
    expect(await stateOf(id)).toBe('ended');
  });
});
