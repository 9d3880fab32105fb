import type { Commission, ReferralLink, ReferralSummary, Withdrawal } from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { releaseDueCommissions } from '../src/modules/referrals/index.js';
import * as tables from '../src/tables.js';
import { couponApi } from './coupons-support.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { buyInSandbox, orderApi, pickPlainCourse } from './orders-support.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1345900');
const { courses, referralAttributions, referralCommissions, ledgerEntries } = tables;
const { call, ok, refused } = orderApi(server);
const { balancedLedger } = couponApi(server);
const db = () => server.database.db;
const freshLearner = () => loginWithCode(server, freshPhone());
const admin = (operator: SignedInOperator, path: string, body: unknown) =>
  server.post(`/api/admin/referral/${path}`, body, { headers: operator.headers });

let finance: SignedInOperator;
let support: SignedInOperator;
/** Paid courses priced on their own, at least ¥20, each with its commission rate set below. */
const paidCourses: number[] = [];
const RATE = 10;

beforeAll(async () => {
  finance = await signInAs(server, 'finance');
  support = await signInAs(server, 'support');
  for (let n = 0; n < 8; n += 1) {
    paidCourses.push(
      await pickPlainCourse(
        server,
        sql`${courses.charge} = 1 and ${courses.vip} = 0 and ${courses.price} >= 2000`,
        paidCourses,
      ),
    );
  }
  for (const id of paidCourses)
    await ok(admin(finance, 'rate-set', { productType: 1, productId: id, rate: RATE }));
});

const priceOf = async (id: number) => {
  const [row] = await db().select({ price: courses.price }).from(courses).where(eq(courses.id, id));
  return row?.price ?? 0;
};
const shareLink = (sharer: LoggedIn, productId: number) =>
  ok<ReferralLink>(call(sharer, 'referral/link', { productType: 1, productId }));
const visit = (who: LoggedIn | null, code: string, visitorId?: string) =>
  ok<{ counted: boolean; attributedUntil: string | null }>(call(who, 'referral/visit', { code, visitorId }));
const summary = (who: LoggedIn) => ok<ReferralSummary>(call(who, 'referral/summary'));
const commissions = async (who: LoggedIn) =>
  (await ok<{ list: Commission[] }>(call(who, 'referral/commissions', {}))).list;
const withdraw = (who: LoggedIn, amount: number) => call(who, 'referral/withdraw', { amount });
const refund = (orderId: number, amount: number) =>
  ok(
    server.post(
      '/api/admin/order/refund',
      {
        orderId,
        refundNo: `RF${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        amount,
        reason: '学员申请退款',
      },
      { headers: finance.headers },
    ),
  );
/** Moves a sharer's commissions' release time into the past, as if the refund window had closed. */
const closeRefundWindow = (sharerId: number) =>
  db().execute(
    sql`update ${referralCommissions} set releases_at = now() - interval '1 second' where sharer_id = ${sharerId}`,
  );
const ledgerKinds = async (orderId: number) =>
  (
    await db()
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId))
  )
    .filter((entry) => entry.kind.startsWith('commission'))
    .map((entry) => `${entry.kind} ${entry.amount}`);

/** A sharer's link followed by a buyer who then pays for the course: the paid order. */
async function referredPurchase(courseIndex: number) {
  const sharer = await freshLearner();
  const buyer = await freshLearner();
  const productId = paidCourses[courseIndex] as number;
  const link = await shareLink(sharer, productId);
  await visit(buyer, link.code);
  const order = await buyInSandbox(server, buyer, { type: 1, id: productId });
  return { sharer, buyer, link, order, commission: Math.floor((order.amount * RATE) / 100) };
}

describe('a share link', () => {
  it('counts a click once per visitor a day, and a purchase within 7 days credits the sharer, frozen', async () => {
    const sharer = await freshLearner();
    const buyer = await freshLearner();
    const productId = paidCourses[0] as number;
    const link = await shareLink(sharer, productId);
    expect(link).toMatchObject({
      productType: 1,
      productId,
      rate: RATE,
      path: `/course/base/${productId}?ref=${link.code}`,
    });
    expect(link.code).toMatch(/^[A-Z0-9]{12}$/);
    expect((await shareLink(sharer, productId)).code).toBe(link.code);

    const first = await visit(buyer, link.code);
    expect(first.counted).toBe(true);
    expect(first.attributedUntil).not.toBeNull();
    expect((await visit(buyer, link.code)).counted).toBe(false);
    const visitorId = crypto.randomUUID();
    expect((await visit(null, link.code, visitorId)).counted).toBe(true);
    expect((await visit(null, link.code, visitorId)).counted).toBe(false);

    const order = await buyInSandbox(server, buyer, { type: 1, id: productId });
    const expected = Math.floor(((await priceOf(productId)) * RATE) / 100);
    expect(order.amount).toBe(await priceOf(productId));
    expect(await summary(sharer)).toMatchObject({ clicks: 2, orders: 1, frozen: expected, available: 0 });
    expect(await commissions(sharer)).toEqual([
      expect.objectContaining({ orderNo: order.orderNo, rate: RATE, amount: expected, status: 'frozen' }),
    ]);
    expect(await ledgerKinds(order.id)).toEqual([`commission_frozen ${expected}`]);
    const report = await balancedLedger(finance);
    expect(
      report.accounts.find((account) => account.account === 'commission:frozen')?.balance,
    ).toBeLessThanOrEqual(-expected);
  });

  it("gives nothing for the sharer's own purchase, nor after the 7 days", async () => {
    const sharer = await freshLearner();
    const link = await shareLink(sharer, paidCourses[1] as number);
    expect(await visit(sharer, link.code)).toMatchObject({ counted: false, attributedUntil: null });
    await buyInSandbox(server, sharer, { type: 1, id: paidCourses[1] });

    const late = await freshLearner();
    await visit(late, link.code);
    await db()
      .update(referralAttributions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(referralAttributions.userId, late.userId));
    await buyInSandbox(server, late, { type: 1, id: paidCourses[1] });
    expect(await summary(sharer)).toMatchObject({ clicks: 1, orders: 0, frozen: 0 });
    await balancedLedger(finance);
  });

  it('credits the last link followed', async () => {
    const first = await freshLearner();
    const second = await freshLearner();
    const buyer = await freshLearner();
    const productId = paidCourses[2] as number;
    await visit(buyer, (await shareLink(first, productId)).code);
    await visit(buyer, (await shareLink(second, productId)).code);
    await buyInSandbox(server, buyer, { type: 1, id: productId });
    expect((await summary(first)).orders).toBe(0);
    expect((await summary(second)).orders).toBe(1);
  });
});

describe('a commission', () => {
  it('is released once by the job run twice at the same time and again, then is available', async () => {
    const { sharer, order, commission } = await referredPurchase(3);
    await closeRefundWindow(sharer.userId);
    const runs = await Promise.all([releaseDueCommissions(db()), releaseDueCommissions(db())]);
    const again = await releaseDueCommissions(db());
    // Other tests' commissions may be due as well: this sharer's is released by exactly one run.
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(1);
    expect(again).toBe(0);
    expect(await ledgerKinds(order.id)).toEqual([
      `commission_frozen ${commission}`,
      `commission_released ${commission}`,
    ]);
    expect(await summary(sharer)).toMatchObject({ frozen: 0, available: commission });
    expect((await commissions(sharer))[0]?.status).toBe('available');
    await balancedLedger(finance);
  });

  it('is taken back when its order is refunded before the release, and never released after', async () => {
    const { sharer, order, commission } = await referredPurchase(4);
    const half = Math.floor(order.amount / 2);
    await refund(order.id, half);
    const kept = Math.floor(((order.amount - half) * RATE) / 100);
    expect(await summary(sharer)).toMatchObject({ frozen: kept });
    await balancedLedger(finance);
    await refund(order.id, order.amount - half);
    expect(await summary(sharer)).toMatchObject({ frozen: 0, available: 0, orders: 1 });
    expect((await commissions(sharer))[0]).toMatchObject({ status: 'taken_back', amount: 0 });
    await closeRefundWindow(sharer.userId);
    await releaseDueCommissions(db());
    expect(await summary(sharer)).toMatchObject({ frozen: 0, available: 0 });
    expect(await ledgerKinds(order.id)).toEqual([
      `commission_frozen ${commission}`,
      `commission_taken_back ${commission - kept}`,
      `commission_taken_back ${kept}`,
    ]);
    await balancedLedger(finance);
  });

  it("refunded after the release is taken from the sharer's available balance, which may go below 0", async () => {
    const { sharer, order, commission } = await referredPurchase(5);
    await closeRefundWindow(sharer.userId);
    await releaseDueCommissions(db());
    await refund(order.id, order.amount);
    expect(await summary(sharer)).toMatchObject({ frozen: 0, available: 0 });
    expect((await commissions(sharer))[0]).toMatchObject({ status: 'available', clawedBack: commission });
    await balancedLedger(finance);
  });
});

describe('a withdrawal', () => {
  it('is refused over the available balance, one of two racing requests wins, and finance pays it', async () => {
    const { sharer, commission } = await referredPurchase(6);
    expect(commission).toBeGreaterThanOrEqual(200);
    expect(await refused(withdraw(sharer, 100))).toMatchObject({ msg: '提现金额不能超过可提现余额 0.00 元' });
    await closeRefundWindow(sharer.userId);
    await releaseDueCommissions(db());

    expect(await refused(withdraw(sharer, commission + 1))).toMatchObject({ code: 'A0409' });
    const answers = await Promise.all([withdraw(sharer, 100), withdraw(sharer, 100)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual(['00000', 'A0409']);
    expect(answers.find((answer) => answer.body.code !== '00000')?.body.msg).toBe(
      '您有一笔提现正在审核中，请等待处理后再申请',
    );
    const request = answers.find((answer) => answer.body.code === '00000')?.body.data as Withdrawal;
    expect(await summary(sharer)).toMatchObject({
      available: commission - 100,
      withdrawing: 100,
      pendingWithdrawal: { id: request.id, status: 'pending' },
    });
    await balancedLedger(finance);

    // Only finance decides: support reads the queue but may not pay.
    expect((await admin(support, 'withdrawals', { status: 'pending' })).body.code).toBe('00000');
    expect((await admin(support, 'withdrawal-pay', { id: request.id, transferRef: 'X' })).status).toBe(403);
    const paid = await ok<{ status: string; transferRef: string }>(
      admin(finance, 'withdrawal-pay', { id: request.id, transferRef: 'BANK20261129001' }),
    );
    expect(paid).toMatchObject({ status: 'paid', transferRef: 'BANK20261129001' });
    expect(
      await refused(admin(finance, 'withdrawal-reject', { id: request.id, reason: '重复' })),
    ).toMatchObject({
      msg: '该提现申请已处理',
    });
    expect(await summary(sharer)).toMatchObject({ withdrawing: 0, withdrawn: 100, pendingWithdrawal: null });
    const report = await balancedLedger(finance);
    expect(report.accounts.find((account) => account.account === 'commission:withdrawing')?.balance).toBe(0);

    const second = await ok<Withdrawal>(withdraw(sharer, commission - 100));
    await ok(admin(finance, 'withdrawal-reject', { id: second.id, reason: '收款信息有误' }));
    expect(await summary(sharer)).toMatchObject({ available: commission - 100, withdrawn: 100 });
    await balancedLedger(finance);
  });
});

describe('bad input', () => {
  it('gets a clear reason', async () => {
    const learner = await freshLearner();
    const productId = paidCourses[7] as number;
    expect(await refused(admin(finance, 'rate-set', { productType: 1, productId, rate: 51 }))).toMatchObject({
      msg: expect.stringContaining('佣金比例最高 50%'),
    });
    expect(await refused(admin(finance, 'rate-set', { productType: 1, productId, rate: -1 }))).toMatchObject({
      msg: expect.stringContaining('佣金比例不能为负数'),
    });
    expect(
      await refused(admin(finance, 'rate-set', { productType: 1, productId: 99_999_999, rate: 5 })),
    ).toMatchObject({ msg: '课程不存在' });
    expect((await admin(support, 'rate-set', { productType: 1, productId, rate: 5 })).status).toBe(403);
    expect(await refused(withdraw(learner, -100))).toMatchObject({
      msg: expect.stringContaining('提现金额至少 1 元'),
    });
    expect(await refused(withdraw(learner, 150.5))).toMatchObject({
      msg: expect.stringContaining('提现金额须精确到分'),
    });
    expect(await refused(call(learner, 'referral/visit', { code: 'ABCDEFGHJKMN' }))).toMatchObject({
      code: 'A0404',
      msg: '推广链接无效',
    });
    expect(await refused(call(learner, 'referral/visit', { code: '../../x' }))).toMatchObject({
      msg: expect.stringContaining('推广链接无效'),
    });
    await ok(admin(finance, 'rate-set', { productType: 1, productId, rate: 0 }));
    expect(await refused(call(learner, 'referral/link', { productType: 1, productId }))).toMatchObject({
      msg: '该课程暂未开启推广佣金',
    });
  });
});
