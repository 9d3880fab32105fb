import { PAY_NOTIFY_PATHS } from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';
import { orderApi, payInSandbox, pickPlainCourse, whileGrantingCrashes } from './orders-support.js';

/** The development provider (PAY_PROVIDER=sandbox, the default): offline, yet verified like a real one. */
const server = serverForThisFile();
const { call, ok, save, detail } = orderApi(server);
const freshPhone = phoneNumbers('1341300');
const freshLearner = () => loginWithCode(server, freshPhone());
const db = () => server.database.db;
const { userCourses, paymentNotifications } = tables;

let courseId = 0;
beforeAll(async () => {
  courseId = await pickPlainCourse(server, sql`charge = 1 and vip = 0`);
});

const ownedBy = async (userId: number) =>
  (await db().select().from(userCourses).where(eq(userCourses.userId, userId))).length;

describe('the sandbox payment page', () => {
  it('shows the order it was started for, and nothing for any other number', async () => {
    const learner = await freshLearner();
    const order = await save(learner, { id: courseId, type: 1 });
    const { codeUrl } = await ok<{ codeUrl: string }>(call(learner, 'pay/wx', { id: order.id }));
    const page = await (await fetch(server.baseUrl + codeUrl)).text();
    expect(page).toContain('微信支付（开发环境模拟）');
    expect(page).toContain(order.name);
    expect(page).toContain(`¥${(order.amount / 100).toFixed(2)}`);
    for (const orderNo of ['20990101000000000000', '<script>', 'x'.repeat(40)]) {
      const other = await fetch(`${server.baseUrl}/dev/pay/sandbox/${encodeURIComponent(orderNo)}`);
      expect(other.status).toBe(404);
    }
  });

  it('confirming twice pays once: the sandbox, like a provider, takes one payment per order', async () => {
    const learner = await freshLearner();
    const order = await save(learner, { id: courseId, type: 1 });
    const { codeUrl } = await ok<{ codeUrl: string }>(call(learner, 'pay/wx', { id: order.id }));
    expect((await payInSandbox(server, codeUrl)).status).toBe(200);
    expect((await payInSandbox(server, codeUrl)).status).toBe(200);
    expect(await ownedBy(learner.userId)).toBe(1);
    const outcomes = await db()
      .select({ outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, order.orderNo));
    expect(outcomes.map((row) => row.outcome).sort()).toEqual(['duplicate', 'fulfilled']);
  });

  it('no longer offers to pay an order once it is cancelled', async () => {
    const learner = await freshLearner();
    const order = await save(learner, { id: courseId, type: 1 });
    const { codeUrl } = await ok<{ codeUrl: string }>(call(learner, 'pay/wx', { id: order.id }));
    await ok(call(learner, 'order/cancel', { id: order.id }));
    expect((await fetch(server.baseUrl + codeUrl)).status).toBe(404);
    const confirm = await fetch(`${server.baseUrl}${codeUrl}/confirm`, { method: 'POST' });
    expect(confirm.status).toBe(404);
    expect(await ownedBy(learner.userId)).toBe(0);
    expect((await detail(learner, order.id)).status).toBe('cancelled');
  });

  it('rejects a notification that is not signed by the sandbox', async () => {
    const learner = await freshLearner();
    const order = await save(learner, { id: courseId, type: 1 });
    await ok(call(learner, 'pay/wx', { id: order.id }));
    const body = JSON.stringify({
      orderNo: order.orderNo,
      amount: order.amount,
      merchantId: 'sandbox-merchant',
      tradeNo: 'SANDBOX-FORGED',
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const attempts: Array<Record<string, string>> = [
      {},
      { 'x-sandbox-timestamp': timestamp, 'x-sandbox-signature': 'AAAA' },
      { 'x-sandbox-timestamp': '1', 'x-sandbox-signature': 'AAAA' },
    ];
    for (const headers of attempts) {
      const answer = await fetch(server.baseUrl + PAY_NOTIFY_PATHS.wx, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      expect(answer.status).toBe(400);
    }
    expect(await ownedBy(learner.userId)).toBe(0);
    expect((await detail(learner, order.id)).status).toBe('pending');
  });

  it('repairs a crash after the payment through the active query of order/detail', async () => {
    const learner = await freshLearner();
    const order = await save(learner, { id: courseId, type: 1 });
    const { codeUrl } = await ok<{ codeUrl: string }>(call(learner, 'pay/wx', { id: order.id }));
    await whileGrantingCrashes(server, learner.userId, async () => {
      // The learner paid; the server failed while granting, so the notification failed.
      expect((await payInSandbox(server, codeUrl)).status).toBe(409);
      const [row] = await db().select().from(tables.orders).where(eq(tables.orders.id, order.id));
      expect(row?.status).toBe('pending');
    });
    expect(await detail(learner, order.id)).toMatchObject({ status: 'paid' });
    expect(await ownedBy(learner.userId)).toBe(1);
  });
});
