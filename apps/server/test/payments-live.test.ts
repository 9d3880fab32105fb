import type { OrderDetail } from '@zhixue/contract';
import { PAY_NOTIFY_PATHS } from '@zhixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import type { TestServer } from './harness.js';
import { alipayApp, notifyWx as notifyTo, SITE, startWithFakeGateways } from './live-payments-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { orderApi, pickPlainCourse, whileGrantingCrashes } from './orders-support.js';

type Gateways = Awaited<ReturnType<typeof startWithFakeGateways>>;

/**
 * The real WeChat Pay and Alipay adapters (PAY_PROVIDER=live) against local fake gateways with keys
 * generated here: signatures both ways, encrypted notifications, the active query, and what must be
 * refused.
 */
let wx: Gateways['wx'];
let ali: Gateways['ali'];
let gateways: Gateways | undefined;
let started: TestServer | undefined;
const server = new Proxy({} as TestServer, {
  get: (_, key) => {
    if (!started) throw new Error('the server starts in beforeAll');
    return started[key as keyof TestServer];
  },
});
const api = orderApi(server);
const { call, ok, refused, save, detail } = api;
const freshPhone = phoneNumbers('1341200');
const freshLearner = () => loginWithCode(server, freshPhone());
const db = () => server.database.db;
const { userCourses, paymentNotifications } = tables;

let courseId = 0;
let otherCourseId = 0;

beforeAll(async () => {
  gateways = await startWithFakeGateways();
  ({ wx, ali, server: started } = gateways);
  courseId = await pickPlainCourse(server, sql`charge = 1 and vip = 0`);
  otherCourseId = await pickPlainCourse(server, sql`charge = 1`, [courseId]);
});
afterAll(() => gateways?.close());

const notifyWx = (notification: { headers: Record<string, string>; body: string }) =>
  notifyTo(server, notification);
const notifyAli = (form: string) =>
  fetch(server.baseUrl + PAY_NOTIFY_PATHS.ali, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: form,
  });

const ownedBy = async (userId: number) => {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(userCourses)
    .where(eq(userCourses.userId, userId));
  return row?.n ?? 0;
};
const outcomes = async (orderNo: string | null) => {
  const rows = await db()
    .select({
      outcome: paymentNotifications.outcome,
      source: paymentNotifications.source,
      tradeNo: paymentNotifications.tradeNo,
      detail: paymentNotifications.detail,
    })
    .from(paymentNotifications)
    .where(
      orderNo === null
        ? sql`${paymentNotifications.orderNo} is null`
        : eq(paymentNotifications.orderNo, orderNo),
    );
  return rows;
};

/** A learner's fresh order for the course, sent to WeChat Pay. */
async function wxOrder(learner: LoggedIn, id = courseId): Promise<OrderDetail> {
  const order = await save(learner, { id, type: 1 });
  const { codeUrl } = await ok<{ codeUrl: string }>(call(learner, 'pay/wx', { id: order.id }));
  expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  return order;
}

describe('WeChat Pay (API v3 Native) against a fake gateway', () => {
  it('creates a signed native order with the amount and expiry, and fulfils on the notification', async () => {
    const learner = await freshLearner();
    const order = await wxOrder(learner);
    const trade = wx.trades.get(order.orderNo);
    expect(trade).toMatchObject({ amount: order.amount, state: 'NOTPAY' });
    expect(trade?.timeExpire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    // Unpaid at the provider: the active query changes nothing.
    expect((await detail(learner, order.id)).status).toBe('pending');

    wx.pay(order.orderNo);
    const answer = await notifyWx(wx.notification(order.orderNo));
    expect(answer.status).toBe(204);
    expect(await detail(learner, order.id)).toMatchObject({ status: 'paid', payChannel: 'wx' });
    expect((await api.courseDetail(learner, courseId)).buy).toBe(1);
    expect((await outcomes(order.orderNo)).map((row) => row.outcome)).toEqual(['fulfilled']);
  });

  it('fulfils once when the same notification arrives 50 times at once', async () => {
    const learner = await freshLearner();
    const order = await wxOrder(learner);
    wx.pay(order.orderNo);
    const notification = wx.notification(order.orderNo);
    const answers = await Promise.all(Array.from({ length: 50 }, () => notifyWx(notification)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(204));
    expect(await ownedBy(learner.userId)).toBe(1);
    const seen = (await outcomes(order.orderNo)).map((row) => row.outcome).sort();
    expect(seen.filter((outcome) => outcome === 'fulfilled')).toHaveLength(1);
    expect(seen.filter((outcome) => outcome === 'duplicate')).toHaveLength(49);
  });

  it.each([
    ['a forged signature', { forgeSignature: true }, 'Wechatpay-Signature does not verify'],
    ['a resource not encrypted with our APIv3 key', { wrongApiKey: true }, 'does not decrypt'],
    ['a changed amount', { total: 1 }, '金额与订单的'],
    ["another merchant's id", { mchid: '1900000999' }, '商户号 1900000999 不是本平台的'],
  ])('rejects %s: answered as a failure, logged, nothing granted', async (_, tamper, reason) => {
    const learner = await freshLearner();
    const order = await wxOrder(learner);
    wx.pay(order.orderNo);
    const answer = await notifyWx(wx.notification(order.orderNo, tamper));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: 'FAIL', message: '失败' });
    expect(await ownedBy(learner.userId)).toBe(0);
    const rows = [...(await outcomes(order.orderNo)), ...(await outcomes(null))];
    expect(rows.some((row) => row.outcome === 'rejected' && row.detail.includes(reason))).toBe(true);
    // Read without order/detail, whose active query would find the genuine payment at the provider.
    const [row] = await db().select().from(tables.orders).where(eq(tables.orders.id, order.id));
    expect(row?.status).toBe('pending');
  });

  it('rejects a notification for an unknown order', async () => {
    const answer = await notifyWx(wx.notification('20991231235959000000', { total: 100 }));
    expect(answer.status).toBe(400);
    expect((await outcomes('20991231235959000000')).map((row) => row.detail)).toEqual(['订单不存在']);
  });

  it('rejects a notification without signature headers', async () => {
    const answer = await fetch(server.baseUrl + PAY_NOTIFY_PATHS.wx, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id":"x"}',
    });
    expect(answer.status).toBe(400);
  });

  it('learns of a payment whose notification is late by querying WeChat Pay', async () => {
    const learner = await freshLearner();
    const order = await wxOrder(learner);
    wx.pay(order.orderNo);
    expect(await detail(learner, order.id)).toMatchObject({ status: 'paid' });
    expect(await ownedBy(learner.userId)).toBe(1);
    expect((await outcomes(order.orderNo)).map((row) => [row.source, row.tradeNo])).toEqual([
      ['query', expect.stringMatching(/^4200/)],
    ]);
    // The notification that finally arrives changes nothing.
    expect((await notifyWx(wx.notification(order.orderNo))).status).toBe(204);
    expect(await ownedBy(learner.userId)).toBe(1);
  });

  it('repairs a crash while granting: nothing half done, the next notification or query fulfils', async () => {
    const learner = await freshLearner();
    const order = await wxOrder(learner);
    wx.pay(order.orderNo);
    // The grant fails inside the fulfilment transaction, as a crash there would stop it.
    await whileGrantingCrashes(server, learner.userId, async () => {
      const answer = await notifyWx(wx.notification(order.orderNo));
      expect(answer.status).toBeGreaterThanOrEqual(500);
      const [row] = await db().select().from(tables.orders).where(eq(tables.orders.id, order.id));
      // The paid mark rolled back with the grant: no paid-but-ungranted order exists.
      expect(row).toMatchObject({ status: 'pending', paidAt: null, providerTradeNo: null });
      expect(await ownedBy(learner.userId)).toBe(0);
    });
    // WeChat Pay retries; the retry fulfils.
    expect((await notifyWx(wx.notification(order.orderNo))).status).toBe(204);
    expect((await detail(learner, order.id)).status).toBe('paid');
    expect(await ownedBy(learner.userId)).toBe(1);
  });

  it('fulfils instead of cancelling an order paid a moment before the cancel', async () => {
    const learner = await freshLearner();
    const order = await wxOrder(learner);
    wx.pay(order.orderNo);
    expect(await refused(call(learner, 'order/cancel', { id: order.id }))).toEqual({
      code: 'A0409',
      msg: '订单已支付，无法取消',
    });
    expect(await ownedBy(learner.userId)).toBe(1);
  });

  it('closes the trade at WeChat Pay on cancel; money that still arrives is logged for a refund', async () => {
    const learner = await freshLearner();
    const order = await wxOrder(learner);
    await ok(call(learner, 'order/cancel', { id: order.id }));
    const trade = wx.trades.get(order.orderNo);
    if (!trade) throw new Error('no trade at the fake');
    expect(trade.state).toBe('CLOSED');
    expect(() => wx.pay(order.orderNo)).toThrowError(/closed/);
    // A payment WeChat Pay took a moment before the close, notified afterwards.
    Object.assign(trade, { state: 'SUCCESS', transactionId: '4200000000202611210001' });
    expect((await notifyWx(wx.notification(order.orderNo))).status).toBe(204);
    expect(await ownedBy(learner.userId)).toBe(0);
    expect((await detail(learner, order.id)).status).toBe('cancelled');
    expect((await outcomes(order.orderNo)).map((row) => row.outcome)).toEqual(['unpayable']);
  });

  it('answers a clear message when WeChat Pay cannot be reached', async () => {
    const learner = await freshLearner();
    const order = await save(learner, { id: otherCourseId, type: 1 });
    wx.state.refuseRequests = true;
    try {
      const answer = await call(learner, 'pay/wx', { id: order.id });
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({
        code: 'C0001',
        msg: '支付服务暂时不可用，请稍后再试或换一种支付方式',
      });
    } finally {
      wx.state.refuseRequests = false;
    }
    // The order is still open: another channel, or a later try, can pay it.
    expect((await detail(learner, order.id)).canPay).toBe(true);
  });
});

it('serves no sandbox payment page with live providers', async () => {
  expect((await fetch(`${server.baseUrl}/dev/pay/sandbox/20990101000000000000`)).status).toBe(404);
});

describe('Alipay (PC page pay) against a fake gateway', () => {
  async function aliOrder(learner: LoggedIn) {
    const order = await save(learner, { id: courseId, type: 1 });
    const { payUrl } = await ok<{ payUrl: string }>(call(learner, 'pay/ali/pc', { id: order.id }));
    const params = ali.openPayPage(payUrl);
    return { order, params };
  }

  it('sends a signed page-pay address and fulfils on the notification', async () => {
    const learner = await freshLearner();
    const { order, params } = await aliOrder(learner);
    expect(params).toMatchObject({
      app_id: alipayApp.appId,
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      notify_url: `${SITE}${PAY_NOTIFY_PATHS.ali}`,
      return_url: `${SITE}/order/${courseId}?type=1&orderNo=${order.orderNo}`,
    });
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    expect(biz).toMatchObject({
      out_trade_no: order.orderNo,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: (order.amount / 100).toFixed(2),
    });

    ali.pay(order.orderNo);
    const answer = await notifyAli(ali.notification(order.orderNo));
    expect(await answer.text()).toBe('success');
    expect(await detail(learner, order.id)).toMatchObject({ status: 'paid', payChannel: 'ali' });
    expect(await ownedBy(learner.userId)).toBe(1);
  });

  it.each([
    ['a forged signature', { forgeSignature: true }],
    ['a changed amount', { totalAmount: '0.01' }],
    ["another app's id", { appId: '2021004199999999' }],
    ['another seller', { sellerId: '2088000000000000' }],
  ])('rejects %s with "fail", nothing granted', async (_, tamper) => {
    const learner = await freshLearner();
    const { order } = await aliOrder(learner);
    ali.pay(order.orderNo);
    expect(await (await notifyAli(ali.notification(order.orderNo, tamper))).text()).toBe('fail');
    expect(await ownedBy(learner.userId)).toBe(0);
    const [row] = await db().select().from(tables.orders).where(eq(tables.orders.id, order.id));
    expect(row?.status).toBe('pending');
  });

  it('closes the trade at Alipay when the order is cancelled', async () => {
    const learner = await freshLearner();
    const { order } = await aliOrder(learner);
    await ok(call(learner, 'order/cancel', { id: order.id }));
    expect(ali.trades.get(order.orderNo)?.closed).toBe(true);
    expect(() => ali.pay(order.orderNo)).toThrowError(/closed/);
  });

  it('learns of a late payment through alipay.trade.query', async () => {
    const learner = await freshLearner();
    const { order } = await aliOrder(learner);
    expect((await detail(learner, order.id)).status).toBe('pending');
    ali.pay(order.orderNo);
    // The page polls; the provider is asked at most every few seconds per order.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await detail(learner, order.id)).status).toBe('paid');
    expect(
      await db()
        .select()
        .from(paymentNotifications)
        .where(
          and(eq(paymentNotifications.orderNo, order.orderNo), eq(paymentNotifications.outcome, 'fulfilled')),
        ),
    ).toHaveLength(1);
  });
});
