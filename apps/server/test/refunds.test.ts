import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatChinaDate } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { buyInSandbox, orderApi, pickPlainCourse } from './orders-support.js';
import { newRefundNo, refundCalls } from './refunds-support.js';

/**
 * Refunds in the console over HTTP, on the sandbox provider (which refunds offline): exactly once
 * per refund number, never more than was paid, and what the order granted taken back with it.
 */
const server = serverForThisFile();
const { call, ok, save, courseDetail } = orderApi(server);
const { refund, refunded, orderDetail, noticesOf, auditCount } = refundCalls(server);
const freshLearner = (() => {
  const phone = phoneNumbers('1342200');
  return () => loginWithCode(server, phone());
})();
const db = () => server.database.db;
const { orderRefunds, trainingTerms, trainingUsers, certificates, users } = tables;

let courseId = 0;
let finance: SignedInOperator;
let admin: SignedInOperator;
beforeAll(async () => {
  courseId = await pickPlainCourse(server, sql`charge = 1 and vip = 0`);
  finance = await signInAs(server, 'finance');
  admin = await signInAs(server, 'super_admin');
});

const refundRows = async (orderId: number) =>
  db().select().from(orderRefunds).where(sql`${orderRefunds.orderId} = ${orderId}`);

describe('a full refund', () => {
  it('returns the money, takes the course back at once, tells the learner and is audited', async () => {
    const learner = await freshLearner();
    const order = await buyInSandbox(server, learner, { id: courseId, type: 1 });
    expect((await courseDetail(learner, courseId)).buy).toBe(1);
    const done = await refunded(finance, {
      orderId: order.id,
      amount: order.amount,
      reason: '课程不符合预期',
    });
    expect(done).toMatchObject({ amount: order.amount, status: 'succeeded', operatorName: '钱财务' });
    expect(done.providerRefundId).toMatch(/^SANDBOXREFUND/);
    expect((await courseDetail(learner, courseId)).buy).toBe(0);
    expect(await orderDetail(finance, order.id)).toMatchObject({
      status: 'refunded',
      refundable: 0,
      refundedAmount: order.amount,
    });
    const [notice] = (await noticesOf(learner.userId)).filter((row) =>
      row.dedupe_key.startsWith('order-refund:'),
    );
    expect(notice?.title).toBe('订单已退款');
    expect(notice?.body).toContain('学习权益已收回');
    expect(await auditCount('/api/admin/order/refund', order.id)).toBe(1);
    // The learner's own order page says so, and paying it again is refused.
    expect((await ok<{ status: string }>(call(learner, 'order/detail', { id: order.id }))).status).toBe(
      'refunded',
    );
  });

  it('twenty concurrent clicks with one refund number refund once', async () => {
    const learner = await freshLearner();
    const order = await buyInSandbox(server, learner, { id: courseId, type: 1 });
    const refundNo = newRefundNo();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(finance, { orderId: order.id, amount: order.amount, refundNo }),
      ),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill('00000'));
    expect(new Set(answers.map((answer) => (answer.body.data as { id: number }).id)).size).toBe(1);
    expect(answers.map((answer) => (answer.body.data as { status: string }).status)).toEqual(
      Array(20).fill('succeeded'),
    );
    const events = (await orderDetail(finance, order.id)).paymentEvents.map((event) => event.outcome);
    expect(events.filter((outcome) => outcome === 'refund-succeeded')).toHaveLength(1);
    expect(await refundRows(order.id)).toHaveLength(1);
    const notices = (await noticesOf(learner.userId)).filter((row) =>
      row.dedupe_key.startsWith('order-refund:'),
    );
    expect(notices).toHaveLength(1);
  });

  it('two operators refunding at once, each with a number of their own, refund once', async () => {
    const learner = await freshLearner();
    const order = await buyInSandbox(server, learner, { id: courseId, type: 1 });
    const answers = await Promise.all(
      [finance, admin].map((who) => refund(who, { orderId: order.id, amount: order.amount })),
    );
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual(['00000', 'A0409']);
    expect(answers.find((answer) => answer.body.code === 'A0409')?.body.msg).toBe('订单已退款');
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it('a number used for another amount or order is refused', async () => {
    const learner = await freshLearner();
    const order = await buyInSandbox(server, learner, { id: courseId, type: 1 });
    const refundNo = newRefundNo();
    await refunded(finance, { orderId: order.id, amount: 1, refundNo });
    const again = await refund(finance, { orderId: order.id, amount: 2, refundNo });
    expect(again.body.msg).toBe('该退款单号已用于其他订单或金额，请刷新后重试');
  });
});

describe('partial refunds', () => {
  it('never exceed what was paid; the one that completes the amount takes the course back', async () => {
    const learner = await freshLearner();
    const order = await buyInSandbox(server, learner, { id: courseId, type: 1 });
    const third = Math.floor(order.amount / 3);
    await refunded(finance, { orderId: order.id, amount: third });
    expect((await courseDetail(learner, courseId)).buy).toBe(1);
    expect(await orderDetail(finance, order.id)).toMatchObject({
      status: 'paid',
      refundable: order.amount - third,
    });
    const over = await refund(finance, { orderId: order.id, amount: order.amount - third + 1 });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe(
      `退款金额超过可退金额（最多可退 ${((order.amount - third) / 100).toFixed(2)} 元）`,
    );
    await refunded(finance, { orderId: order.id, amount: order.amount - third });
    expect((await courseDetail(learner, courseId)).buy).toBe(0);
    expect((await orderDetail(finance, order.id)).status).toBe('refunded');
    const titles = (await noticesOf(learner.userId)).map((row) => row.title);
    expect(titles).toEqual(expect.arrayContaining(['订单部分退款', '订单已退款']));
  });
});

describe('what cannot be refunded', () => {
  it('refuses an unpaid order and a cancelled one with their reasons', async () => {
    const learner = await freshLearner();
    const pending = await save(learner, { id: courseId, type: 1 });
    const unpaid = await refund(finance, { orderId: pending.id, amount: 1 });
    expect(unpaid.body).toMatchObject({
      code: 'A0409',
      msg: '订单尚未支付，无法退款',
      reason: 'REFUND_ORDER_UNPAID',
    });
    await ok(call(learner, 'order/cancel', { id: pending.id }));
    const cancelled = await refund(finance, { orderId: pending.id, amount: 1 });
    expect(cancelled.body).toMatchObject({
      msg: '订单已取消，没有可退的款项',
      reason: 'REFUND_ORDER_CANCELLED',
    });
    expect(await refundRows(pending.id)).toHaveLength(0);
  });

  it('is finance-only: support may read the order but not refund it', async () => {
    const support = await signInAs(server, 'support');
    const learner = await freshLearner();
    const order = await buyInSandbox(server, learner, { id: courseId, type: 1 });
    const answer = await refund(support, { orderId: order.id, amount: order.amount });
    expect(answer.body.reason).toBe('OPERATOR_FORBIDDEN');
    expect(await refundRows(order.id)).toHaveLength(0);
  });
});

describe('taking back a camp seat and membership days', () => {
  const day = (offset: number) => formatChinaDate(Date.now() + offset * 86_400_000);

  it('a camp refund ends the enrolment, frees the seat and revokes its certificate', async () => {
    const [term] = await db()
      .insert(trainingTerms)
      .values({
        trainingId: 1,
        name: '退款期',
        enrollStartDate: day(-1),
        enrollEndDate: day(7),
        startDate: day(10),
        endDate: day(30),
        capacity: 10,
      })
      .returning({ id: trainingTerms.id });
    const termId = term?.id ?? 0;
    const learner = await freshLearner();
    const order = await buyInSandbox(server, learner, { id: 1, type: 8, trainId: termId });
    const seats = async () =>
      (await db().select({ taken: trainingTerms.taken }).from(trainingTerms).where(sql`id = ${termId}`))[0]
        ?.taken;
    expect(await seats()).toBe(1);
    await db()
      .insert(certificates)
      .values({
        code: `RF${Date.now()}`.padEnd(16, '0').slice(0, 16),
        userId: learner.userId,
        subjectKind: 'camp_term',
        subjectId: termId,
        learnerName: '学员',
        title: '训练营结业证书',
      });
    await refunded(finance, { orderId: order.id, amount: order.amount });
    expect(await seats()).toBe(0);
    expect(await db().select().from(trainingUsers).where(sql`order_id = ${order.id}`)).toHaveLength(0);
    const [certificate] = await db()
      .select({ revokedReason: certificates.revokedReason })
      .from(certificates)
      .where(sql`user_id = ${learner.userId} and subject_id = ${termId}`);
    expect(certificate?.revokedReason).toBe('refund');
  });

  it('a membership refund takes its days back', async () => {
    const learner = await freshLearner();
    const order = await buyInSandbox(server, learner, { id: 1, type: 9 });
    const expiry = async () =>
      (await db().select({ at: users.vipExpiresAt }).from(users).where(sql`id = ${learner.userId}`))[0]?.at;
    expect((await expiry())?.getTime()).toBeGreaterThan(Date.now());
    await refunded(finance, { orderId: order.id, amount: order.amount });
    expect((await expiry())?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await ok<{ vip: number }>(call(learner, 'vip/detail'))).vip).toBe(0);
  });
});
