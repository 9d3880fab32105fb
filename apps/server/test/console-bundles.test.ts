import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

/** Bundles built on the console: created, filled with courses in order, published, seen at once. */
const server = serverForThisFile();

const DETAILS = {
  name: '控制台套餐',
  summary: '两门课的组合',
  categoryId: null,
  charge: 1,
  price: 19_900,
  linePrice: 29_900,
  vip: 1,
  vipCharge: 1,
  vipPrice: 9_900,
};

let editor: SignedInOperator | undefined;
async function write<T>(path: string, body: unknown): Promise<T> {
  editor ??= await signInAs(server, 'content_editor');
  const answer = await server.post(path, body, { headers: editor.headers });
  if (answer.body.code !== '00000') throw new Error(`${path}: ${answer.body.reason} ${answer.body.msg}`);
  return answer.body.data as T;
}
async function refusal(path: string, body: unknown) {
  editor ??= await signInAs(server, 'content_editor');
  return (await server.post(path, body, { headers: editor.headers })).body.reason;
}

interface Members {
  bundle: { id: number; type: number; published: boolean };
  groups: Array<{ name: string; courses: Array<{ id: number; name: string }> }>;
}

describe('console bundles', () => {
  it('creates a bundle, fills and orders it, publishes it, and the learner site shows it at once', async () => {
    const bundle = await write<{ id: number; type: number; published: boolean }>(
      '/api/admin/bundle/create',
      DETAILS,
    );
    expect(bundle).toMatchObject({ type: 2, published: false, price: 19_900, vipPrice: 9_900 });
    const empty = await write<Members>('/api/admin/bundle/members', { id: bundle.id });
    expect(empty.groups).toEqual([]);

    const set = await write<Members>('/api/admin/bundle/set-members', {
      id: bundle.id,
      groups: [
        { name: '入门', courseIds: [3, 1] },
        { name: '进阶', courseIds: [2] },
      ],
    });
    expect(set.groups.map((group) => [group.name, group.courses.map((course) => course.id)])).toEqual([
      ['入门', [3, 1]],
      ['进阶', [2]],
    ]);
    expect((await server.post('/api/front/course/detail', { id: bundle.id })).body.reason).toBe(
      'COURSE_NOT_FOUND',
    );

    await write('/api/admin/course/set-published', { id: bundle.id, published: true });
    const detail = await server.post('/api/front/course/detail', { id: bundle.id });
    expect(detail.body.data).toMatchObject({ id: bundle.id, type: 2, name: DETAILS.name });
    const catalog = await server.post('/api/front/course/bundle/catalog', { id: bundle.id });
    const shown = (catalog.body.data as Array<{ name: string; courseFrontList: Array<{ id: number }> }>).map(
      (group) => [group.name, group.courseFrontList.map((course) => course.id)],
    );
    expect(shown).toEqual([
      ['入门', [3, 1]],
      ['进阶', [2]],
    ]);

    // Reordered: the cached catalog is gone at once.
    await write('/api/admin/bundle/set-members', {
      id: bundle.id,
      groups: [{ name: '全部', courseIds: [1, 2, 3] }],
    });
    const again = await server.post('/api/front/course/bundle/catalog', { id: bundle.id });
    expect(
      (again.body.data as Array<{ courseFrontList: Array<{ id: number }> }>)[0]?.courseFrontList.map(
        (c) => c.id,
      ),
    ).toEqual([1, 2, 3]);
    const listed = await write<{ list: Array<{ id: number; name: string }> }>('/api/admin/course/list', {
      type: 2,
      pageSize: 50,
    });
    expect(listed.list.map((row) => row.id)).toContain(bundle.id);
  });

  it('takes single courses of the main site only, each once, into a bundle only', async () => {
    const reasons = await Promise.all([
      refusal('/api/admin/bundle/set-members', { id: 101, groups: [{ name: '组', courseIds: [1, 1] }] }),
      refusal('/api/admin/bundle/set-members', {
        id: 101,
        groups: [
          { name: 'a', courseIds: [1] },
          { name: 'b', courseIds: [1] },
        ],
      }),
      refusal('/api/admin/bundle/set-members', { id: 101, groups: [{ name: '组', courseIds: [102] }] }),
      refusal('/api/admin/bundle/set-members', { id: 101, groups: [{ name: '组', courseIds: [999_999] }] }),
      refusal('/api/admin/bundle/set-members', { id: 1, groups: [] }),
      refusal('/api/admin/bundle/members', { id: 1 }),
      refusal('/api/admin/bundle/set-members', { id: 101, groups: [{ name: ' ', courseIds: [1] }] }),
    ]);
    expect(reasons).toEqual([
      'BUNDLE_MEMBER_REPEATED',
      'BUNDLE_MEMBER_REPEATED',
      'BUNDLE_MEMBER_INVALID',
      'BUNDLE_MEMBER_INVALID',
      'BUNDLE_NOT_FOUND',
      'BUNDLE_NOT_FOUND',
      'INVALID_REQUEST',
    ]);
    const seeded = await write<Members>('/api/admin/bundle/members', { id: 101 });
    expect(seeded.groups.length).toBeGreaterThan(0);
  });
});
