import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MEDIA_UPLOADS_PATH,
  type MediaAsset,
  mediaAssetAttach,
  mediaAssetAttachSlides,
  mediaAssetDetail,
  mediaAssetList,
  mediaAssetRetry,
} from '@zhixue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { learningCalls, type PlayAddress } from './learning-support.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';
import { blankPdf, drawTestVideo, tusClient } from './media-uploads-support.js';
import { ADMIN_HEADERS, type SignedInOperator, signInAs } from './operator-helpers.js';

const MAX_BYTES = 4 * 1024 * 1024;
const server = serverForThisFile({ MEDIA_UPLOAD_MAX_BYTES: String(MAX_BYTES) });
/** The demo content editor, whose role may upload: the cookie and header every request carries. */
let editor: SignedInOperator;
let operator: Record<string, string>;
let tus: ReturnType<typeof tusClient>;
const { data } = learningCalls(server);
/** The demo course whose first section plays HLS: the transcoded video is attached to it. */
const HLS_COURSE = 36;

let folder: string;
let video: Buffer;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  editor = await signInAs(server, 'content_editor');
  operator = editor.headers;
  tus = tusClient(server, operator);
  folder = await mkdtemp(join(tmpdir(), 'zhixue-media-test-'));
  await drawTestVideo(join(folder, 'lesson.mp4'), { width: 1280, height: 720, seconds: 4 });
  video = await readFile(join(folder, 'lesson.mp4'));
}, 60_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

async function operatorCall<T>(path: string, body: unknown): Promise<T> {
  const answer = await server.post(path, body, { headers: operator });
  expect(answer.body.code, `${path}: ${answer.body.msg}`).toBe('00000');
  return answer.body.data as T;
}

async function waitForAsset(id: number, until: (asset: MediaAsset) => boolean): Promise<MediaAsset> {
  for (let tries = 0; tries < 240; tries++) {
    const asset = await operatorCall<MediaAsset>(mediaAssetDetail.path, { id });
    if (until(asset)) return asset;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`asset ${id} never reached the awaited state`);
}

async function assetOfUpload(location: string): Promise<MediaAsset> {
  const page = await operatorCall<{ list: MediaAsset[] }>(mediaAssetList.path, { pageSize: 100 });
  const newest = page.list[0];
  if (!newest) throw new Error(`no asset for ${location}`);
  return newest;
}

describe('a video upload cut at half', () => {
  let location: string;
  let asset: MediaAsset;

  it('resumes from the offset the server kept, and the stored file is the source byte for byte', async () => {
    const created = await tus.create(video.length, { filename: '第一课.mp4', filetype: 'video/mp4' });
    expect(created.status).toBe(201);
    location = created.headers.get('location') ?? '';
    expect(location.startsWith(`${MEDIA_UPLOADS_PATH}/`)).toBe(true);

    await tus.cutPatch(location, 0, video, Math.floor(video.length / 2));
    const { status, offset } = await tus.offset(location);
    expect(status).toBe(200);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(video.length);

    const rest = await tus.patch(location, offset, video.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(video.length));

    asset = await assetOfUpload(location);
    expect(asset).toMatchObject({
      kind: 'video',
      fileName: '第一课.mp4',
      sizeBytes: video.length,
      ownerOperatorId: (editor.body.data as { id: number }).id,
    });
    asset = await waitForAsset(asset.id, (current) => current.sha256 !== null);
    expect(asset.sha256).toBe(sha256(video));
  });

  it('is transcoded to HLS renditions no taller than the source, with progress up to 100', async () => {
    asset = await waitForAsset(
      asset.id,
      (current) => current.state === 'ready' || current.state === 'failed',
    );
    expect(asset).toMatchObject({ state: 'ready', progress: 100, durationSeconds: 4, failure: null });
    expect(asset.outputKey).toMatch(/^transcodes\/\d+\/[0-9a-f]+\/index\.m3u8$/);
  }, 90_000);

  it('attached to a section, plays through the signed media path as HLS with its renditions', async () => {
    const learner = await loginWithCode(server, phoneNumbers('1330093')());
    const detail = await data<{ section: { id: number } }>(learner, '/api/front/learn/play/detail', {
      courseId: HLS_COURSE,
    });
    const attached = await operatorCall<{ mediaKey: string }>(mediaAssetAttach.path, {
      assetId: asset.id,
      sectionId: detail.section.id,
    });
    expect(attached.mediaKey).toBe(asset.outputKey);

    const address = await data<PlayAddress>(learner, '/api/front/vod/play/sts', {
      courseId: HLS_COURSE,
      sectionId: detail.section.id,
    });
    expect(address).toMatchObject({ format: 'hls', durationSeconds: 4 });
    const load = async (url: string) => {
      const answer = await server.fetch(url, { headers: learner.headers });
      expect(answer.status, url).toBe(200);
      return answer;
    };
    const master = await (await load(address.playUrl)).text();
    const variants = master.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(variants.map((uri) => uri.split('/')[0])).toEqual(['360p', '720p']);
    expect(master).toContain('RESOLUTION=1280x720');

    const base = new URL(address.playUrl, server.baseUrl);
    const variantUrl = new URL(variants[1] ?? '', base);
    const variant = await (await load(variantUrl.pathname + variantUrl.search)).text();
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(variant)?.[1] ?? '';
    const segment = variant.split('\n').find((line) => line.startsWith('seg-')) ?? '';
    for (const uri of [init, segment]) {
      const file = new URL(uri, variantUrl);
      const bytes = await (await load(file.pathname + file.search)).arrayBuffer();
      expect(bytes.byteLength).toBeGreaterThan(0);
    }
  });
});

describe('slides uploaded as a PDF', () => {
  it('are turned into page images that course/ppt serves through signed addresses', async () => {
    const pdf = blankPdf(3);
    const created = await tus.create(pdf.length, { filename: '课件.pdf', filetype: 'application/pdf' });
    const location = created.headers.get('location') ?? '';
    expect((await tus.patch(location, 0, pdf)).status).toBe(204);
    const slides = await waitForAsset(
      (await assetOfUpload(location)).id,
      (asset) => asset.state === 'ready' || asset.state === 'failed',
    );
    expect(slides).toMatchObject({ kind: 'slides', state: 'ready', pageCount: 3, sha256: sha256(pdf) });

    const attached = await operatorCall<{ pages: number }>(mediaAssetAttachSlides.path, {
      assetId: slides.id,
      courseId: HLS_COURSE,
    });
    expect(attached.pages).toBe(3);
    const learner = await loginWithCode(server, phoneNumbers('1330094')());
    const pages = await data<Array<{ page: number; url: string }>>(learner, '/api/front/course/ppt', {
      id: HLS_COURSE,
    });
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3]);
    const image = await server.fetch(pages[2]?.url ?? '', { headers: learner.headers });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describe('uploads the protocol refuses', () => {
  it('answers each bad request with its 4xx, never a 500', async () => {
    const metadata = { filename: 'slides.pdf', filetype: 'application/pdf' };
    const nobody = tusClient(server, ADMIN_HEADERS);
    const refused = await nobody.create(1000, metadata);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { reason: string }).reason).toBe('OPERATOR_NOT_SIGNED_IN');

    expect((await tus.create(MAX_BYTES + 1, metadata)).status).toBe(413);
    expect((await tus.create(1000, { filetype: 'application/pdf' })).status).toBe(400);
    expect((await tus.create(1000, { filename: 'a/../b.pdf', filetype: 'application/pdf' })).status).toBe(
      400,
    );
    expect((await tus.create(1000, { filename: 'run.sh', filetype: 'text/x-sh' })).status).toBe(415);
    expect((await tus.create(1000, metadata, { 'upload-metadata': 'filename %%%' })).status).toBe(400);
    const noVersion = await server.fetch(MEDIA_UPLOADS_PATH, {
      method: 'POST',
      headers: { ...operator, 'upload-length': '10' },
    });
    expect(noVersion.status).toBe(412);

    const created = await tus.create(10, metadata);
    const location = created.headers.get('location') ?? '';
    expect((await tus.patch(location, 3, new Uint8Array(3))).status).toBe(409);
    expect((await tus.patch(location, 0, new Uint8Array(11))).status).toBe(413);
    expect((await nobody.patch(location, 0, new Uint8Array(3))).status).toBe(401);
    expect((await nobody.offset(location)).status).toBe(401);
    expect((await tus.offset(`${MEDIA_UPLOADS_PATH}/0123456789abcdef`)).status).toBe(404);
    const download = await server.fetch(location, { headers: operator });
    expect(download.status).toBe(405);
  });

  it('takes uploads only with the console header and from a role that may write media', async () => {
    const metadata = { filename: 'slides.pdf', filetype: 'application/pdf' };
    const created = await tus.create(10, metadata);
    const location = created.headers.get('location') ?? '';
    const { cookie } = operator;
    const withoutHeader = tusClient(server, { cookie: cookie ?? '' });
    const noHeader = await withoutHeader.create(10, metadata);
    expect(noHeader.status).toBe(403);
    expect(((await noHeader.json()) as { reason: string }).reason).toBe('ADMIN_HEADER_MISSING');
    expect((await withoutHeader.patch(location, 0, new Uint8Array(3))).status).toBe(403);

    const support = tusClient(server, (await signInAs(server, 'support')).headers);
    const forbidden = await support.create(10, metadata);
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { reason: string }).reason).toBe('OPERATOR_FORBIDDEN');
    expect((await support.patch(location, 0, new Uint8Array(3))).status).toBe(403);
    expect((await support.offset(location)).offset).toBe(0);
  });

  it('refuses the library calls to anyone not signed in to the console', async () => {
    const answer = await server.post(mediaAssetList.path, {}, { headers: ADMIN_HEADERS });
    expect(answer.status).toBe(401);
    expect(answer.body.reason).toBe('OPERATOR_NOT_SIGNED_IN');
  });

  it('retries only failed processing, attaches only videos to sections and PDFs to courses', async () => {
    const created = await tus.create(4, { filename: '封面.png', filetype: 'image/png' });
    const location = created.headers.get('location') ?? '';
    expect((await tus.patch(location, 0, new Uint8Array([1, 2, 3, 4]))).status).toBe(204);
    const image = await waitForAsset((await assetOfUpload(location)).id, (asset) => asset.state === 'stored');
    expect(image.sha256).toBe(sha256(new Uint8Array([1, 2, 3, 4])));

    const retry = await server.post(mediaAssetRetry.path, { id: image.id }, { headers: operator });
    expect(retry.body.reason).toBe('TRANSCODE_NOT_FAILED');
    const attach = await server.post(
      mediaAssetAttach.path,
      { assetId: image.id, sectionId: 1 },
      { headers: operator },
    );
    expect(attach.body.reason).toBe('MEDIA_ASSET_NOT_VIDEO');
    const slides = await server.post(
      mediaAssetAttachSlides.path,
      { assetId: image.id, courseId: HLS_COURSE },
      { headers: operator },
    );
    expect(slides.body.reason).toBe('MEDIA_ASSET_NOT_SLIDES');
    const missing = await server.post(mediaAssetDetail.path, { id: 999_999 }, { headers: operator });
    expect(missing.body.reason).toBe('MEDIA_ASSET_NOT_FOUND');
    const bad = await server.post(mediaAssetList.path, { pageSize: 'x' }, { headers: operator });
    expect(bad.status).toBe(400);
  });
});
