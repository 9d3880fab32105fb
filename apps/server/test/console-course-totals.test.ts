import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

/**
 * The console's course list keeps each filter's total and each page until a content change
 * (decisions 0055, 0064): a course made or published in the console is counted and shown in the very
 * next page, not after their time in the cache.
 */
const server = serverForThisFile();

let editor: SignedInOperator | undefined;
async function write<T>(path: string, body: unknown): Promise<T> {
  editor ??= await signInAs(server, 'content_editor');
  const answer = await server.post(path, body, { headers: editor.headers });
  if (answer.body.code !== '00000') throw new Error(`${path}: ${answer.body.reason} ${answer.body.msg}`);
  return answer.body.data as T;
}
const totalOf = async (filter: Record<string, unknown>) =>
  (await write<{ total: number }>('/api/admin/course/list', { pageSize: 1, ...filter })).total;

/** A course made in the console, unpublished. */
const makeCourse = (name: string, price: number) =>
  write<{ id: number }>('/api/admin/course/create', {
    name,
    summary: '',
    categoryId: null,
    charge: price > 0 ? 1 : 0,
    price,
    linePrice: price * 2,
    vip: 0,
    vipCharge: 0,
    vipPrice: 0,
  });

describe('the console course list total', () => {
  it('counts a course made and then published at once', async () => {
    const name = '总数即时更新的课程';
    editor = await signInAs(server, 'content_editor');
    const [all, unpublished, published, named] = await Promise.all([
      totalOf({}),
      totalOf({ published: false }),
      totalOf({ published: true }),
      totalOf({ keyword: name }),
    ]);
    expect(named).toBe(0);

    const course = await makeCourse(name, 9_900);
    expect(await totalOf({})).toBe(all + 1);
    expect(await totalOf({ published: false })).toBe(unpublished + 1);
    expect(await totalOf({ keyword: name })).toBe(1);

    await write('/api/admin/course/set-published', { id: course.id, published: true });
    expect(await totalOf({ published: false })).toBe(unpublished);
    expect(await totalOf({ published: true })).toBe(published + 1);
  });

  it('shows a course made and then published in the next page asked', async () => {
    const firstPage = async () =>
      (
        await write<{ list: Array<{ id: number; name: string; published: boolean }> }>(
          '/api/admin/course/list',
          { sort: '-id', pageCurrent: 1, pageSize: 5 },
        )
      ).list;
    const before = await firstPage();
    expect(await firstPage()).toEqual(before);
    const course = await makeCourse('列表即时更新的课程', 0);
    const [made] = await firstPage();
    expect(made).toMatchObject({ id: course.id, name: '列表即时更新的课程', published: false });
    await write('/api/admin/course/set-published', { id: course.id, published: true });
    expect((await firstPage())[0]).toMatchObject({ id: course.id, published: true });
  });
});
