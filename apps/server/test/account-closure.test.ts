import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CLOSURE_QUEUE } from '../src/modules/auth/close-account.js';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { encrypt, type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { insertOrder } from './orders-support.js';

const server = serverForThisFile();
const db = () => server.database.db;
const freshPhone = phoneNumbers('1361234');

const CLOSE = '/api/front/user/account/close';
const CANCEL = '/api/front/user/account/close/cancel';
const ACCOUNT = '/api/front/user/account';
const call = (who: LoggedIn, path: string, body: unknown = {}) =>
  server.post(path, body, { headers: who.headers });

async function accountOf(who: LoggedIn) {
  const answer = await call(who, ACCOUNT);
  return answer.body.data as { mobile: string | null; canClose: boolean; closureDueAt: string | null };
}

/** Moves the learner's pending request to the past and sends its job now, as the queue would on the day. */
async function runDueClosure(userId: number) {
  await db().execute(sql`update users set closure_due_at = now() - interval '1 minute' where id = ${userId}`);
  await server.jobs.send(ACCOUNT_CLOSURE_QUEUE, { userId });
}

const userRow = async (userId: number) =>
  (await db().select().from(tables.users).where(eq(tables.users.id, userId)))[0];

describe('closing an account from 账号安全', () => {
  it('asks for confirmation, states the day, and lets the learner take the request back', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const unconfirmed = await call(learner, CLOSE, {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.code).toBe('A0400');

    const asked = await call(learner, CLOSE, { agreed: true });
    expect(asked.body.code).toBe('00000');
    const { dueAt } = asked.body.data as { dueAt: string };
    const days = (Date.parse(`${dueAt.replace(' ', 'T')}+08:00`) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(14.9);
    expect(days).toBeLessThanOrEqual(15);
    expect(await accountOf(learner)).toMatchObject({ canClose: true, closureDueAt: dueAt });

    expect((await call(learner, CANCEL)).body.code).toBe('00000');
    expect((await accountOf(learner)).closureDueAt).toBeNull();
    // The request's job finds nothing to do on the day: the account stays whole.
    await runDueClosure(learner.userId);
    await db().execute(sql`update users set closure_due_at = null where id = ${learner.userId}`);
    await vi.waitFor(async () => {
      const done = await server.jobs.list({ queue: ACCOUNT_CLOSURE_QUEUE, state: 'completed' });
      expect(done.length).toBeGreaterThan(0);
    });
    expect((await userRow(learner.userId))?.closedAt).toBeNull();
    expect((await accountOf(learner)).mobile).not.toBeNull();
  });

  it('erases the person on the day, keeps their orders, ends their sessions, and frees the phone', async () => {
    const mobile = freshPhone();
    const learner = await loginWithCode(server, mobile);
    const orderId = await insertOrder(server, learner.userId);
    await db().insert(tables.addresses).values({
      userId: learner.userId,
      name: '张三',
      mobile,
      province: '北京市',
      city: '北京市',
      district: '海淀区',
      detail: '中关村大街1号',
    });
    expect((await call(learner, CLOSE, { agreed: true })).body.code).toBe('00000');
    // Until the day the account works as before.
    expect((await call(learner, ACCOUNT)).body.code).toBe('00000');

    await runDueClosure(learner.userId);
    await vi.waitFor(async () => expect((await userRow(learner.userId))?.closedAt).not.toBeNull(), {
      timeout: 15_000,
      interval: 200,
    });
    const erased = await userRow(learner.userId);
    expect(erased).toMatchObject({
      mobile: null,
      passwordHash: null,
      nickname: '已注销用户',
      closureDueAt: null,
    });
    const addresses = await db()
      .select()
      .from(tables.addresses)
      .where(eq(tables.addresses.userId, learner.userId));
    expect(addresses).toEqual([]);
    const [order] = await db().select().from(tables.orders).where(eq(tables.orders.id, orderId));
    expect(order?.userId).toBe(learner.userId);

    expect((await call(learner, ACCOUNT)).body.code).toBe('A0312');
    // The phone is free again: another learner may bind it (and it may register afresh).
    const other = await loginWithCode(server, freshPhone());
    expect(
      (await call(other, '/api/front/user/check/mobile', { mobile: encrypt(mobile) })).body.data,
    ).toEqual({
      available: true,
    });
  });

  it('leaves an enterprise learner to their enterprise', async () => {
    const employee = await loginWithCode(server, '13900000011');
    const refused = await call(employee, CLOSE, { agreed: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'A0301',
      msg: '企业学员账号由所在企业管理，请联系企业管理员注销',
    });
    expect(await accountOf(employee)).toMatchObject({ canClose: false, closureDueAt: null });
  });
});
