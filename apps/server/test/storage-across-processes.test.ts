import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MediaAsset, mediaAssetDetail, mediaAssetList } from '@zhixue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlResult } from '../src/platform/db/index.js';
import { startTestServer, type TestServer, type TestStore, testDatabase } from './harness.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';
import { drawTestVideo, PNG_1X1, tusClient, uploadAvatar } from './media-uploads-support.js';
import { signInAs } from './operator-helpers.js';
import { s3ServerForThisFile } from './s3-server.js';

/**
 * Several server processes on one database share their files through the bucket
 * (STORAGE_PROVIDER=s3, a real S3-protocol server here): an upload begun on one is continued on
 * another, its job runs on a third, an avatar stored through one is read through another. The
 * processes follow one another on the same data (an embedded database belongs to one process at a
 * time), and what one leaves on its disk is removed before the next starts, as if each ran on a
 * machine of its own.
 */
const s3 = s3ServerForThisFile();
const freshPhone = phoneNumbers('1330171');
let dataDir: string;
let store: TestStore;
let running: TestServer | undefined;
/** The editor's console session, kept in the database: every later process knows it. */
let operator: Record<string, string> | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zhixue-across-processes-'));
  store = await testDatabase({ contents: 'seeded', dataDir });
});
afterAll(async () => {
  await running?.close();
  await store?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

/** The next process; `jobs: false` leaves every job to a later one. */
async function nextProcess({ jobs = true } = {}): Promise<TestServer> {
  await running?.close();
  running = undefined;
  for (const folder of ['incoming', 'uploads', 'media']) {
    await rm(join(dataDir, folder), { recursive: true, force: true });
  }
  running = await startTestServer({ ...s3().env, JOBS_ENABLED: String(jobs) }, { store });
  operator ??= (await signInAs(running, 'content_editor')).headers;
  return running;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const uploadIdOf = (location: string) => location.split('/').pop() ?? '';
const editor = () => operator ?? {};

async function detail(server: TestServer, id: number): Promise<MediaAsset> {
  const answer = await server.post(mediaAssetDetail.path, { id }, { headers: editor() });
  return answer.body.data as MediaAsset;
}

async function newestAsset(server: TestServer): Promise<MediaAsset> {
  const answer = await server.post(mediaAssetList.path, { pageSize: 1 }, { headers: editor() });
  const [newest] = (answer.body.data as { list: MediaAsset[] }).list;
  if (!newest) throw new Error('no asset');
  return newest;
}

/**
 * Waits for the asset to be ready, stored or failed. A failed run's retry is due at once rather
 * than after the queue's backoff (5 s, then 10, then 20).
 */
async function settled(server: TestServer, id: number): Promise<MediaAsset> {
  for (let tries = 0; tries < 400; tries++) {
    const asset = await detail(server, id);
    if (['ready', 'stored', 'failed'].includes(asset.state)) return asset;
    await server.database.executeSql(
      `update pgboss.job set start_after = now() where name = 'media-process' and state = 'retry'`,
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`asset ${id} never settled`);
}

describe('a resumable upload', () => {
  it('begun on one process is continued on another and transcoded by a third', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'zhixue-across-video-'));
    await drawTestVideo(join(folder, 'lesson.mp4'), { width: 640, height: 360, seconds: 3 });
    const video = await readFile(join(folder, 'lesson.mp4'));
    await rm(folder, { recursive: true, force: true });

    const first = tusClient(await nextProcess({ jobs: false }), editor());
    const created = await first.create(video.length, { filename: '跨进程.mp4', filetype: 'video/mp4' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    await first.cutPatch(location, 0, video, Math.floor(video.length / 2));
    const kept = await first.offset(location);
    expect(kept.offset).toBeGreaterThan(0);
    // Less than a part: the bytes wait in the bucket as its incomplete part.
    expect(await s3().head(`incoming/${uploadIdOf(location)}.part`)).not.toBeNull();

    const second = tusClient(await nextProcess({ jobs: false }), editor());
    expect(await second.offset(location)).toEqual({ status: 200, offset: kept.offset });
    const rest = await second.patch(location, kept.offset, video.subarray(kept.offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(video.length));
    const queued = await newestAsset(running as TestServer);
    expect(queued).toMatchObject({ fileName: '跨进程.mp4', state: 'queued', sizeBytes: video.length });

    const third = await nextProcess();
    const asset = await settled(third, queued.id);
    expect(asset).toMatchObject({ state: 'ready', sha256: sha256(video), durationSeconds: 3, failure: null });
    expect(await s3().head(`media/${asset.outputKey}`)).not.toBeNull();
  }, 180_000);

  it('larger than a part is sent in parts from two processes, byte for byte', async () => {
    // 6 MiB from the first process (one whole part of at least 5 MiB), the rest from the second.
    const image = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), randomBytes(11 * 1024 * 1024)]);
    const firstBytes = 6 * 1024 * 1024;
    const first = tusClient(await nextProcess({ jobs: false }), editor());
    const created = await first.create(image.length, { filename: '大图.png', filetype: 'image/png' });
    const location = created.headers.get('location') ?? '';
    expect((await first.patch(location, 0, image.subarray(0, firstBytes))).status).toBe(204);

    const second = tusClient(await nextProcess(), editor());
    expect((await second.offset(location)).offset).toBe(firstBytes);
    expect((await second.patch(location, firstBytes, image.subarray(firstBytes))).status).toBe(204);
    const asset = await settled(running as TestServer, (await newestAsset(running as TestServer)).id);
    expect(asset).toMatchObject({ state: 'stored', sha256: sha256(image) });
    expect((await s3().head(`incoming/${uploadIdOf(location)}`))?.ContentLength).toBe(image.length);
  }, 120_000);

  it('whose file is gone is retried, then failed with the reason the console shows', async () => {
    const first = tusClient(await nextProcess({ jobs: false }), editor());
    const bytes = Buffer.from('%PDF-1.4 not much of a PDF');
    const created = await first.create(bytes.length, { filename: '丢失.pdf', filetype: 'application/pdf' });
    const location = created.headers.get('location') ?? '';
    expect((await first.patch(location, 0, bytes)).status).toBe(204);
    const queued = await newestAsset(running as TestServer);
    const uploadId = uploadIdOf(location);
    await s3().deleteObject(`incoming/${uploadId}`);

    const second = await nextProcess();
    const asset = await settled(second, queued.id);
    expect(asset.state).toBe('failed');
    expect(asset.failure).toBe(
      `uploaded file ${uploadId} not found in the incoming storage (it never arrived there, or was removed)`,
    );
    const jobs = (await second.database.executeSql(
      `select state::text as state, retry_count from pgboss.job where name = 'media-process' and data->>'assetId' = $1`,
      [String(queued.id)],
    )) as SqlResult;
    // The first run and the queue's three retries.
    expect(jobs.rows).toEqual([{ state: 'failed', retry_count: 3 }]);
  }, 120_000);
});

describe('an avatar', () => {
  it('stored through one process is set and read through another', async () => {
    const phone = freshPhone();
    const url = await uploadAvatar(await nextProcess(), await loginWithCode(running as TestServer, phone));
    expect(url.startsWith(`${s3().endpoint}/zhixue/uploads/avatars/`)).toBe(true);

    const second = await nextProcess();
    const me = await loginWithCode(second, phone);
    const edited = await second.post('/api/front/user/edit', { avatar: url }, { headers: me.headers });
    expect(edited.body.data).toMatchObject({ avatar: url });
    const shown = await second.post('/api/front/user/detail', {}, { headers: me.headers });
    expect(shown.body.data).toMatchObject({ avatar: url });
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(PNG_1X1);
  }, 60_000);
});
