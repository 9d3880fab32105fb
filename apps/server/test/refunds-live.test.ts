import { PAY_NOTIFY_PATHS } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlipay } from '../src/platform/payment/index.js';
import * as tables from '../src/tables.js';
import type { TestServer } from './harness.js';
import { alipayApp, notifyWx, SITE, startWithFakeGateways } from './live-payments-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { orderApi, pickPlainCourse } from './orders-support.js';
import { newRefundNo, refundCalls } from './refunds-support.js';

type Gateways = Awaited<ReturnType<typeof startWithFakeGateways>>;

/**
 * Refunds through the real WeChat Pay v3 and Alipay adapters against the local fake gateways: the
 * refund requests, WeChat Pay's signed and encrypted refund notification (and its replay), and
 * Alipay's synchronous refund with its query.
 */
let gateways: Gateways | undefined;
const server = new Proxy({} as TestServer, {
  get: (_, key) => {
    if (!gateways) throw new Error('the server starts in beforeAll');
    return gateways.server[key as keyof TestServer];
  },
});
const { call, ok, save, courseDetail } = orderApi(server);
const { refunded, orderDetail } = refundCalls(server);
const freshPhone = phoneNumbers('1342300');
const db = () => server.database.db;

let courseId = 0;
let finance: SignedInOperator;
beforeAll(async () => {
  gateways = await startWithFakeGateways();
  courseId = await pickPlainCourse(server, sql`charge = 1 and vip = 0`);
  finance = await signInAs(server, 'finance');
});
afterAll(() => gateways?.close());

const outcomes = async (orderNo: string) =>
  (
    await db()
      .select({ outcome: tables.paymentNotifications.outcome })
      .from(tables.paymentNotifications)
      .where(sql`order_no = ${orderNo}`)
      .orderBy(tables.paymentNotifications.id)
  ).map((row) => row.outcome);

async function paidWithWx(learner: LoggedIn) {
  const wx = gateways?.wx;
  if (!wx) throw new Error('no fake');
  const order = await save(learner, { id: courseId, type: 1 });
  await ok(call(learner, 'pay/wx', { id: order.id }));
  wx.pay(order.orderNo);
  expect((await notifyWx(server, wx.notification(order.orderNo))).status).toBe(204);
  return order;
}

const notifyRefund = (notification: { headers: Record<string, string>; body: string }) =>
  fetch(server.baseUrl + PAY_NOTIFY_PATHS.wxRefund, {
    method: 'POST',
    headers: notification.headers,
    body: notification.body,
  });

describe('WeChat Pay refunds', () => {
  it('asks for the refund, settles it on the refund notification, and a replay changes nothing', async () => {
    const wx = gateways?.wx;
    if (!wx) throw new Error('no fake');
    const learner = await loginWithCode(server, freshPhone());
    const order = await paidWithWx(learner);
    const refund = await refunded(finance, { orderId: order.id, amount: order.amount });
    // WeChat Pay answers PROCESSING; access went with the decision, in the refund's transaction.
    expect(refund).toMatchObject({ status: 'processing' });
    expect(refund.providerRefundId).toMatch(/^5030/);
    expect((await courseDetail(learner, courseId)).buy).toBe(0);
    expect(wx.refunds.get(refund.refundNo)).toMatchObject({ orderNo: order.orderNo, amount: order.amount });

    const notification = wx.settleRefund(refund.refundNo);
    expect((await notifyRefund(notification)).status).toBe(204);
    const replays = await Promise.all(Array.from({ length: 5 }, () => notifyRefund(notification)));
    expect(replays.map((answer) => answer.status)).toEqual(Array(5).fill(204));
    const detail = await orderDetail(finance, order.id);
    expect(detail.refunds).toHaveLength(1);
    expect(detail.refunds[0]).toMatchObject({ status: 'succeeded', refundNo: refund.refundNo });
    expect(detail.refunds[0]?.settledAt).toBeTruthy();
    const seen = await outcomes(order.orderNo);
    expect(seen.filter((outcome) => outcome === 'refund-succeeded')).toHaveLength(1);
    expect(seen.filter((outcome) => outcome === 'refund-duplicate')).toHaveLength(5);
    expect(wx.refunds.size).toBeGreaterThan(0);
  });

  it.each([
    ['a forged signature', { forgeSignature: true }, 'Wechatpay-Signature does not verify'],
    ['a resource not encrypted with our APIv3 key', { wrongApiKey: true }, 'does not decrypt'],
    ["another merchant's refund", { mchid: '1900000999' }, 'refund of another merchant'],
  ])('rejects a refund notification with %s and leaves the refund processing', async (_, tamper, reason) => {
    const wx = gateways?.wx;
    if (!wx) throw new Error('no fake');
    const learner = await loginWithCode(server, freshPhone());
    const order = await paidWithWx(learner);
    const refund = await refunded(finance, { orderId: order.id, amount: order.amount });
    const answer = await notifyRefund(wx.settleRefund(refund.refundNo, 'SUCCESS', tamper));
    expect(answer.status).toBe(400);
    expect((await orderDetail(finance, order.id)).refunds[0]?.status).toBe('processing');
    const [rejected] = await db()
      .select({ detail: tables.paymentNotifications.detail })
      .from(tables.paymentNotifications)
      .where(
        sql`source = 'refund-notification' and outcome = 'rejected' and detail like ${`验签失败：%${reason}%`}`,
      );
    expect(rejected).toBeTruthy();
  });

  it('a refund WeChat Pay refuses is kept as failed with its reason, and the money stays owed', async () => {
    const wx = gateways?.wx;
    if (!wx) throw new Error('no fake');
    const learner = await loginWithCode(server, freshPhone());
    const order = await paidWithWx(learner);
    // Someone refunded the whole trade at WeChat Pay's merchant platform already.
    wx.refunds.set('elsewhere', {
      orderNo: order.orderNo,
      refundNo: 'elsewhere',
      refundId: '1',
      amount: order.amount,
      total: order.amount,
      createdAt: new Date(),
      status: 'SUCCESS',
    });
    const refund = await refunded(finance, { orderId: order.id, amount: 1 });
    expect(refund).toMatchObject({ status: 'failed', failure: 'NOT_ENOUGH 可退款金额不足' });
    expect((await orderDetail(finance, order.id)).refundable).toBe(order.amount - 1);
  });
});

describe('Alipay refunds', () => {
  it('refunds at once through alipay.trade.refund, in parts, never beyond what was paid', async () => {
    const ali = gateways?.ali;
    if (!ali) throw new Error('no fake');
    const learner = await loginWithCode(server, freshPhone());
    const order = await save(learner, { id: courseId, type: 1 });
    const { payUrl } = await ok<{ payUrl: string }>(call(learner, 'pay/ali/pc', { id: order.id }));
    ali.openPayPage(payUrl);
    ali.pay(order.orderNo);
    const notified = await fetch(server.baseUrl + PAY_NOTIFY_PATHS.ali, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: ali.notification(order.orderNo),
    });
    expect(await notified.text()).toBe('success');
    const first = await refunded(finance, { orderId: order.id, amount: 100 });
    expect(first).toMatchObject({ status: 'succeeded', amount: 100 });
    expect(ali.refunds.get(first.refundNo)).toMatchObject({ orderNo: order.orderNo, amount: 100 });
    expect((await courseDetail(learner, courseId)).buy).toBe(1);
    const rest = await refunded(finance, { orderId: order.id, amount: order.amount - 100 });
    expect(rest.status).toBe('succeeded');
    expect((await courseDetail(learner, courseId)).buy).toBe(0);
  });

  it('a refund number sent again moves no money; the refund query confirms the earlier refund', async () => {
    const ali = gateways?.ali;
    if (!ali) throw new Error('no fake');
    const adapter = createAlipay({
      appId: alipayApp.appId,
      appPrivateKey: ali.appPrivateKey,
      alipayPublicKey: ali.alipayPublicKey,
      gateway: ali.gateway,
      notifyUrl: `${SITE}${PAY_NOTIFY_PATHS.ali}`,
      siteBaseUrl: SITE,
    });
    const orderNo = `2026${Date.now()}`;
    ali.openPayPage(
      await adapter.start({
        orderNo,
        amount: 5_000,
        description: '课程',
        expiresAt: new Date(Date.now() + 60_000),
        returnPath: '/',
      }),
    );
    ali.pay(orderNo);
    const request = { orderNo, refundNo: newRefundNo(), amount: 2_000, total: 5_000, reason: '退款' };
    expect(await adapter.refund(request)).toMatchObject({ status: 'succeeded', amount: 2_000 });
    expect(await adapter.refund(request)).toMatchObject({ status: 'succeeded', amount: 2_000 });
    expect(ali.refunds.size).toBeGreaterThan(0);
    expect([...ali.refunds.values()].filter((refund) => refund.orderNo === orderNo)).toHaveLength(1);
    expect(await adapter.queryRefund(orderNo, 'never-sent-1')).toBeNull();
    const over = await adapter.refund({ ...request, refundNo: newRefundNo(), amount: 3_001 });
    expect(over).toMatchObject({
      status: 'failed',
      failure: expect.stringContaining('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL'),
    });
  });
});

describe('the refund re-query job', () => {
  const refundRow = async (refundNo: string) =>
    (
      await db()
        .select({ status: tables.orderRefunds.status })
        .from(tables.orderRefunds)
        .where(sql`refund_no = ${refundNo}`)
    )[0]?.status;
  const requery = async () => {
    await db().execute(sql`update order_refunds set created_at = created_at - interval '10 minutes'`);
    await server.jobs.send('refund-requery', {});
  };

  it('settles a refund whose notification never came, and sends one the provider never received', async () => {
    const wx = gateways?.wx;
    if (!wx) throw new Error('no fake');
    // The notification is lost: WeChat Pay has refunded, we still say processing.
    const settledThere = await refunded(finance, {
      orderId: (await paidWithWx(await loginWithCode(server, freshPhone()))).id,
      amount: 100,
    });
    expect(settledThere.status).toBe('processing');
    const atFake = wx.refunds.get(settledThere.refundNo);
    if (!atFake) throw new Error('not at the fake');
    atFake.status = 'SUCCESS';
    // WeChat Pay was unreachable when this one was sent: it never got it.
    const order = await paidWithWx(await loginWithCode(server, freshPhone()));
    wx.state.refuseRequests = true;
    const unsent = await refunded(finance, { orderId: order.id, amount: 100 });
    wx.state.refuseRequests = false;
    expect(wx.refunds.has(unsent.refundNo)).toBe(false);

    await requery();
    await expect.poll(() => refundRow(settledThere.refundNo), { timeout: 15_000 }).toBe('succeeded');
    await expect.poll(() => wx.refunds.has(unsent.refundNo), { timeout: 15_000 }).toBe(true);
    expect(await refundRow(unsent.refundNo)).toBe('processing');
    expect(await outcomes(order.orderNo)).toContain('refund-unsent');
  });
});
