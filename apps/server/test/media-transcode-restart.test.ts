import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MediaAsset, mediaAssetDetail, mediaAssetList } from '@zhixue/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assetRun, createUploadingAsset, findAsset } from '../src/modules/media/asset-records.js';
import { startTestServer, type TestServer, type TestStore, testDatabase } from './harness.js';
import { drawTestVideo, tusClient } from './media-uploads-support.js';
import { signInAs } from './operator-helpers.js';

/**
 * A transcode survives a server stop: the stop kills ffmpeg and hands the job back, nothing is
 * marked ready, and the next server on the same data runs the job again into a fresh folder and
 * finishes it. Both servers share a data folder on disk (PGlite and the media files) or, with
 * DATABASE_URL, one PostgreSQL database.
 */
/** The editor's console session, kept in the database: the second server knows it too. */
let operator: Record<string, string>;
let dataDir: string;
let store: TestStore;
let video: Buffer;
let running: TestServer | undefined;

const startServer = async () => {
  running = await startTestServer({}, { store });
  return running;
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zhixue-transcode-restart-'));
  store = await testDatabase({ contents: 'seeded', dataDir });
  await drawTestVideo(join(dataDir, 'long-lesson.mp4'), { width: 1280, height: 720, seconds: 40 });
  video = await readFile(join(dataDir, 'long-lesson.mp4'));
}, 60_000);

afterAll(async () => {
  await running?.close();
  await store?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

async function detail(server: TestServer, id: number): Promise<MediaAsset> {
  const answer = await server.post(mediaAssetDetail.path, { id }, { headers: operator });
  return answer.body.data as MediaAsset;
}

async function waitFor(server: TestServer, id: number, until: (asset: MediaAsset) => boolean) {
  for (let tries = 0; tries < 600; tries++) {
    const asset = await detail(server, id);
    if (until(asset)) return asset;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`asset ${id} never reached the awaited state`);
}

it('a transcode stopped halfway is run again after a restart and completes', async () => {
  const first = await startServer();
  operator = (await signInAs(first, 'content_editor')).headers;
  const tus = tusClient(first, operator);
  const created = await tus.create(video.length, { filename: '长视频.mp4', filetype: 'video/mp4' });
  const location = created.headers.get('location') ?? '';
  expect((await tus.patch(location, 0, video)).status).toBe(204);
  const page = await first.post(mediaAssetList.path, {}, { headers: operator });
  const id = (page.body.data as { list: MediaAsset[] }).list[0]?.id ?? 0;

  const midway = await waitFor(first, id, (asset) => asset.state === 'transcoding' && asset.progress > 0);
  expect(midway.progress).toBeLessThan(95);
  await first.close();
  running = undefined;

  const second = await startServer();
  const stopped = await detail(second, id);
  // The stop left the asset queued for a retry, unless the new server has already taken it up again
  // (the retry waits 5 s, a slow start can take longer): either way nothing is marked ready.
  expect(stopped.outputKey).toBeNull();
  if (stopped.state === 'queued') expect(stopped.failure).toMatch(/interrupted by a server stop/);
  else expect(stopped.state).toBe('transcoding');

  const done = await waitFor(second, id, (asset) => asset.state === 'ready' || asset.state === 'failed');
  expect(done).toMatchObject({ state: 'ready', progress: 100, durationSeconds: 40, failure: null });
  // The stopped run wrote nothing to storage: the only folder is the finished run's.
  const runs = await readdir(join(dataDir, 'media', 'transcodes', String(id)));
  expect(runs).toEqual([done.outputKey?.split('/')[2]]);
  const master = await readFile(join(dataDir, 'media', done.outputKey ?? ''), 'utf8');
  expect(master).toContain('720p/index.m3u8');
}, 240_000);

it('a run overtaken by a newer run of the same asset can no longer mark it', async () => {
  const { db } = (running as TestServer).database;
  const id = await createUploadingAsset(db, {
    uploadId: 'overtaken-run',
    ownerOperatorId: 3,
    kind: 'video',
    fileName: 'a.mp4',
    contentType: 'video/mp4',
    sizeBytes: 1,
  });
  const older = assetRun(db, id, 'older');
  const newer = assetRun(db, id, 'newer');
  await older.claim();
  await newer.claim();
  expect(await older.finishReady('transcodes/1/older/index.m3u8', { durationSeconds: 1 })).toBe(false);
  await older.fail('late failure', true);
  expect(await findAsset(db, id)).toMatchObject({ state: 'transcoding', outputKey: null, failure: null });
  expect(await newer.finishReady('transcodes/1/newer/index.m3u8', { durationSeconds: 1 })).toBe(true);
  expect(await findAsset(db, id)).toMatchObject({
    state: 'ready',
    outputKey: 'transcodes/1/newer/index.m3u8',
  });
});
