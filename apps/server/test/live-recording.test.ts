import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LiveDetail } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { callbackSignature } from '../src/platform/live-stream/index.js';
import * as tables from '../src/tables.js';
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
/** A second part pushed at another size, as a lecturer who reconnected with other settings would. */
const longerVideo = join(folder, 'longer.flv');
await drawTestVideo(longerVideo, { width: 192, height: 144, seconds: 3 });
/** An HLS recording: a playlist and its MPEG-TS segments of a second each (a keyframe every second). */
const hlsFolder = join(folder, 'hls');
await mkdir(hlsFolder);
await promisify(execFile)('/usr/bin/ffmpeg', [
  ...['-hide_banner', '-loglevel', 'error', '-i', longerVideo, '-c:v', 'libx264', '-g', '25', '-c:a', 'copy'],
  ...['-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod', join(hlsFolder, 'index.m3u8')],
]);
const hlsFiles = await readdir(hlsFolder);

/** What the stand-in answers for an object: a file, or a status OSS may answer with. */
const answers = new Map<string, string | 403 | 500>();
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
  const answer = signed ? (answers.get(object) ?? 404) : 403;
  if (typeof answer === 'number') {
    response
      .writeHead(answer, { 'content-type': 'application/xml' })
      .end(`<Error><Code>${answer}</Code></Error>`);
    return;
  }
  response.writeHead(200, { 'content-type': 'application/octet-stream' });
  createReadStream(answer).pipe(response);
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
async function endedLive(state: 'live' | 'ended' = 'ended') {
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
    state,
  });
  return id;
}
const stateOf = async (id: number) =>
  (await server.database.db.select().from(tables.lives).where(eq(tables.lives.id, id)))[0]?.state;

/**
 * The record callback's body for a recording of `live-{id}` as ApsaraVideo Live names it, of the
 * seconds up to `stop` (now, unless a part of a longer class is meant).
 */
function recordEvent(id: number, { stop = now(), seconds = 2, extension = 'flv' } = {}) {
  return {
    domain: PUSH_DOMAIN,
    app: 'live',
    stream: `live-${id}`,
    uri: `live/live-${id}/0_${stop - seconds}_${stop}.${extension}`,
    duration: seconds,
    start_time: stop - seconds,
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

/** The live's recording asset and its replay section, as they stand. */
async function replayOf(id: number) {
  const [row] = await server.database.db
    .select({
      uploadId: tables.mediaAssets.uploadId,
      assetState: tables.mediaAssets.state,
      assetId: tables.mediaAssets.id,
      sectionId: tables.sections.id,
      sectionMedia: tables.sections.mediaKey,
      sectionSeconds: tables.sections.durationSeconds,
      state: tables.lives.state,
    })
    .from(tables.lives)
    .leftJoin(tables.mediaAssets, eq(tables.mediaAssets.id, tables.lives.recordingAssetId))
    .leftJoin(tables.sections, eq(tables.sections.id, tables.lives.replaySectionId))
    .where(eq(tables.lives.id, id));
  return row;
}

const waitFor = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 90_000, interval: 500 });

describe('ApsaraVideo Live recordings', () => {
  it('becomes the replay once its signed record callback arrives; forged and replayed ones are refused', async () => {
    const id = await endedLive();
    const event = recordEvent(id);
    answers.set(event.uri, video);

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

  it('refuses a recording outside the bucket’s recordings, of another app, or of no video format', async () => {
    const id = await endedLive();
    for (const body of [
      { ...recordEvent(id), uri: '../../etc/passwd.flv' },
      { ...recordEvent(id), uri: `/${BUCKET}/live/x.flv` },
      { ...recordEvent(id), uri: `live/live-${id}/0.ts` },
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

  it('joins a class recorded in parts into one replay, and a part that comes late replaces it', async () => {
    const id = await endedLive();
    const stop = now();
    // Two parts of one class (a recording cycle cut it), their callbacks in the wrong order.
    const second = recordEvent(id, { stop, seconds: 3 });
    const first = recordEvent(id, { stop: stop - 3, seconds: 2 });
    answers.set(first.uri, video);
    answers.set(second.uri, longerVideo);
    for (const event of [second, first]) expect((await recordCallback(event)).status).toBe(200);

    await waitFor(async () =>
      expect(await replayOf(id)).toMatchObject({ state: 'replay', assetState: 'ready' }),
    );
    const joined = await replayOf(id);
    // One video of both: a list of the two files, five seconds long.
    expect(joined?.uploadId).toMatch(new RegExp(`^live/live-${id}/replay-${id}-2-\\d+\\.ffconcat$`));
    expect(joined?.sectionSeconds).toBe(5);
    // The lecturer pushed again after the replay was made: the three parts replace its media.
    const late = recordEvent(id, { stop: stop + 60, seconds: 2 });
    answers.set(late.uri, video);
    expect((await recordCallback(late)).status).toBe(200);
    await waitFor(async () =>
      expect(await replayOf(id)).toMatchObject({
        uploadId: expect.stringMatching(new RegExp(`/replay-${id}-3-\\d+\\.ffconcat$`)),
        assetState: 'ready',
        sectionSeconds: 7,
      }),
    );
    const replaced = await replayOf(id);
    expect(replaced).toMatchObject({ state: 'replay', sectionId: joined?.sectionId });
    expect(replaced?.sectionMedia).not.toBe(joined?.sectionMedia);
    expect(replaced?.sectionMedia).toMatch(new RegExp(`^transcodes/${replaced?.assetId}/`));
    const sections = await server.database.db
      .select()
      .from(tables.sections)
      .where(eq(tables.sections.name, `直播回放：云端录制 ${id}`));
    expect(sections).toHaveLength(1);
  }, 180_000);

  it('fetches an HLS recording’s segments into one file that becomes the replay', async () => {
    const id = await endedLive();
    const event = recordEvent(id, { seconds: 3, extension: 'm3u8' });
    const recordingFolder = `live/live-${id}`;
    answers.set(event.uri, join(hlsFolder, 'index.m3u8'));
    const segments = hlsFiles.filter((file) => file.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(1);
    for (const segment of segments) answers.set(`${recordingFolder}/${segment}`, join(hlsFolder, segment));

    expect((await recordCallback(event)).status).toBe(200);
    await waitFor(async () =>
      expect(await replayOf(id)).toMatchObject({ state: 'replay', assetState: 'ready' }),
    );
    const replay = await replayOf(id);
    expect(replay?.uploadId).toBe(`${recordingFolder}/oss-${event.start_time}-${event.stop_time}.ts`);
    expect(replay?.sectionSeconds).toBe(3);
    const fetched = requests.filter((request) => request.object.startsWith(`${recordingFolder}/`));
    expect(fetched.map((request) => request.object)).toEqual([
      event.uri,
      ...segments.map((segment) => `${recordingFolder}/${segment}`),
    ]);
  }, 120_000);

  it('drops an HLS recording whose segments are not beside its playlist, without fetching them', async () => {
    const id = await endedLive();
    const event = recordEvent(id, { extension: 'm3u8' });
    const playlist = join(folder, `escaping-${id}.m3u8`);
    await writeFile(
      playlist,
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n../../secrets/0.ts\n#EXT-X-ENDLIST\n',
    );
    answers.set(event.uri, playlist);
    expect((await recordCallback(event)).status).toBe(200);
    await vi.waitFor(
      async () => {
        const job = (await fetchJobs()).find(
          (row) => (row.data as { streamName: string }).streamName === `live-${id}`,
        );
        expect(job).toMatchObject({ state: 'completed' });
        expect(JSON.stringify(job?.output)).toContain('not beside its playlist');
      },
      { timeout: 30_000, interval: 300 },
    );
    expect(requests.filter((request) => request.object.includes('secrets'))).toEqual([]);
    expect(await replayOf(id)).toMatchObject({ state: 'ended', uploadId: null });
  });

  it('joins the parts recorded while on air once the stream stops', async () => {
    const id = await endedLive('live');
    // A recording cycle ended while the class went on: the part waits.
    const early = recordEvent(id, { stop: now() - 60, seconds: 2 });
    answers.set(early.uri, video);
    expect((await recordCallback(early)).status).toBe(200);
    await vi.waitFor(
      async () => {
        const joins = await server.jobs.list({ queue: 'live-recording-join' });
        const join = joins.find((job) => (job.data as { liveId: number }).liveId === id);
        expect(join).toMatchObject({ state: 'completed', output: { skipped: 'on air' } });
      },
      { timeout: 30_000, interval: 300 },
    );
    expect(await replayOf(id)).toMatchObject({ state: 'live', uploadId: null });

    // The stream stops (ApsaraVideo's signed stream callback): the part becomes the replay.
    const timestamp = now();
    const stopped = await server.fetch(
      `/api/live/stream/callback?${new URLSearchParams({ action: 'publish_done', id: `live-${id}`, time: String(timestamp) })}`,
      {
        headers: {
          'ali-live-timestamp': String(timestamp),
          'ali-live-signature': callbackSignature(PUSH_DOMAIN, timestamp, NOTIFY_KEY),
        },
      },
    );
    expect(stopped.status).toBe(200);
    await waitFor(async () =>
      expect(await replayOf(id)).toMatchObject({ state: 'replay', sectionSeconds: 2 }),
    );
  }, 120_000);
});
