import type { OrderDetail, OrderSettlement } from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { lockCoupon } from '../src/modules/coupons/index.js';
import type { ProviderCheck } from '../src/modules/orders/index.js';
import { closeExpiredOrders } from '../src/modules/orders/order-expiry.js';
import * as tables from '../src/tables.js';
import { couponApi, plainBatch } from './coupons-support.js';
import { serverForThisFile } from './harness.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { buyInSandbox, expireOrder, orderApi, pickPlainCourse } from './orders-support.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1341300');
const { courses, coupons, orders, ledgerEntries } = tables;
const { call, ok, refused, settle, save } = orderApi(server);
const api = couponApi(server);
const db = () => server.database.db;
const freshLearner = () => loginWithCode(server, freshPhone());
const neverCheckedProvider = (async () => 'unpaid') as unknown as ProviderCheck;

let editor: SignedInOperator;
let finance: SignedInOperator;
/** Paid courses priced on their own (no activity, no member price), at least ¥20 each. */
const paidCourses: number[] = [];

beforeAll(async () => {
  editor = await signInAs(server, 'content_editor');
  finance = await signInAs(server, 'finance');
  for (let n = 0; n < 12; n += 1) {
    try {
      paidCourses.push(
        await pickPlainCourse(
          server,
          sql`${courses.charge} = 1 and ${courses.vip} = 0 and ${courses.price} >= 2000`,
          paidCourses,
        ),
      );
    } catch {
      break;
    }
  }
  expect(paidCourses.length).toBeGreaterThanOrEqual(3);
});

const course = (n: number) => ({ id: paidCourses[n % paidCourses.length], type: 1 });
const priceOf = async (id: number) => {
  const [row] = await db().select({ price: courses.price }).from(courses).where(eq(courses.id, id));
  return row?.price ?? 0;
};

describe('a coupon bought with', () => {
  it('is offered best first on the order page, locked by the save, spent by the payment, returned by a whole refund', async () => {
    const learner = await freshLearner();
    const small = await api.createBatch(editor, plainBatch({ name: '立减5元', reduction: 500 }));
    const big = await api.createBatch(editor, plainBatch({ name: '立减10元', reduction: 1000 }));
    await api.claim(learner, small.batchId);
    const bigCoupon = await api.claim(learner, big.batchId);
    const target = course(0);
    const price = await priceOf(target.id as number);

    const settled = await settle(learner, target);
    expect(settled.coupons.map((option) => option.discount)).toEqual([1000, 500]);
    expect(settled).toMatchObject({ couponId: bigCoupon.id, couponDiscount: 1000, amount: price - 1000 });
    const choseSmall = await settle(learner, { ...target, couponId: settled.coupons[1]?.coupon.id });
    expect(choseSmall).toMatchObject({ couponDiscount: 500, amount: price - 500 });
    expect(await settle(learner, { ...target, couponId: 0 })).toMatchObject({
      couponId: null,
      amount: price,
    });

    const order = await buyInSandbox(server, learner, { ...target, couponId: bigCoupon.id });
    expect(order).toMatchObject({ amount: price - 1000, couponDiscount: 1000 });
    expect((await api.mine(learner, 'used')).map((coupon) => coupon.id)).toEqual([bigCoupon.id]);
    const report = await api.balancedLedger(finance);
    expect(
      report.accounts.find((account) => account.account === 'marketing:coupons')?.balance,
    ).toBeGreaterThanOrEqual(1000);

    const refund = await server.post(
      '/api/admin/order/refund',
      { orderId: order.id, refundNo: `RC${Date.now()}`, amount: price - 1000, reason: '整单退款' },
      { headers: finance.headers },
    );
    expect(refund.body.code).toBe('00000');
    // The coupon states its rule (returned while still valid) and keeps it.
    expect(bigCoupon.refundText).toContain('退回');
    expect((await api.mine(learner, 'available')).map((coupon) => coupon.id)).toContain(bigCoupon.id);
    await api.balancedLedger(finance);
  });

  it('goes back to its learner when the order closes unpaid', async () => {
    const learner = await freshLearner();
    const batch = await api.createBatch(editor, plainBatch({ name: '关单退回' }));
    const coupon = await api.claim(learner, batch.batchId);
    const order = await save(learner, { ...course(1), couponId: coupon.id });
    expect((await api.mine(learner, 'available'))[0]).toMatchObject({ id: coupon.id, status: 'locked' });
    await expireOrder(server, order.id);
    await closeExpiredOrders(db(), neverCheckedProvider);
    expect((await api.mine(learner, 'available'))[0]).toMatchObject({ id: coupon.id, status: 'available' });
    const again = await save(learner, { ...course(1), couponId: coupon.id });
    expect(again.couponDiscount).toBe(1000);
    await api.balancedLedger(finance);
  });

  it('is applied by a save that names none, as the order page offered it; a save that declines it pays in full', async () => {
    const learner = await freshLearner();
    const target = course(3);
    const price = await priceOf(target.id as number);
    const batch = await api.createBatch(editor, plainBatch({ name: '未选即用', reduction: 1000 }));
    const coupon = await api.claim(learner, batch.batchId);
    // The save's one-statement path is for buyers who hold nothing, a usable coupon included.
    expect(await save(learner, target)).toMatchObject({ couponDiscount: 1000, amount: price - 1000 });
    expect((await api.mine(learner, 'available'))[0]).toMatchObject({ id: coupon.id, status: 'locked' });
    expect(await save(learner, { ...target, couponId: 0 })).toMatchObject({
      couponDiscount: 0,
      amount: price,
    });
  });

  it('is offered as soon as it is claimed, and while it is locked to the open order of the same product', async () => {
    const learner = await freshLearner();
    const target = course(2);
    expect((await settle(learner, target)).coupons).toEqual([]);
    const batch = await api.createBatch(editor, plainBatch({ name: '领后即用' }));
    const coupon = await api.claim(learner, batch.batchId);
    expect((await settle(learner, target)).couponId).toBe(coupon.id);
    await save(learner, { ...target, couponId: coupon.id });
    // Its only coupon is locked to that order: a new save would replace the order, so it is offered.
    expect((await settle(learner, target)).couponId).toBe(coupon.id);
  });
});

describe('which orders a coupon applies to', () => {
  it('takes a category batch on its category only, and a 满减 only over its threshold', async () => {
    const learner = await freshLearner();
    const [first] = await db()
      .select({ categoryId: courses.categoryId })
      .from(courses)
      .where(eq(courses.id, course(0).id as number));
    const categoryId = first?.categoryId ?? 0;
    const [other] = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(
        sql`${courses.id} = any(${`{${paidCourses.join(',')}}`}::int[]) and ${courses.categoryId} <> ${categoryId}`,
      );
    const ofCategory = await api.createBatch(
      editor,
      plainBatch({ name: '分类券', scope: 'category', categoryId }),
    );
    const over = await api.createBatch(
      editor,
      plainBatch({ name: '满大额减', kind: 'full_reduction', threshold: 10_000_000, reduction: 1000 }),
    );
    await api.claim(learner, ofCategory.batchId);
    await api.claim(learner, over.batchId);
    expect((await settle(learner, course(0))).coupons.map((option) => option.coupon.name)).toEqual([
      '分类券',
    ]);
    if (other) expect((await settle(learner, { id: other.id, type: 1 })).coupons).toEqual([]);
  });
});

describe('one coupon, many saves at once', () => {
  it('50 concurrent saves with one coupon give it to one order; the rest are told why', async () => {
    const learner = await freshLearner();
    const batch = await api.createBatch(editor, plainBatch({ name: '并发抢用' }));
    const coupon = await api.claim(learner, batch.batchId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        call(learner, 'order/save', { ...course(n), couponId: coupon.id }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const holding = await db().select().from(orders).where(eq(orders.couponId, coupon.id));
    expect(holding.filter((order) => order.status === 'pending')).toHaveLength(1);
    // Refused while another save holds it, or, once that one has committed, not on offer any more.
    for (const answer of answers.filter((answer) => answer.status !== 200))
      expect(['该优惠券已被其他订单使用，请重新选择', '该优惠券不可用于本订单，请重新选择']).toContain(
        answer.body.msg,
      );
    const succeeded = new Set(
      answers.filter((answer) => answer.status === 200).map((answer) => (answer.body.data as OrderDetail).id),
    );
    expect([...succeeded]).toEqual([holding.find((order) => order.status === 'pending')?.id]);
    const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ status: 'locked', orderId: [...succeeded][0] });
    await api.balancedLedger(finance);
  });
});

describe('the lock itself', () => {
  // PGlite runs one statement at a time, so the saves above may find the coupon taken before they
  // reach the lock; this is the lock alone, as a save that read the coupon free a moment too early
  // reaches it.
  it('locks a coupon to one order: a second lock is refused, not moved to the other order', async () => {
    const learner = await freshLearner();
    const batch = await api.createBatch(editor, plainBatch({ name: '锁定一次' }));
    const coupon = await api.claim(learner, batch.batchId);
    const first = await save(learner, { ...course(4), couponId: coupon.id });
    const second = await save(learner, { ...course(5), couponId: 0 });
    await expect(
      db().transaction((tx) =>
        lockCoupon(tx, learner.userId, { couponId: coupon.id, discount: 1000 }, second.id),
      ),
    ).rejects.toMatchObject({ reason: 'COUPON_TAKEN' });
    const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ status: 'locked', orderId: first.id });
  });
});

describe('claiming', () => {
  it('never gives a batch out past its quantity, nor a learner past their limit, however many claim at once', async () => {
    const batch = await api.createBatch(editor, plainBatch({ name: '限量5张', quantity: 5, perLearner: 2 }));
    const learners = await Promise.all(Array.from({ length: 6 }, () => freshLearner()));
    const answers = await Promise.all(
      learners.flatMap((learner) => [0, 1, 2].map(() => api.claimAnswer(learner, batch.batchId))),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const held = await db()
      .select({ userId: coupons.userId, n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(eq(coupons.batchId, batch.batchId))
      .groupBy(coupons.userId);
    expect(held.reduce((sum, row) => sum + row.n, 0)).toBe(5);
    expect(Math.max(...held.map((row) => row.n))).toBeLessThanOrEqual(2);
    const reasons = new Set(
      answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.msg),
    );
    for (const msg of reasons) expect(['优惠券已被领完', '您已领取过该优惠券，每人限领 2 张']).toContain(msg);
  });

  it('gives one learner pressing 10 times at once their limit of 3', async () => {
    const batch = await api.createBatch(editor, plainBatch({ name: '每人3张', perLearner: 3 }));
    const learner = await freshLearner();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.claimAnswer(learner, batch.batchId)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  });
});

describe('refusals with a reason', () => {
  it('refuses a batch with a negative amount, a discount over 100% or under 0, or a threshold not above its reduction', async () => {
    const cases: Array<[object, string]> = [
      [{ reduction: -100 }, '优惠金额不能为负数'],
      [{ kind: 'discount', rate: 120, reduction: 0 }, '折扣须在 0.1 折到 9.9 折之间'],
      [{ kind: 'discount', rate: -5, reduction: 0 }, '折扣须在 0.1 折到 9.9 折之间'],
      [{ kind: 'full_reduction', threshold: 500, reduction: 1000 }, '使用门槛须高于优惠金额'],
      [{ quantity: 0 }, '发放数量至少 1 张'],
    ];
    for (const [change, message] of cases) {
      const { code, msg } = await api.refusedBatch(editor, plainBatch(change));
      expect(code).toBe('A0400');
      expect(msg).toContain(message);
    }
  });

  it('refuses a coupon of another learner on an order', async () => {
    const owner = await freshLearner();
    const other = await freshLearner();
    const batch = await api.createBatch(editor, plainBatch({ name: '他人的券' }));
    const coupon = await api.claim(owner, batch.batchId);
    const answer = await refused(call(other, 'order/save', { ...course(2), couponId: coupon.id }));
    expect(answer).toEqual({ code: 'A0409', msg: '该优惠券不可用于本订单，请重新选择' });
    expect(await ok<OrderSettlement>(call(other, 'order/settle', course(2)))).toMatchObject({
      coupons: [],
      couponId: null,
    });
  });

  it('redeems an exported code once, and stops a learner guessing codes', async () => {
    const batch = await api.createBatch(
      editor,
      plainBatch({ name: '兑换码券', claimBy: 'code', quantity: 3 }),
    );
    const { base64, fileName } = await api.exportCodes(editor, batch.batchId);
    expect(fileName).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ExcelJS.Buffer);
    const codes = workbook.worksheets[0]?.getColumn(1).values.slice(2).map(String) ?? [];
    expect(codes).toHaveLength(3);
    const learner = await freshLearner();
    const first = await api.redeem(learner, (codes[0] ?? '').toLowerCase());
    expect(first.body.code).toBe('00000');
    const guesser = await freshLearner();
    expect((await api.redeem(guesser, codes[0] ?? '')).body.msg).toBe('兑换码无效或已被使用');
    for (let n = 0; n < 9; n += 1)
      expect((await api.redeem(guesser, `GUESS${String(n).padStart(7, '0')}`)).status).toBe(400);
    const blocked = await api.redeem(guesser, codes[1] ?? '');
    expect({ code: blocked.body.code, msg: blocked.body.msg }).toEqual({
      code: 'A0429',
      msg: '兑换码输入错误次数过多，请稍后再试',
    });
  });
});

describe('the ledger check', () => {
  it('finds an order whose money the ledger records otherwise', async () => {
    const learner = await freshLearner();
    const order = await buyInSandbox(server, learner, course(3));
    await api.balancedLedger(finance);
    await db().execute(
      sql`delete from ${ledgerEntries} where ${ledgerEntries.key} = ${`payment:order:${order.id}`}`,
    );
    try {
      const report = await api.ledgerReport(finance);
      expect(report.balanced).toBe(false);
      expect(report.orderMismatches).toContainEqual(
        expect.objectContaining({ orderNo: order.orderNo, what: '实收金额', recorded: 0 }),
      );
    } finally {
      await db()
        .insert(ledgerEntries)
        .values({
          key: `payment:order:${order.id}`,
          kind: 'payment',
          debit: 'cash:wx',
          credit: 'sales',
          amount: order.amount,
          orderId: order.id,
        });
    }
    await api.balancedLedger(finance);
  });
});
