import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminEntMediaAttach,
  adminEntMediaList,
  type MediaAsset,
  mediaAssetAttach,
  mediaAssetDetail,
  mediaAssetList,
} from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEnterprise } from '../src/modules/enterprise/scope.js';
import { readAsset } from '../src/modules/media/index.js';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { DEMO_OPERATOR_PASSWORD } from '../src/seed/operators.js';
import { serverForThisFile } from './harness.js';
import { learningCalls, type PlayAddress, type Progress } from './learning-support.js';
import { type LoggedIn, loginWithAccount } from './login-helpers.js';
import { blankPdf, drawTestVideo, tusClient } from './media-uploads-support.js';
import { type SignedInOperator, signInAs, signInWithSecret } from './operator-helpers.js';

/**
 * An enterprise's own videos (decision 0035): its admin uploads them by the media library's tus
 * path, sees and attaches only its own enterprise's, to sections of its private courses only; the
 * platform's library and calls never show them; its learners play them through the signed media
 * path, and nobody else does.
 */
const server = serverForThisFile();
const db = () => server.database.db;
const { call, data } = learningCalls(server);
const NEVER_UPLOADED = 999_999;
/** A platform course of the catalogue, with sections (licensed to enterprise 1). */
const PLATFORM_COURSE = 20;

let adminA: SignedInOperator;
let adminB: SignedInOperator;
let editor: SignedInOperator;
let learnerA: LoggedIn;
let learnerB: LoggedIn;
let individual: LoggedIn;
let folder: string;
let video: Buffer;

interface Page<T> {
  list: T[];
  total: number;
}
interface Outline {
  chapters: Array<{ id: number; sections: Array<{ id: number; mediaKey: string | null }> }>;
}

async function ok<T>(operator: SignedInOperator, path: string, body: unknown = {}): Promise<T> {
  const answer = await server.post(path, body, { headers: operator.headers });
  expect(answer.body.code, `${path}: ${answer.body.msg}`).toBe('00000');
  return answer.body.data as T;
}

/** A private course of the admin's enterprise with one chapter of one section; the section's id. */
async function privateSection(
  admin: SignedInOperator,
  name: string,
): Promise<{ course: number; section: number }> {
  const course = await ok<{ id: number }>(admin, '/api/admin/ent/course/save', {
    id: null,
    name,
    picCover: '/demo/covers/1.svg',
  });
  const chapter = await ok<Outline>(admin, '/api/admin/ent/course/chapter/create', {
    courseId: course.id,
    name: '第一章',
  });
  const outline = await ok<Outline>(admin, '/api/admin/ent/course/section/create', {
    chapterId: chapter.chapters[0]?.id,
    name: '第一节',
  });
  return { course: course.id, section: outline.chapters[0]?.sections[0]?.id ?? 0 };
}

/** Uploads the test video in one PATCH as `operator`; the new asset's id, from `list` as they see it. */
async function upload(operator: SignedInOperator, fileName: string, listPath: string): Promise<number> {
  const tus = tusClient(server, operator.headers);
  const created = await tus.create(video.length, { filename: fileName, filetype: 'video/mp4' });
  expect(created.status).toBe(201);
  expect((await tus.patch(created.headers.get('location') ?? '', 0, video)).status).toBe(204);
  const page = await ok<Page<MediaAsset>>(operator, listPath, { pageSize: 100 });
  const asset = page.list.find((each) => each.fileName === fileName);
  if (!asset) throw new Error(`${fileName} is not in ${listPath}`);
  return asset.id;
}

async function waitUntilReady(operator: SignedInOperator, id: number): Promise<MediaAsset> {
  for (let tries = 0; tries < 360; tries++) {
    const page = await ok<Page<MediaAsset>>(operator, adminEntMediaList.path, { pageSize: 100 });
    const asset = page.list.find((each) => each.id === id);
    if (asset?.state === 'ready' || asset?.state === 'failed') return asset;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`asset ${id} never finished`);
}

/** An answer reduced to what a caller can tell apart. */
async function refusal(operator: SignedInOperator, path: string, body: unknown) {
  const answer = await server.post(path, body, { headers: operator.headers });
  const { code, reason, msg } = answer.body as { code: string; reason?: string; msg: string };
  return { status: answer.status, code, reason, msg };
}

beforeAll(async () => {
  [adminA, adminB, editor] = await Promise.all([
    signInAs(server, 'enterprise_admin'),
    signInWithSecret(server, 'entadmin2', DEMO_OPERATOR_PASSWORD, 'ZHIXUEDEMOENTADMINBBBBBBBBBBBBBB'),
    signInAs(server, 'content_editor'),
  ]);
  [learnerA, learnerB, individual] = await Promise.all([
    loginWithAccount(server, 'hdzz001', DEMO_PASSWORD),
    loginWithAccount(server, 'jnyf001', DEMO_PASSWORD),
    loginWithAccount(server, '13800000003', DEMO_PASSWORD),
  ]);
  folder = await mkdtemp(join(tmpdir(), 'zhixue-ent-media-test-'));
  await drawTestVideo(join(folder, 'lesson.mp4'), { width: 320, height: 180, seconds: 3 });
  video = await readFile(join(folder, 'lesson.mp4'));
}, 60_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("an enterprise's videos", () => {
  let assetA: MediaAsset;
  let platformAsset: number;
  let sectionA: { course: number; section: number };
  let sectionB: { course: number; section: number };

  it("are uploaded by the enterprise's admin and listed in its console only", async () => {
    const id = await upload(adminA, '叉车检查.mp4', adminEntMediaList.path);
    assetA = await waitUntilReady(adminA, id);
    expect(assetA).toMatchObject({ kind: 'video', state: 'ready', durationSeconds: 3 });
    expect(assetA.outputKey).toMatch(/^transcodes\/\d+\/[0-9a-f]+\/index\.m3u8$/);

    platformAsset = await upload(editor, '平台课.mp4', mediaAssetList.path);
    const theirs = await ok<Page<MediaAsset>>(adminB, adminEntMediaList.path, { pageSize: 100 });
    expect(theirs.list).toEqual([]);
    const ours = await ok<Page<MediaAsset>>(adminA, adminEntMediaList.path, { pageSize: 100 });
    expect(ours.list.map((asset) => asset.id)).toEqual([assetA.id]);
    const ready = await ok<Page<MediaAsset>>(adminA, adminEntMediaList.path, { state: 'ready' });
    expect(ready.total).toBe(1);
  }, 120_000);

  it("are not in the platform's library, nor are its calls able to reach them", async () => {
    const platform = await ok<Page<MediaAsset>>(editor, mediaAssetList.path, { pageSize: 100 });
    expect(platform.list.map((asset) => asset.id)).toContain(platformAsset);
    expect(platform.list.map((asset) => asset.id)).not.toContain(assetA.id);
    const never = await refusal(editor, mediaAssetDetail.path, { id: NEVER_UPLOADED });
    expect(never.reason).toBe('MEDIA_ASSET_NOT_FOUND');
    expect(await refusal(editor, mediaAssetDetail.path, { id: assetA.id })).toEqual(never);
    const section = await firstSectionOf(PLATFORM_COURSE);
    expect(await refusal(editor, mediaAssetAttach.path, { assetId: assetA.id, sectionId: section })).toEqual(
      await refusal(editor, mediaAssetAttach.path, { assetId: NEVER_UPLOADED, sectionId: section }),
    );
  });

  it("are refused to another enterprise's admin exactly as an id never used", async () => {
    sectionA = await privateSection(adminA, '叉车内训');
    sectionB = await privateSection(adminB, '云帆内训');
    const never = await refusal(adminB, adminEntMediaAttach.path, {
      assetId: NEVER_UPLOADED,
      sectionId: sectionB.section,
    });
    expect(never).toMatchObject({ status: 404, code: 'A0404', reason: 'MEDIA_ASSET_NOT_FOUND' });
    expect(
      await refusal(adminB, adminEntMediaAttach.path, { assetId: assetA.id, sectionId: sectionB.section }),
    ).toEqual(never);
    // Nor may an enterprise attach the platform's files.
    expect(
      await refusal(adminA, adminEntMediaAttach.path, {
        assetId: platformAsset,
        sectionId: sectionA.section,
      }),
    ).toMatchObject({ reason: 'MEDIA_ASSET_NOT_FOUND' });
    const outlineB = await ok<Outline>(adminB, '/api/admin/ent/course/outline', { id: sectionB.course });
    expect(outlineB.chapters[0]?.sections[0]?.mediaKey).toBeNull();
  });

  it('attach to a section of its own private courses only', async () => {
    const noSection = await refusal(adminA, adminEntMediaAttach.path, {
      assetId: assetA.id,
      sectionId: NEVER_UPLOADED,
    });
    expect(noSection.reason).toBe('MEDIA_SECTION_NOT_FOUND');
    for (const sectionId of [sectionB.section, await firstSectionOf(PLATFORM_COURSE)]) {
      expect(await refusal(adminA, adminEntMediaAttach.path, { assetId: assetA.id, sectionId })).toEqual(
        noSection,
      );
    }
    const attached = await ok<{ mediaKey: string }>(adminA, adminEntMediaAttach.path, {
      assetId: assetA.id,
      sectionId: sectionA.section,
    });
    expect(attached.mediaKey).toBe(assetA.outputKey);
    const outline = await ok<Outline>(adminA, '/api/admin/ent/course/outline', { id: sectionA.course });
    expect(outline.chapters[0]?.sections[0]?.mediaKey).toBe(assetA.outputKey);
    const audit = await db().execute(
      sql`select operator_name from audit_log where entity = 'section' and entity_id = ${String(sectionA.section)}
        and action = ${adminEntMediaAttach.path}`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows.length).toBe(1);
  });

  it("play for the enterprise's learners through the signed media path, with heartbeats saved", async () => {
    const { course, section } = sectionA;
    const detail = await data<{ section: { id: number; playable: boolean } }>(
      learnerA,
      '/api/ent/front/learn/play/detail',
      { courseId: course },
    );
    expect(detail.section).toMatchObject({ id: section, playable: true });
    const address = await data<PlayAddress>(learnerA, '/api/ent/front/vod/play/sts', {
      courseId: course,
      sectionId: section,
    });
    expect(address).toMatchObject({ format: 'hls', durationSeconds: 3 });
    const master = await server.fetch(address.playUrl, { headers: learnerA.headers });
    expect(master.status).toBe(200);
    // The source is 180 high: one rendition of its own height, its playlist signed for the learner.
    const variant = (await master.text()).split('\n').find((line) => line.startsWith('180p/'));
    const variantUrl = new URL(variant ?? '', new URL(address.playUrl, server.baseUrl));
    const playlist = await server.fetch(variantUrl.pathname + variantUrl.search, {
      headers: learnerA.headers,
    });
    expect(playlist.status).toBe(200);
    const saved = await data<Progress>(learnerA, '/api/ent/front/learn/duration/save', {
      courseId: course,
      sectionId: section,
      playToken: address.playToken,
      seq: 1,
      positionSeconds: 1,
      watchedSeconds: 1,
    });
    expect(saved).toMatchObject({ applied: true, positionSeconds: 1 });

    // Another enterprise's learner and an individual learner get no address, nor use this one.
    for (const outsider of [learnerB, individual]) {
      const refused = await call(outsider, '/api/ent/front/vod/play/sts', {
        courseId: course,
        sectionId: section,
      });
      expect(refused.body.code).not.toBe('00000');
      expect((await server.fetch(address.playUrl, { headers: outsider.headers })).status).toBe(403);
    }
  });

  it('stand behind the row-level security wall of their enterprise', async () => {
    const read = (entId: number) =>
      asEnterprise(db(), { entId }, (tx) =>
        tx.execute(sql`select id from media_assets where id in (${assetA.id}, ${platformAsset})`),
      );
    const rows = (answer: unknown) => (answer as { rows: Array<{ id: number }> }).rows.map((row) => row.id);
    expect(rows(await read(2))).toEqual([]);
    expect(rows(await read(1))).toEqual([assetA.id]);
    // And the application's own rule refuses it without the wall.
    await expect(readAsset(db(), assetA.id, 2)).rejects.toMatchObject({ reason: 'MEDIA_ASSET_NOT_FOUND' });
  });
});

describe('what an enterprise admin may upload', () => {
  it('videos only, and nothing without the console session', async () => {
    const pdf = blankPdf(1);
    const refused = await tusClient(server, adminA.headers).create(pdf.length, {
      filename: '课件.pdf',
      filetype: 'application/pdf',
    });
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { reason: string }).reason).toBe('UPLOAD_ENT_VIDEO_ONLY');
    // The enterprise's calls are its admin's: the platform's editor is refused them.
    expect((await refusal(editor, adminEntMediaList.path, {})).reason).toBe('OPERATOR_FORBIDDEN');
  });
});

async function firstSectionOf(courseId: number): Promise<number> {
  const answer = await db().execute(
    sql`select id from sections where course_id = ${courseId} order by sort, id limit 1`,
  );
  const id = (answer as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
  if (!id) throw new Error(`course ${courseId} has no sections`);
  return id;
}
