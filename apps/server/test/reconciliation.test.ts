import { PAY_NOTIFY_PATHS, type Page, type ReconcileFlag, type ReconcileRun } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaDate } from '../src/platform/format/index.js';
import type { TestServer } from './harness.js';
import { notifyWx, startWithFakeGateways } from './live-payments-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { orderApi, pickPlainCourse } from './orders-support.js';
import { refundCalls } from './refunds-support.js';

/**
 * Reconciliation through the real bill interfaces: WeChat Pay's trade bill (GET /v3/bill/tradebill,
 * then the download) and Alipay's bill download (a zip of GBK CSV), from the local fake gateways,
 * compared with our orders and refunds by the reconciliation job.
 */
type Gateways = Awaited<ReturnType<typeof startWithFakeGateways>>;
let gateways: Gateways | undefined;
const server = new Proxy({} as TestServer, {
  get: (_, key) => {
    if (!gateways) throw new Error('the server starts in beforeAll');
    return gateways.server[key as keyof TestServer];
  },
});
const fakes = () => {
  if (!gateways) throw new Error('no fakes');
  return gateways;
};
const { call, ok, save } = orderApi(server);
const { refunded } = refundCalls(server);
const freshPhone = phoneNumbers('1342400');
const DAY_MS = 24 * 60 * 60 * 1000;
const yesterday = formatChinaDate(Date.now() - DAY_MS);

let courseId = 0;
let finance: SignedInOperator;
beforeAll(async () => {
  gateways = await startWithFakeGateways();
  courseId = await pickPlainCourse(server, sql`charge = 1 and vip = 0`);
  finance = await signInAs(server, 'finance');
});
afterAll(() => gateways?.close());

async function paidWithWx(learner: LoggedIn) {
  const { wx } = fakes();
  const order = await save(learner, { id: courseId, type: 1 });
  await ok(call(learner, 'pay/wx', { id: order.id }));
  wx.pay(order.orderNo);
  expect((await notifyWx(server, wx.notification(order.orderNo))).status).toBe(204);
  return order;
}

async function paidWithAli(learner: LoggedIn) {
  const { ali } = fakes();
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
  return order;
}

/** Everything so far happened yesterday, on both sides: only a past day's bill is out. */
async function moveToYesterday() {
  const { wx, ali } = fakes();
  const back = (at: Date | undefined) => (at ? new Date(at.getTime() - DAY_MS) : at);
  for (const trade of wx.trades.values()) trade.paidAt = back(trade.paidAt);
  for (const refund of wx.refunds.values()) refund.createdAt = back(refund.createdAt) ?? refund.createdAt;
  for (const trade of ali.trades.values()) trade.paidAt = back(trade.paidAt);
  for (const refund of ali.refunds.values()) refund.at = back(refund.at) ?? refund.at;
  const db = server.database.db;
  await db.execute(sql`update orders set paid_at = paid_at - interval '1 day' where paid_at is not null`);
  await db.execute(sql`update order_refunds set created_at = created_at - interval '1 day'`);
}

const admin = (who: SignedInOperator, path: string, body: object) =>
  server.post(`/api/admin/order/reconcile/${path}`, body, { headers: who.headers });

async function reconciled(channel: 'wx' | 'ali'): Promise<{ run: ReconcileRun; flags: ReconcileFlag[] }> {
  const started = await admin(finance, 'start', { channel, day: yesterday });
  expect(started.body).toMatchObject({ code: '00000', data: { channel, day: yesterday, status: 'queued' } });
  const id = (started.body.data as ReconcileRun).id;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const runs = (await admin(finance, 'runs', { channel })).body.data as Page<ReconcileRun>;
    const run = runs.list.find((candidate) => candidate.id === id);
    if (run && (run.status === 'done' || run.status === 'failed')) {
      const flags = (await admin(finance, 'flags', { runId: id, pageSize: 50 })).body
        .data as Page<ReconcileFlag>;
      return { run, flags: flags.list };
    }
    if (Date.now() > deadline) throw new Error(`run ${id} still ${run?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('reconciliation with the providers’ bills', () => {
  it('flags the order billed at another amount, the payment we never had and the one the bill lacks', async () => {
    const { wx, ali } = fakes();
    const fine = await paidWithWx(await loginWithCode(server, freshPhone()));
    const mismatched = await paidWithWx(await loginWithCode(server, freshPhone()));
    const refundedWx = await paidWithWx(await loginWithCode(server, freshPhone()));
    // WeChat Pay answers the refund PROCESSING: processing on both sides is no disagreement.
    await refunded(finance, { orderId: refundedWx.id, amount: refundedWx.amount });
    // Deliberately: WeChat Pay took another amount for this order than we recorded.
    const trade = wx.trades.get(mismatched.orderNo);
    if (!trade) throw new Error('no trade');
    trade.amount = mismatched.amount - 1;
    // A payment WeChat Pay took for an order number we never made.
    wx.trades.set('ZXFOREIGN0000001', {
      orderNo: 'ZXFOREIGN0000001',
      amount: 500,
      state: 'SUCCESS',
      transactionId: '4200000000001',
      timeExpire: '',
      paidAt: new Date(),
    });

    const aliFine = await paidWithAli(await loginWithCode(server, freshPhone()));
    await refunded(finance, { orderId: aliFine.id, amount: 100 });
    const aliMissing = await paidWithAli(await loginWithCode(server, freshPhone()));
    // Alipay's bill will not list this one.
    ali.trades.delete(aliMissing.orderNo);
    await moveToYesterday();

    const wxRun = await reconciled('wx');
    expect(wxRun.run).toMatchObject({ status: 'done', billPayments: 4, billRefunds: 1, flagged: 2 });
    expect(wxRun.run.operatorName).toBeTruthy();
    expect(wxRun.flags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'amount',
          orderNo: mismatched.orderNo,
          orderId: mismatched.id,
          ourAmount: mismatched.amount,
          theirAmount: mismatched.amount - 1,
        }),
        expect.objectContaining({
          kind: 'missing_ours',
          orderNo: 'ZXFOREIGN0000001',
          orderId: null,
          theirAmount: 500,
        }),
      ]),
    );
    expect(wxRun.flags.map((flag) => flag.orderNo)).not.toContain(fine.orderNo);

    const aliRun = await reconciled('ali');
    expect(aliRun.run).toMatchObject({ status: 'done', billPayments: 1, billRefunds: 1, flagged: 1 });
    expect(aliRun.flags).toEqual([
      expect.objectContaining({
        kind: 'missing_theirs',
        orderNo: aliMissing.orderNo,
        ourAmount: aliMissing.amount,
      }),
    ]);

    // Our refund settled while the bill still says processing: a refund state disagreement.
    await server.database.db.execute(
      sql`update order_refunds set status = 'succeeded' where order_id = ${refundedWx.id}`,
    );
    const again = await reconciled('wx');
    expect(again.flags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'refund_status',
          orderNo: refundedWx.orderNo,
          ourStatus: 'succeeded',
          theirStatus: 'processing',
        }),
      ]),
    );
    const audited = await server.database.db.execute(
      sql`select count(*)::int as n from audit_log where entity = 'reconciliation_run'`,
    );
    expect((audited as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(3);
  });

  it('a day without trades is an empty bill with nothing flagged', async () => {
    // Before the demo's order history (seed/order-history.ts: the four weeks before yesterday).
    const day = formatChinaDate(Date.now() - 40 * DAY_MS);
    const started = await admin(finance, 'start', { channel: 'wx', day });
    const id = (started.body.data as ReconcileRun).id;
    let run: ReconcileRun | undefined;
    for (let tries = 0; tries < 80 && run?.status !== 'done'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = ((await admin(finance, 'runs', {})).body.data as Page<ReconcileRun>).list.find(
        (r) => r.id === id,
      );
    }
    expect(run).toMatchObject({ status: 'done', billPayments: 0, billRefunds: 0, flagged: 0 });
  });

  it('refuses a day to come, an unknown run, bad input and other roles', async () => {
    const tomorrow = formatChinaDate(Date.now() + DAY_MS);
    const ahead = await admin(finance, 'start', { channel: 'wx', day: tomorrow });
    expect(ahead.body).toMatchObject({ code: 'A0400', msg: '不能对账今天以后的日期' });
    const unknown = await admin(finance, 'flags', { runId: 999_999 });
    expect(unknown.body).toMatchObject({ code: 'A0404', msg: '对账记录不存在' });
    const bad = await admin(finance, 'start', { channel: 'peiban', day: yesterday });
    expect(bad.status).toBe(400);
    const support = await signInAs(server, 'support');
    const refused = await admin(support, 'runs', {});
    expect(refused.status).toBe(403);
  });
});
