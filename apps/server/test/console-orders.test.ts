import type { AdminOrderDetail, AdminOrderRow, Page, RevenueRow } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications } from '../src/modules/payments/tables.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { buyInSandbox, orderApi, pickPlainCourse } from './orders-support.js';

/** The console's order search and order detail, over HTTP, on orders paid through the sandbox. */
const server = serverForThisFile();
const { ok } = orderApi(server);
const freshPhone = phoneNumbers('1342100');

let courseId = 0;
let finance: SignedInOperator;
let support: SignedInOperator;
beforeAll(async () => {
  courseId = await pickPlainCourse(server, sql`charge = 1 and vip = 0`);
  finance = await signInAs(server, 'finance');
  support = await signInAs(server, 'support');
});

const consoleCall = <T>(who: SignedInOperator, path: string, body: unknown) =>
  ok<T>(server.post(`/api/admin/${path}`, body, { headers: who.headers }));
const search = (who: SignedInOperator, query: object) =>
  consoleCall<Page<AdminOrderRow>>(who, 'order/search', query);

const paidOrder = (learner: LoggedIn) => buyInSandbox(server, learner, { id: courseId, type: 1 });

describe('console order search', () => {
  it('finds a learner’s orders by phone or id, masks the phone for finance and shows it to support', async () => {
    const phone = freshPhone();
    const learner = await loginWithCode(server, phone);
    const paid = await paidOrder(learner);
    const byPhone = await search(finance, { learner: phone });
    expect(byPhone.total).toBe(1);
    expect(byPhone.list[0]).toMatchObject({
      id: paid.id,
      status: 'paid',
      payChannel: 'wx',
      refundedAmount: 0,
      learner: { id: learner.userId, mobile: `${phone.slice(0, 3)}****${phone.slice(-4)}` },
    });
    const bySupport = await search(support, { learner: String(learner.userId) });
    expect(bySupport.list.map((row) => row.learner.mobile)).toEqual([phone]);
  });

  it('filters by status, channel, product type and China dates', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const paid = await paidOrder(learner);
    const mine = { learner: String(learner.userId) };
    const ids = async (query: object) =>
      (await search(finance, { ...mine, ...query })).list.map((row) => row.id);
    expect(await ids({ status: 'paid', channel: 'wx', productType: 1 })).toEqual([paid.id]);
    expect(await ids({ status: 'pending' })).toEqual([]);
    expect(await ids({ channel: 'ali' })).toEqual([]);
    expect(await ids({ productType: '8' })).toEqual([]);
    const today = paid.createdAt.slice(0, 10);
    expect(await ids({ from: today, to: today })).toEqual([paid.id]);
    expect(await ids({ to: '2001-01-01' })).toEqual([]);
    expect(await ids({ orderNo: paid.orderNo })).toEqual([paid.id]);
  });

  it('refuses a malformed learner filter with its message, never a 500', async () => {
    const answer = await server.post(
      '/api/admin/order/search',
      { learner: '13x' },
      { headers: finance.headers },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('请输入学员手机号或学员ID');
  });
});

describe('console order detail', () => {
  it('shows the order with every payment decision recorded for it', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const paid = await paidOrder(learner);
    const detail = await consoleCall<AdminOrderDetail>(finance, 'order/detail', { id: paid.id });
    expect(detail).toMatchObject({
      orderNo: paid.orderNo,
      status: 'paid',
      refundable: paid.amount,
      refunds: [],
    });
    expect(detail.providerTradeNo).toBeTruthy();
    expect(detail.paymentEvents.map((event) => [event.channel, event.outcome])).toEqual([
      ['wx', 'fulfilled'],
    ]);
    // In words and yuan for the operator, the facts kept beside them.
    const yuanText = (paid.amount / 100).toFixed(2);
    expect(detail.paymentEvents[0]).toMatchObject({
      tradeNo: detail.providerTradeNo,
      amount: paid.amount,
      summary: `微信（沙箱）支付成功通知 · 交易号 ${detail.providerTradeNo} · ¥${yuanText}`,
    });
  });

  it('shows a record written before the structure from its free text', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const paid = await paidOrder(learner);
    await server.database.db.insert(paymentNotifications).values({
      channel: 'wx',
      orderNo: paid.orderNo,
      outcome: 'duplicate',
      detail: 'notification: trade 4200000001, 14900 cents',
    });
    await server.database.db.insert(paymentNotifications).values({
      channel: 'wx',
      orderNo: paid.orderNo,
      outcome: 'rejected',
      detail: 'notification: something new',
    });
    const detail = await consoleCall<AdminOrderDetail>(finance, 'order/detail', { id: paid.id });
    expect(detail.paymentEvents.slice(1).map((event) => event.summary)).toEqual([
      '微信重复的支付通知 · 交易号 4200000001 · ¥149.00',
      '微信拒绝的支付 · 原因：notification: something new',
    ]);
  });

  it('answers an unknown order with 订单不存在', async () => {
    const answer = await server.post(
      '/api/admin/order/detail',
      { id: 999_999 },
      { headers: finance.headers },
    );
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe('订单不存在');
  });
});

describe('revenue by day, channel and product type', () => {
  type Revenue = { rows: RevenueRow[]; paidAmount: number; refundAmount: number };
  const revenueOf = async (day: string) => {
    const revenue = await consoleCall<Revenue>(finance, 'order/revenue', { from: day, to: day });
    const row = revenue.rows.find((entry) => entry.channel === 'wx' && entry.productType === 1);
    return { revenue, row };
  };

  it('counts a payment on its China day and a refund apart, by channel and product type', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const paid = await paidOrder(learner);
    const today = paid.createdAt.slice(0, 10);
    const before = await revenueOf(today);
    const refund = await server.post(
      '/api/admin/order/refund',
      { orderId: paid.id, refundNo: `RV${Date.now()}`, amount: 500, reason: '部分退款' },
      { headers: finance.headers },
    );
    expect(refund.body.code).toBe('00000');
    const other = await loginWithCode(server, freshPhone());
    const second = await paidOrder(other);
    const after = await revenueOf(today);
    expect((after.row?.paidCount ?? 0) - (before.row?.paidCount ?? 0)).toBe(1);
    expect((after.row?.paidAmount ?? 0) - (before.row?.paidAmount ?? 0)).toBe(second.amount);
    expect((after.row?.refundAmount ?? 0) - (before.row?.refundAmount ?? 0)).toBe(500);
    expect(after.revenue.refundAmount - before.revenue.refundAmount).toBe(500);
    expect((await revenueOf('2001-01-01')).revenue.rows).toEqual([]);
  });

  it('refuses a range backwards or longer than a year, with its message', async () => {
    const backwards = await server.post(
      '/api/admin/order/revenue',
      { from: '2026-02-01', to: '2026-01-01' },
      { headers: finance.headers },
    );
    expect(backwards.body.msg).toContain('开始日期不能晚于结束日期');
    const long = await server.post(
      '/api/admin/order/revenue',
      { from: '2024-01-01', to: '2026-01-01' },
      { headers: finance.headers },
    );
    expect(long.body.msg).toContain('最多统计一年');
  });
});
