import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { loginWithCode } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

/** Activities run from the console: the detail and the order settle follow each change at once. */
const server = serverForThisFile();
const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

let editor: SignedInOperator | undefined;
async function send(path: string, body: unknown) {
  editor ??= await signInAs(server, 'content_editor');
  return server.post(path, body, { headers: editor.headers });
}
async function write<T>(path: string, body: unknown): Promise<T> {
  const answer = await send(path, body);
  if (answer.body.code !== '00000') throw new Error(`${path}: ${answer.body.reason} ${answer.body.msg}`);
  return answer.body.data as T;
}

interface Activity {
  id: number;
  productId: number;
  activityPrice: number;
  state: string;
}

describe('console activities', () => {
  it('prices a course while the activity runs, in the detail and the settle, and stops when it is ended', async () => {
    const course = await write<{ id: number }>('/api/admin/course/create', {
      name: '活动价新课',
      summary: '',
      categoryId: null,
      charge: 1,
      price: 20_000,
      linePrice: 30_000,
      vip: 0,
      vipCharge: 1,
      vipPrice: 0,
    });
    await write('/api/admin/course/set-published', { id: course.id, published: true });
    const learner = await loginWithCode(server, '13600008801');
    const settle = async () =>
      (await server.post('/api/front/order/settle', { id: course.id, type: 1 }, { headers: learner.headers }))
        .body.data as { amount: number; priceKind: string };
    const detail = async () =>
      (
        (await server.post('/api/front/course/detail', { id: course.id })).body.data as {
          activityProductDetail: { activityId: number; activityPrice: number } | null;
        }
      ).activityProductDetail;
    expect(await detail()).toBeNull();
    expect(await settle()).toMatchObject({ amount: 20_000, priceKind: 'price' });

    const activity = await write<Activity>('/api/admin/activity/create', {
      name: '限时特惠',
      productId: course.id,
      activityPrice: 9_900,
      startAt: at(-HOUR),
      endAt: at(48 * HOUR),
    });
    expect(activity).toMatchObject({ state: 'running', activityPrice: 9_900 });
    expect(await detail()).toMatchObject({ activityId: activity.id, activityPrice: 9_900 });
    expect(await settle()).toMatchObject({ amount: 9_900, priceKind: 'activity' });

    await write('/api/admin/activity/update', {
      id: activity.id,
      productId: course.id,
      name: '限时特惠',
      activityPrice: 8_800,
      startAt: at(-HOUR),
      endAt: at(48 * HOUR),
    });
    expect(await settle()).toMatchObject({ amount: 8_800, priceKind: 'activity' });

    const ended = await write<Activity>('/api/admin/activity/end', { id: activity.id });
    expect(ended.state).toBe('ended');
    expect(await detail()).toBeNull();
    expect(await settle()).toMatchObject({ amount: 20_000, priceKind: 'price' });
    expect((await send('/api/admin/activity/end', { id: activity.id })).body.reason).toBe('ACTIVITY_ENDED');

    const listed = await write<{ list: Activity[] }>('/api/admin/activity/list', { pageSize: 50 });
    expect(listed.list.find((row) => row.id === activity.id)).toMatchObject({
      state: 'ended',
      activityPrice: 8_800,
    });
  });

  it('refuses a price not below the product, an end before the start and a product off the main site', async () => {
    const terms = { name: '错误活动', activityPrice: 100, startAt: at(0), endAt: at(HOUR) };
    const reasons = await Promise.all([
      send('/api/admin/activity/create', { ...terms, productId: 1, activityPrice: 100_000_000 }),
      send('/api/admin/activity/create', { ...terms, productId: 1, endAt: at(-HOUR) }),
      send('/api/admin/activity/create', { ...terms, productId: 999_999 }),
      send('/api/admin/activity/update', { ...terms, id: 999_999, productId: 1 }),
    ]);
    expect(reasons.map((answer) => answer.body.reason)).toEqual([
      'ACTIVITY_PRICE_NOT_LOWER',
      'INVALID_REQUEST',
      'ACTIVITY_PRODUCT_INVALID',
      'ACTIVITY_NOT_FOUND',
    ]);
  });
});
