import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

/** The console builds a course: chapters, sections, their order, trial flags; publishing shows it at once. */
const server = serverForThisFile();
let editor: SignedInOperator;

interface Outline {
  course: { id: number; name: string; published: boolean };
  chapters: Array<{
    id: number;
    name: string;
    sections: Array<{ id: number; name: string; trial: number; learnersWithProgress: number }>;
  }>;
}

async function write<T = Outline>(path: string, body: unknown): Promise<T> {
  const answer = await server.post(path, body, { headers: editor.headers });
  if (answer.body.code !== '00000') throw new Error(`${path}: ${answer.body.reason} ${answer.body.msg}`);
  return answer.body.data as T;
}

async function refusal(path: string, body: unknown) {
  const answer = await server.post(path, body, { headers: editor.headers });
  return { status: answer.status, reason: answer.body.reason };
}

const NEW_COURSE = {
  name: '控制台新建的课程',
  summary: '从零开始',
  categoryId: 1,
  charge: 1,
  price: 9_900,
  linePrice: 19_900,
  vip: 1,
  vipCharge: 0,
  vipPrice: 0,
};

const shape = (outline: Outline) =>
  outline.chapters.map((chapter) => [chapter.name, chapter.sections.map((section) => section.name)]);

async function auditActions(entityId: number, entity: string): Promise<string[]> {
  const result = await server.database.db.execute(
    sql`select action from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
  return (result as unknown as { rows: Array<{ action: string }> }).rows.map((row) => row.action);
}

beforeAll(async () => {
  editor = await signInAs(server, 'content_editor');
});

describe('a course built in the console', () => {
  let courseId: number;
  let outline: Outline;

  it('is created unpublished, and learners cannot see it', async () => {
    const course = await write<{ id: number; published: boolean; price: number }>(
      '/api/admin/course/create',
      NEW_COURSE,
    );
    courseId = course.id;
    expect(course).toMatchObject({ published: false, price: 9_900 });
    const detail = await server.post('/api/front/course/detail', { id: courseId });
    expect(detail.body.reason).toBe('COURSE_NOT_FOUND');
    expect(await auditActions(courseId, 'course')).toEqual(['/api/admin/course/create']);
  });

  it('gets chapters and sections, renamed and flagged for trial', async () => {
    await write('/api/admin/course/chapter/create', { courseId, name: '第一章' });
    outline = await write('/api/admin/course/chapter/create', { courseId, name: '第二章' });
    const [first, second] = outline.chapters;
    await write('/api/admin/course/section/create', { chapterId: first?.id, name: '开篇', trial: 1 });
    await write('/api/admin/course/section/create', { chapterId: first?.id, name: '基础' });
    await write('/api/admin/course/section/create', { chapterId: second?.id, name: '进阶' });
    await write('/api/admin/course/chapter/rename', { id: second?.id, name: '第二章 实战' });
    outline = await write('/api/admin/course/outline', { id: courseId });
    expect(shape(outline)).toEqual([
      ['第一章', ['开篇', '基础']],
      ['第二章 实战', ['进阶']],
    ]);
    expect(outline.chapters[0]?.sections.map((section) => section.trial)).toEqual([1, 0]);
    const basics = outline.chapters[0]?.sections[1];
    outline = await write('/api/admin/course/section/update', { id: basics?.id, name: '基础知识', trial: 1 });
    expect(outline.chapters[0]?.sections[1]).toMatchObject({ name: '基础知识', trial: 1 });
  });

  it('is reordered in one call, a section moving to another chapter, and audited once', async () => {
    const [first, second] = outline.chapters;
    const [opening, basics] = first?.sections ?? [];
    const [advanced] = second?.sections ?? [];
    outline = await write('/api/admin/course/reorder', {
      courseId,
      chapters: [
        { id: second?.id, sectionIds: [advanced?.id, basics?.id] },
        { id: first?.id, sectionIds: [opening?.id] },
      ],
    });
    expect(shape(outline)).toEqual([
      ['第二章 实战', ['进阶', '基础知识']],
      ['第一章', ['开篇']],
    ]);
    expect(await auditActions(courseId, 'course-order')).toEqual(['/api/admin/course/reorder']);
    // The learner's catalogue follows the same order once published.
    await write('/api/admin/course/set-published', { id: courseId, published: true });
    const catalog = await server.post('/api/front/course/catalog', { id: courseId });
    const groups = catalog.body.data as Array<{ name: string; sectionFrontList: Array<{ name: string }> }>;
    expect(
      groups.map((group) => [group.name, group.sectionFrontList.map((section) => section.name)]),
    ).toEqual(shape(outline));
  });

  it('refuses an order that leaves out or adds a chapter or a section', async () => {
    const [first, second] = outline.chapters;
    const sectionIds = (chapter: Outline['chapters'][number] | undefined) =>
      chapter?.sections.map((section) => section.id) ?? [];
    const missing = await refusal('/api/admin/course/reorder', {
      courseId,
      chapters: [{ id: first?.id, sectionIds: [...sectionIds(first), ...sectionIds(second)] }],
    });
    expect(missing).toEqual({ status: 409, reason: 'COURSE_ORDER_MISMATCH' });
    const foreign = await refusal('/api/admin/course/reorder', {
      courseId,
      chapters: [
        { id: first?.id, sectionIds: [...sectionIds(first), 1] },
        { id: second?.id, sectionIds: sectionIds(second) },
      ],
    });
    expect(foreign.reason).toBe('COURSE_ORDER_MISMATCH');
    const twice = await refusal('/api/admin/course/reorder', {
      courseId,
      chapters: [
        { id: first?.id, sectionIds: sectionIds(first) },
        { id: first?.id, sectionIds: sectionIds(second) },
      ],
    });
    expect(twice.status).toBe(400);
  });

  it('refuses to delete a section or chapter a learner has progress on, and deletes one nobody studied', async () => {
    // After the reorder: 第二章 实战 (进阶, 基础知识), then 第一章 (开篇).
    const [practice, opening] = outline.chapters;
    const studied = practice?.sections[0];
    await server.database.db
      .insert(tables.sectionProgress)
      .values({ userId: 1, sectionId: studied?.id ?? 0, courseId, positionSeconds: 5, watchedSeconds: 5 });
    outline = await write('/api/admin/course/outline', { id: courseId });
    expect(outline.chapters[0]?.sections.map((section) => section.learnersWithProgress)).toEqual([1, 0]);
    expect(await refusal('/api/admin/course/section/delete', { id: studied?.id })).toEqual({
      status: 409,
      reason: 'SECTION_HAS_PROGRESS',
    });
    expect((await refusal('/api/admin/course/chapter/delete', { id: practice?.id })).reason).toBe(
      'CHAPTER_HAS_PROGRESS',
    );
    await write('/api/admin/course/section/delete', { id: practice?.sections[1]?.id });
    outline = await write('/api/admin/course/chapter/delete', { id: opening?.id });
    expect(shape(outline)).toEqual([['第二章 实战', ['进阶']]]);
    const detail = await server.post('/api/front/course/detail', { id: courseId });
    expect((detail.body.data as { lessonCount: number }).lessonCount).toBe(1);
    expect(await auditActions(opening?.id ?? 0, 'chapter')).toEqual([
      '/api/admin/course/chapter/create',
      '/api/admin/course/chapter/delete',
    ]);
  });

  it('answers reasons for unknown chapters, sections and courses', async () => {
    expect((await refusal('/api/admin/course/chapter/rename', { id: 999_999, name: '无' })).reason).toBe(
      'CHAPTER_NOT_FOUND',
    );
    expect((await refusal('/api/admin/course/section/delete', { id: 999_999 })).reason).toBe(
      'SECTION_NOT_FOUND',
    );
    expect((await refusal('/api/admin/course/outline', { id: 999_999 })).reason).toBe('COURSE_NOT_FOUND');
    expect((await refusal('/api/admin/course/chapter/create', { courseId, name: ' ' })).status).toBe(400);
  });
});

describe('publishing from the console', () => {
  it('shows on the learner site at once, through the cached detail, list and catalogue', async () => {
    const course = await write<{ id: number }>('/api/admin/course/create', {
      ...NEW_COURSE,
      name: '即时上架',
    });
    const outline = await write('/api/admin/course/chapter/create', { courseId: course.id, name: '唯一章' });
    await write('/api/admin/course/section/create', { chapterId: outline.chapters[0]?.id, name: '唯一节' });
    const detail = () => server.post('/api/front/course/detail', { id: course.id });
    const listed = async () => {
      const answer = await server.post('/api/front/course/list', {
        pageCurrent: 1,
        pageSize: 20,
        sort: 'newest',
      });
      return (answer.body.data as { list: Array<{ id: number }> }).list.some((card) => card.id === course.id);
    };
    // Visitors' answers are cached (decisions 0002, 0007): fill the caches before each change.
    expect((await detail()).body.reason).toBe('COURSE_NOT_FOUND');
    expect(await listed()).toBe(false);

    await write('/api/admin/course/set-published', { id: course.id, published: true });
    expect((await detail()).body.code).toBe('00000');
    expect(await listed()).toBe(true);

    await write('/api/admin/course/update', { ...NEW_COURSE, id: course.id, name: '即时改名' });
    expect((await detail()).body.data).toMatchObject({ name: '即时改名' });

    await write('/api/admin/course/set-published', { id: course.id, published: false });
    expect((await detail()).body.reason).toBe('COURSE_NOT_FOUND');
    expect(await listed()).toBe(false);
  });
});
