import type { AdminFlashSale, FlashSaleFields, FlashSaleView, OrderDetail } from '@zhixue/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { returnFlashUnit, takeFlashStock } from '../src/modules/flash-sales/index.js';
import type { ProviderCheck } from '../src/modules/orders/index.js';
import { closeExpiredOrders } from '../src/modules/orders/order-expiry.js';
import * as tables from '../src/tables.js';
import { couponApi, plainBatch } from './coupons-support.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { buyInSandbox, expireOrder, orderApi, pickPlainCourse } from './orders-support.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1343700');
const { courses, flashSales, flashSaleStock, flashSaleUnits, orders } = tables;
const { call, ok, refused, settle, save } = orderApi(server);
const coupons = couponApi(server);
const db = () => server.database.db;
const freshLearner = () => loginWithCode(server, freshPhone());
const neverCheckedProvider = (async () => 'unpaid') as unknown as ProviderCheck;

let editor: SignedInOperator;
let finance: SignedInOperator;
/** Paid single courses priced on their own, one per sale (two sales of a product may not overlap). */
const paidCourses: number[] = [];
let nextCourse = 0;
const aCourse = () => {
  const id = paidCourses[nextCourse++];
  if (id === undefined) throw new Error('not enough seeded courses for the flash sale tests');
  return id;
};

beforeAll(async () => {
  editor = await signInAs(server, 'content_editor');
  finance = await signInAs(server, 'finance');
  for (let n = 0; n < 10; n += 1)
    paidCourses.push(
      await pickPlainCourse(
        server,
        sql`${courses.charge} = 1 and ${courses.vip} = 0 and ${courses.price} >= 2000`,
        paidCourses,
      ),
    );
});

const admin = (operator: SignedInOperator, path: string, body: unknown) =>
  server.post(`/api/admin/flash-sale/${path}`, body, { headers: operator.headers });
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A sale of `productId` open from now for an hour, at ¥9.90: tests override what they test. */
const saleOf = (productId: number, fields: Partial<FlashSaleFields> = {}): FlashSaleFields => ({
  productType: 1,
  productId,
  salePrice: 990,
  startsAt: inMinutes(0),
  endsAt: inMinutes(60),
  quantity: 5,
  ...fields,
});
const createSale = (fields: FlashSaleFields) => ok<AdminFlashSale>(admin(editor, 'create', fields));
/** Where the sale's units are, summed over its stock rows. */
const saleRow = async (id: number) => {
  const [row] = await db()
    .select({
      quantity: sql<number>`sum(${flashSaleStock.quantity})::int`,
      held: sql<number>`sum(${flashSaleStock.held})::int`,
      sold: sql<number>`sum(${flashSaleStock.sold})::int`,
    })
    .from(flashSaleStock)
    .where(eq(flashSaleStock.saleId, id));
  if (!row || row.quantity === null) throw new Error(`flash sale ${id} has no stock`);
  return row;
};
const productSale = async (who: LoggedIn | null, productId: number) =>
  (await ok<{ sale: FlashSaleView | null }>(call(who, 'flash-sale/product', { productType: 1, productId })))
    .sale;
const learners = (count: number) => Promise.all(Array.from({ length: count }, () => freshLearner()));

describe('the console', () => {
  it('refuses a sale it cannot honour, each with its reason', async () => {
    const id = aCourse();
    const [course] = await db().select({ price: courses.price }).from(courses).where(eq(courses.id, id));
    const price = course?.price ?? 0;
    const reasonOf = async (fields: unknown) => (await refused(admin(editor, 'create', fields))).msg;
    expect(await reasonOf(saleOf(id, { salePrice: -100 }))).toContain('秒杀价须大于 0');
    expect(await reasonOf(saleOf(id, { salePrice: 0 }))).toContain('秒杀价须大于 0');
    expect(await reasonOf(saleOf(id, { salePrice: price }))).toBe(
      `秒杀价须低于商品售价（售价 ${(price / 100).toFixed(2)} 元）`,
    );
    expect(await reasonOf(saleOf(id, { salePrice: price + 500 }))).toContain('秒杀价须低于商品售价');
    expect(await reasonOf(saleOf(id, { startsAt: inMinutes(30), endsAt: inMinutes(10) }))).toContain(
      '结束时间须晚于开始时间',
    );
    expect(await reasonOf(saleOf(id, { startsAt: inMinutes(-120), endsAt: inMinutes(10) }))).toBe(
      '开始时间须晚于现在',
    );
    expect(await reasonOf(saleOf(id, { quantity: 0 }))).toContain('秒杀数量至少 1 件');
    expect(await reasonOf(saleOf(99_999_999))).toBe('商品不存在，请检查商品类型和编号');
    expect(await reasonOf({ ...saleOf(id), productType: 9, productId: 99_999 })).toBe(
      '商品不存在，请检查商品类型和编号',
    );
    expect(await reasonOf({ ...saleOf(id), productType: 3 })).toBeTruthy();

    const sale = await createSale(saleOf(id, { startsAt: inMinutes(60), endsAt: inMinutes(120) }));
    expect(sale).toMatchObject({
      state: 'upcoming',
      quantity: 5,
      held: 0,
      sold: 0,
      remaining: 5,
      listPrice: price,
    });
    expect(await reasonOf(saleOf(id, { startsAt: inMinutes(90), endsAt: inMinutes(150) }))).toBe(
      '该商品在这段时间已有秒杀活动',
    );
    const listed = await ok<{ list: AdminFlashSale[] }>(
      admin(finance, 'list', { pageCurrent: 1, pageSize: 20 }),
    );
    expect(listed.list.map((row) => row.id)).toContain(sale.id);
    expect(await ok<AdminFlashSale>(admin(editor, 'stop', { id: sale.id }))).toMatchObject({
      state: 'ended',
      stopped: true,
    });
    expect((await refused(admin(editor, 'stop', { id: sale.id }))).msg).toBe('秒杀已结束，无需停止');
    // Finance reads the sales but does not write them.
    expect((await admin(finance, 'create', saleOf(aCourse()))).status).toBe(403);
  });
});

describe('a learner on the detail and order pages', () => {
  it('sees the countdown before the window, is refused until it opens and after it ends, and takes no coupon with the flash price', async () => {
    const id = aCourse();
    const learner = await freshLearner();
    const upcoming = await createSale(saleOf(id, { startsAt: inMinutes(10), endsAt: inMinutes(20) }));
    const shown = await productSale(null, id);
    expect(shown).toMatchObject({
      id: upcoming.id,
      state: 'upcoming',
      salePrice: 990,
      remaining: 5,
      mine: null,
    });
    expect(shown?.secondsToStart).toBeGreaterThan(500);
    expect((await refused(call(learner, 'order/save', { id, type: 1, flashSaleId: upcoming.id }))).msg).toBe(
      '秒杀尚未开始',
    );

    // Opened now (as if its start had come), then stopped: 秒杀已结束.
    await db()
      .update(flashSales)
      .set({ startsAt: new Date(Date.now() - 1000) })
      .where(eq(flashSales.id, upcoming.id));
    const batch = await coupons.createBatch(editor, plainBatch({ name: '秒杀不可叠加' }));
    const coupon = await coupons.claim(learner, batch.batchId);
    const settled = await settle(learner, { id, type: 1, flashSaleId: upcoming.id });
    expect(settled).toMatchObject({ priceKind: 'flash', amount: 990, coupons: [], couponId: null });
    expect(settled.flashSale).toMatchObject({ state: 'running', remaining: 5 });
    expect(
      (
        await refused(
          call(learner, 'order/save', { id, type: 1, flashSaleId: upcoming.id, couponId: coupon.id }),
        )
      ).msg,
    ).toBe('秒杀商品不可使用优惠券');
    // Without the sale the coupon applies to the normal price as before.
    expect((await settle(learner, { id, type: 1 })).couponId).toBe(coupon.id);

    await ok(admin(editor, 'stop', { id: upcoming.id }));
    expect((await refused(call(learner, 'order/save', { id, type: 1, flashSaleId: upcoming.id }))).msg).toBe(
      '秒杀已结束',
    );
    expect(await productSale(learner, id)).toMatchObject({ state: 'ended', remaining: 0 });
    // A sale of another product is not this product's.
    const other = await createSale(saleOf(aCourse()));
    expect((await refused(call(learner, 'order/save', { id, type: 1, flashSaleId: other.id }))).msg).toBe(
      '该秒杀活动不属于此商品',
    );
  });
});

describe('units under contention', () => {
  it('50 concurrent buyers for 5 units: exactly 5 orders hold units, the rest are told 已抢光, no 5xx', async () => {
    const id = aCourse();
    const sale = await createSale(saleOf(id, { quantity: 5 }));
    const buyers = await learners(50);
    const answers = await Promise.all(
      buyers.map((buyer) => call(buyer, 'order/save', { id, type: 1, flashSaleId: sale.id })),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const won = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.body.data as OrderDetail);
    expect(won).toHaveLength(5);
    expect(won.every((order) => order.priceKind === 'flash' && order.amount === 990)).toBe(true);
    expect(
      new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.msg)),
    ).toEqual(new Set(['已抢光']));
    expect(await saleRow(sale.id)).toMatchObject({ held: 5, sold: 0 });
    const units = await db()
      .select()
      .from(flashSaleUnits)
      .where(and(eq(flashSaleUnits.saleId, sale.id), ne(flashSaleUnits.status, 'returned')));
    expect(units.map((unit) => unit.orderId).sort()).toEqual(won.map((order) => order.id).sort());
    const pending = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.productId, id), eq(orders.priceKind, 'flash'), eq(orders.status, 'pending')));
    expect(pending).toHaveLength(5);
    expect(await productSale(null, id)).toMatchObject({ state: 'soldOut', remaining: 0 });
    await coupons.balancedLedger(finance);
  });

  it('one learner racing 10 saves holds one unit, with one order', async () => {
    const id = aCourse();
    const sale = await createSale(saleOf(id, { quantity: 3 }));
    const learner = await freshLearner();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(learner, 'order/save', { id, type: 1, flashSaleId: sale.id })),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const ids = new Set(
      answers.filter((answer) => answer.status === 200).map((answer) => (answer.body.data as OrderDetail).id),
    );
    expect(ids.size).toBe(1);
    for (const answer of answers.filter((answer) => answer.status !== 200))
      expect(answer.body.msg).toBe('每人限购一件');
    expect(await saleRow(sale.id)).toMatchObject({ held: 1, sold: 0 });
    expect(await productSale(learner, id)).toMatchObject({ remaining: 2, mine: 'held' });
    // Saving again answers the same order: the learner's unit is theirs, not a second one.
    expect((await save(learner, { id, type: 1, flashSaleId: sale.id })).id).toBe([...ids][0]);
    expect(await saleRow(sale.id)).toMatchObject({ held: 1 });
  });

  it('an unpaid order that expires returns its unit once, and it is bought again, never past the quantity', async () => {
    const id = aCourse();
    const sale = await createSale(saleOf(id, { quantity: 2 }));
    const [first, second, third] = await learners(3);
    if (!first || !second || !third) throw new Error('learners missing');
    const firstOrder = await save(first, { id, type: 1, flashSaleId: sale.id });
    const secondOrder = await save(second, { id, type: 1, flashSaleId: sale.id });
    expect((await refused(call(third, 'order/save', { id, type: 1, flashSaleId: sale.id }))).msg).toBe(
      '已抢光',
    );

    await expireOrder(server, firstOrder.id);
    await closeExpiredOrders(db(), neverCheckedProvider);
    await closeExpiredOrders(db(), neverCheckedProvider);
    // A second return of the same order's unit finds nothing held: the count moves once.
    await db().transaction((tx) => returnFlashUnit(tx, firstOrder.id));
    expect(await saleRow(sale.id)).toMatchObject({ held: 1, sold: 0 });

    // The learner's own cancel returns it too.
    await ok(call(second, 'order/cancel', { id: secondOrder.id }));
    expect(await saleRow(sale.id)).toMatchObject({ held: 0 });

    const again = await Promise.all(
      [first, second, third].map((who) => call(who, 'order/save', { id, type: 1, flashSaleId: sale.id })),
    );
    expect(again.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(again.filter((answer) => answer.status !== 200).map((answer) => answer.body.msg)).toEqual([
      '已抢光',
    ]);
    const row = await saleRow(sale.id);
    expect(row.held + row.sold).toBe(2);
  });

  it('80 units over 64 stock rows, 100 concurrent buyers: exactly 80 orders hold units, the rows summing to the quantity', async () => {
    const id = aCourse();
    const sale = await createSale(saleOf(id, { quantity: 80 }));
    const stripes = await db().select().from(flashSaleStock).where(eq(flashSaleStock.saleId, sale.id));
    expect(stripes).toHaveLength(64);
    expect(stripes.reduce((sum, stripe) => sum + stripe.quantity, 0)).toBe(80);
    const answers = await Promise.all(
      (await learners(100)).map((buyer) => call(buyer, 'order/save', { id, type: 1, flashSaleId: sale.id })),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(80);
    expect(await saleRow(sale.id)).toMatchObject({ quantity: 80, held: 80, sold: 0 });
    expect(await productSale(null, id)).toMatchObject({ state: 'soldOut', remaining: 0 });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'a buyer finding every stock row with a unit left held by another buyer waits for it instead of being told 已抢光',
    async () => {
      const id = aCourse();
      // 128 units over 64 rows of 2: the first 126 buyers fill all but the last row.
      const sale = await createSale(saleOf(id, { quantity: 128 }));
      for (const buyer of await learners(126)) await save(buyer, { id, type: 1, flashSaleId: sale.id });
      const [waiter] = await learners(1);
      if (!waiter) throw new Error('learner missing');
      // A save in flight holds the last row (one unit of its two taken) while another buyer comes.
      let release = () => {};
      const holding = db().transaction(async (tx) => {
        await takeFlashStock(tx, sale.id);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const waiting = call(waiter, 'order/save', { id, type: 1, flashSaleId: sale.id });
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await holding;
      expect((await waiting).status).toBe(200);
      expect(await saleRow(sale.id)).toMatchObject({ quantity: 128, held: 128 });
    },
  );

  it('a paid order moves its unit to sold; a refund does not return it; the ledger balances', async () => {
    const id = aCourse();
    const sale = await createSale(saleOf(id, { quantity: 2 }));
    const learner = await freshLearner();
    const order = await buyInSandbox(server, learner, { id, type: 1, flashSaleId: sale.id });
    expect(await saleRow(sale.id)).toMatchObject({ held: 0, sold: 1 });
    const [unit] = await db().select().from(flashSaleUnits).where(eq(flashSaleUnits.orderId, order.id));
    expect(unit?.status).toBe('sold');
    const report = await coupons.balancedLedger(finance);
    expect(report.accounts.find((account) => account.account === 'sales')?.balance).toBeLessThanOrEqual(-990);

    const refund = await server.post(
      '/api/admin/order/refund',
      { orderId: order.id, refundNo: `RF${Date.now()}`, amount: 990, reason: '整单退款' },
      { headers: finance.headers },
    );
    expect(refund.body.code).toBe('00000');
    expect(await saleRow(sale.id)).toMatchObject({ held: 0, sold: 1 });
    // The refunded learner has had their one: buying again is refused.
    expect((await refused(call(learner, 'order/save', { id, type: 1, flashSaleId: sale.id }))).msg).toBe(
      '每人限购一件',
    );
    await coupons.balancedLedger(finance);
  });
});
