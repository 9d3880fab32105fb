import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { previewKey, signPreviewToken } from '../src/modules/catalog/course-preview.js';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { demoOperator, type SignedInOperator, signInAs } from './operator-helpers.js';

/** A console preview link opens an unpublished course's page, for its operator, until it expires. */
const server = serverForThisFile();
const key = previewKey(DEVELOPMENT_SECRETS.OPERATOR_SECRET);
let editor: SignedInOperator;
let courseId: number;
let editorId: number;

async function asEditor<T>(path: string, body: unknown): Promise<T> {
  const answer = await server.post(`/api/admin/${path}`, body, { headers: editor.headers });
  if (answer.body.code !== '00000') throw new Error(`${path}: ${answer.body.msg}`);
  return answer.body.data as T;
}
const front = (path: string, body: unknown) => server.post(`/api/front/course/${path}`, body);
const refusal = async (path: string, body: unknown) => {
  const answer = await front(path, body);
  return [answer.status, answer.body.reason];
};

async function operatorId(account: string): Promise<number> {
  const [row] = await server.database.db
    .select({ id: tables.operators.id })
    .from(tables.operators)
    .where(eq(tables.operators.account, account));
  if (!row) throw new Error(`no operator ${account}`);
  return row.id;
}

beforeAll(async () => {
  editor = await signInAs(server, 'content_editor');
  editorId = await operatorId(editor.account);
  const course = await asEditor<{ id: number }>('course/create', {
    name: '尚未上架的新课',
    summary: '预览看看',
    categoryId: 1,
    charge: 1,
    price: 9_900,
    linePrice: 19_900,
    vip: 0,
    vipCharge: 1,
    vipPrice: 0,
  });
  courseId = course.id;
  const outline = await asEditor<{ chapters: Array<{ id: number }> }>('course/chapter/create', {
    courseId,
    name: '第一章 开篇',
  });
  await asEditor('course/section/create', { chapterId: outline.chapters[0]?.id, name: '为什么学', trial: 1 });
});

describe('course preview links', () => {
  it('opens the page and sections of an unpublished course with the link, and nothing without it', async () => {
    expect(await refusal('detail', { id: courseId })).toEqual([404, 'COURSE_NOT_FOUND']);
    const link = await asEditor<{ url: string; expiresAt: string }>('course/preview-link', { id: courseId });
    expect(link.url).toMatch(new RegExp(`^/course/base/${courseId}\\?preview=`));
    const minutes = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const preview = decodeURIComponent(link.url.split('preview=')[1] ?? '');

    const detail = await front('preview/detail', { id: courseId, preview });
    expect(detail.body.data).toMatchObject({ id: courseId, name: '尚未上架的新课', price: 9_900, buy: 0 });
    const catalog = await front('preview/catalog', { id: courseId, preview });
    expect(catalog.body.data).toEqual([
      expect.objectContaining({
        name: '第一章 开篇',
        sectionFrontList: [expect.objectContaining({ name: '为什么学', trial: 1, playable: false })],
      }),
    ]);
    // The learner's own calls still know nothing of it.
    expect(await refusal('detail', { id: courseId })).toEqual([404, 'COURSE_NOT_FOUND']);
    expect(await refusal('catalog', { id: courseId })).toEqual([404, 'COURSE_NOT_FOUND']);
  });

  it('refuses an expired link', async () => {
    const { token } = signPreviewToken(key, courseId, editorId, Date.now() - 31 * 60_000);
    expect(await refusal('preview/detail', { id: courseId, preview: token })).toEqual([
      403,
      'COURSE_PREVIEW_INVALID',
    ]);
    const fresh = signPreviewToken(key, courseId, editorId, Date.now() - 29 * 60_000);
    expect((await front('preview/detail', { id: courseId, preview: fresh.token })).body.code).toBe('00000');
  });

  it('refuses a forged link: another course, another operator, an altered or unsigned token', async () => {
    const { token } = signPreviewToken(key, courseId, editorId);
    const [, expires, signature] = token.split('.');
    const otherKey = previewKey('another-secret-of-at-least-thirty-two-bytes');
    const forgeries = [
      token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'),
      `${editorId + 1}.${expires}.${signature}`,
      `${editorId}.${Number(expires) + 3600}.${signature}`,
      signPreviewToken(otherKey, courseId, editorId).token,
      'not-a-token',
    ];
    for (const preview of forgeries) {
      expect(await refusal('preview/catalog', { id: courseId, preview })).toEqual([
        403,
        'COURSE_PREVIEW_INVALID',
      ]);
    }
    // Signed for course 14, it opens no other course.
    const other = signPreviewToken(key, 14, editorId).token;
    expect(await refusal('preview/detail', { id: courseId, preview: other })).toEqual([
      403,
      'COURSE_PREVIEW_INVALID',
    ]);
    expect(await refusal('preview/detail', { id: courseId })).toEqual([400, 'INVALID_REQUEST']);
  });

  it('is bound to its operator: one who may not read courses, or is disabled, has no preview', async () => {
    const finance = await operatorId(demoOperator('finance').account);
    const financeToken = signPreviewToken(key, courseId, finance).token;
    expect(await refusal('preview/detail', { id: courseId, preview: financeToken })).toEqual([
      403,
      'COURSE_PREVIEW_INVALID',
    ]);
    const support = await operatorId(demoOperator('support').account);
    const supportToken = signPreviewToken(key, courseId, support).token;
    expect((await front('preview/detail', { id: courseId, preview: supportToken })).body.code).toBe('00000');
    await server.database.db
      .update(tables.operators)
      .set({ disabled: true })
      .where(eq(tables.operators.id, support));
    expect(await refusal('preview/detail', { id: courseId, preview: supportToken })).toEqual([
      403,
      'COURSE_PREVIEW_INVALID',
    ]);
  });

  it('previews single courses of the main site only', async () => {
    const bundle = await server.post(
      '/api/admin/course/preview-link',
      { id: 104 },
      { headers: editor.headers },
    );
    expect([bundle.status, bundle.body.reason]).toEqual([400, 'COURSE_PREVIEW_SINGLE_ONLY']);
    const youke = await server.post(
      '/api/admin/course/preview-link',
      { id: 201 },
      { headers: editor.headers },
    );
    expect([youke.status, youke.body.reason]).toEqual([404, 'COURSE_NOT_FOUND']);
  });
});
