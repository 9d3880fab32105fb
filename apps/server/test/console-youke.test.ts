import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

/** The console's free-trial area (游客专区): projects, lists and their courses, as /youke shows them. */
const server = serverForThisFile();
let editor: SignedInOperator;

beforeAll(async () => {
  editor = await signInAs(server, 'content_editor');
});

async function asEditor<T = unknown>(path: string, body: unknown): Promise<T> {
  const answer = await server.post(`/api/admin/${path}`, body, { headers: editor.headers });
  if (answer.body.code !== '00000') throw new Error(`${path}: ${answer.body.msg}`);
  return answer.body.data as T;
}
const refusal = async (path: string, body: unknown) => {
  const answer = await server.post(`/api/admin/${path}`, body, { headers: editor.headers });
  // A refusal of the schema is INVALID_REQUEST: its message names what is wrong.
  return [answer.status, answer.body.reason === 'INVALID_REQUEST' ? answer.body.msg : answer.body.reason];
};
const front = async <T = unknown>(path: string, body: unknown = {}) =>
  (await server.post(`/api/front/youke/${path}`, body)).body as { code: string; data: T };

interface Project {
  id: number;
  name: string;
  published: boolean;
  lists: Array<{ id: number; name: string; published: boolean; courseCount: number }>;
}

async function auditCount(action: string): Promise<number> {
  const result = await server.database.db.execute(
    sql`select count(*)::int as total from audit_log where action = ${action}`,
  );
  return (result as unknown as { rows: Array<{ total: number }> }).rows[0]?.total ?? 0;
}

describe('youke projects and lists in the console', () => {
  it('shows a new project on /youke only once it, a list and a course in it are published', async () => {
    const project = await asEditor<Project>('youke/project/create', {
      name: ' 销售新人训练营 ',
      intro: '从开口到成交的第一课。',
      picCover: '/uploads/youke.png',
    });
    expect(project).toMatchObject({ name: '销售新人训练营', published: false, lists: [] });
    const withList = await asEditor<Project>('youke/list/create', { projectId: project.id, name: '开口篇' });
    const list = withList.lists[0];
    if (!list) throw new Error('the list was created');
    expect(list).toMatchObject({ name: '开口篇', published: false, courseCount: 0 });
    const course = await asEditor<{ id: number; channel: string; charge: number; published: boolean }>(
      'youke/course/create',
      { listId: list.id, name: '第一次电话拜访', summary: '三句话开场' },
    );
    expect(course).toMatchObject({ channel: 'youke', charge: 0, published: false });

    const shownProjects = async () =>
      ((await front<Array<{ id: number }>>('project/list')).data ?? []).map((row) => row.id);
    expect(await shownProjects()).not.toContain(project.id);

    await asEditor('youke/project/set-published', { id: project.id, published: true });
    expect(await shownProjects()).toContain(project.id);
    // The project shows, its unpublished list does not, nor does a course of it.
    expect((await front('list/list', { projectId: project.id })).data).toEqual([]);
    expect((await front('course/list', { listId: list.id })).code).toBe('A0404');

    await asEditor('youke/list/set-published', { id: list.id, published: true });
    expect((await front('list/list', { projectId: project.id })).data).toEqual([
      { id: list.id, name: '开口篇' },
    ]);
    const beforeCourse = await front<{ total: number }>('course/list', { listId: list.id });
    expect(beforeCourse.data.total).toBe(0);
    expect((await front('course/detail', { id: course.id })).code).toBe('A0404');

    await asEditor('course/set-published', { id: course.id, published: true });
    const listed = await front<{ list: Array<{ id: number; projectName: string }> }>('course/list', {
      listId: list.id,
    });
    expect(listed.data.list).toEqual([
      expect.objectContaining({ id: course.id, projectName: '销售新人训练营' }),
    ]);
    expect((await front<{ listName: string }>('course/detail', { id: course.id })).data.listName).toBe(
      '开口篇',
    );

    // Unpublishing the project takes its courses off the pages again.
    await asEditor('youke/project/set-published', { id: project.id, published: false });
    expect((await front('course/detail', { id: course.id })).code).toBe('A0404');
    expect(await shownProjects()).not.toContain(project.id);
    expect(await auditCount('/api/admin/youke/project/set-published')).toBeGreaterThanOrEqual(2);
  });

  it('orders projects, lists and courses as /youke shows them, and refuses a partial order', async () => {
    const projects = await asEditor<Project[]>('youke/project/list', {});
    const published = projects.filter((row) => row.published).map((row) => row.id);
    const reversed = [...projects.map((row) => row.id)].reverse();
    await asEditor('youke/project/reorder', { ids: reversed });
    const shown = ((await front<Array<{ id: number }>>('project/list')).data ?? []).map((row) => row.id);
    expect(shown).toEqual(reversed.filter((id) => published.includes(id)));
    expect(await refusal('youke/project/reorder', { ids: reversed.slice(1) })).toEqual([
      409,
      'LIST_ORDER_MISMATCH',
    ]);

    const first = projects.find((row) => row.id === 1);
    if (!first) throw new Error('the seed has project 1');
    const listIds = first.lists.map((row) => row.id).reverse();
    await asEditor('youke/list/reorder', { projectId: 1, ids: listIds });
    const lists = (await front<Array<{ id: number }>>('list/list', { projectId: 1 })).data.map(
      (row) => row.id,
    );
    expect(lists).toEqual(listIds);

    const courses = await asEditor<Array<{ id: number }>>('youke/list/courses', { listId: 12 });
    expect(courses.length).toBeGreaterThan(1);
    const courseIds = courses.map((row) => row.id).reverse();
    await asEditor('youke/course/reorder', { listId: 12, ids: courseIds });
    const page = await front<{ list: Array<{ id: number }> }>('course/list', { listId: 12, pageSize: 50 });
    expect(page.data.list.map((row) => row.id)).toEqual(courseIds);
  });

  it('moves a course to another list, renames a list, and refuses what does not fit', async () => {
    const [moved] = await asEditor<Array<{ id: number }>>('youke/list/courses', { listId: 31 });
    if (!moved) throw new Error('the seed has courses in list 31');
    await asEditor('youke/course/move', { id: moved.id, listId: 32 });
    const detail = await front<{ listId: number }>('course/detail', { id: moved.id });
    expect(detail.data.listId).toBe(32);
    const in32 = await asEditor<Array<{ id: number }>>('youke/list/courses', { listId: 32 });
    expect(in32.at(-1)?.id).toBe(moved.id);

    const renamed = await asEditor<Project>('youke/list/rename', { id: 31, name: '沟通入门' });
    expect(renamed.lists.find((row) => row.id === 31)?.name).toBe('沟通入门');
    expect(await refusal('youke/list/rename', { id: 31, name: '汇报与表达' })).toEqual([
      409,
      'YOUKE_LIST_NAME_TAKEN',
    ]);
    expect(await refusal('youke/course/move', { id: 14, listId: 32 })).toEqual([400, 'YOUKE_COURSE_INVALID']);
    expect(await refusal('youke/list/create', { projectId: 999, name: '无' })).toEqual([
      404,
      'YOUKE_PROJECT_NOT_FOUND',
    ]);
    expect(await refusal('youke/project/create', { name: '', intro: '', picCover: '/a.png' })).toEqual([
      400,
      '请输入项目名称',
    ]);
  });

  it('lets support read the area but not change it', async () => {
    const support = await signInAs(server, 'support');
    const read = await server.post('/api/admin/youke/project/list', {}, { headers: support.headers });
    expect(read.body.code).toBe('00000');
    const write = await server.post(
      '/api/admin/youke/list/rename',
      { id: 11, name: '客服改名' },
      { headers: support.headers },
    );
    expect([write.status, write.body.reason]).toEqual([403, 'OPERATOR_FORBIDDEN']);
  });
});
