import type { OrderDetail, Page } from '@zhixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProviderCheck } from '../src/modules/orders/index.js';
import { closeExpiredOrders, EXPIRY_SWEEP_QUEUE } from '../src/modules/orders/order-expiry.js';
import { confirmAssistedPayment } from '../src/modules/payments/index.js';
import { formatChinaTime } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithAccount, loginWithCode, phoneNumbers } from './login-helpers.js';
import { expireOrder, orderApi, payInSandbox, pickPlainCourse } from './orders-support.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1341100');
const { courses, orders, userCourses, trainingTerms, trainingUsers } = tables;
const api = orderApi(server);
const { call, ok, refused, settle, save, detail } = api;
const db = () => server.database.db;

const freshLearner = () => loginWithCode(server, freshPhone());
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

interface Picks {
  paid: number;
  memberPrice: number;
  memberFree: number;
  vipOnly: number;
  free: number;
}
const picks: Picks = { paid: 0, memberPrice: 0, memberFree: 0, vipOnly: 0, free: 0 };
let member: LoggedIn;

beforeAll(async () => {
  const taken: number[] = [];
  const pick = async (where: ReturnType<typeof sql>) => {
    const id = await pickPlainCourse(server, where, taken);
    taken.push(id);
    return id;
  };
  picks.paid = await pick(sql`${courses.charge} = 1 and ${courses.vip} = 0`);
  picks.memberPrice = await pick(
    sql`${courses.charge} = 1 and ${courses.vip} = 1 and ${courses.vipCharge} = 1`,
  );
  picks.memberFree = await pick(
    sql`${courses.charge} = 1 and ${courses.vip} = 1 and ${courses.vipCharge} = 0`,
  );
  picks.vipOnly = await pick(sql`${courses.charge} = 2`);
  picks.free = await pick(sql`${courses.charge} = 0`);
  member = await loginWithAccount(server, '13800000001', 'Zhixue@2026');
});

const courseRow = async (id: number) => {
  const [row] = await db().select().from(courses).where(eq(courses.id, id));
  if (!row) throw new Error(`course ${id} missing`);
  return row;
};

describe('order/settle', () => {
  it('prices a paid course at its price, with the member price as a hint for a non-member', async () => {
    const learner = await freshLearner();
    const course = await courseRow(picks.memberPrice);
    const settled = await settle(learner, { id: String(course.id), type: '1' });
    expect(settled).toMatchObject({
      type: 1,
      id: course.id,
      name: course.name,
      linePrice: course.linePrice,
      price: course.price,
      vipPrice: course.vipPrice,
      isVip: 0,
      priceKind: 'price',
      amount: course.price,
      payable: true,
      activity: null,
    });
  });

  it('gives a member the member price, and a member-free course at 0 that cannot be bought', async () => {
    const course = await courseRow(picks.memberPrice);
    expect(await settle(member, { id: course.id, type: 1 })).toMatchObject({
      isVip: 1,
      priceKind: 'vip',
      amount: course.vipPrice,
    });
    expect(await settle(member, { id: picks.memberFree, type: 1 })).toMatchObject({
      priceKind: 'memberFree',
      amount: 0,
      payable: false,
    });
    expect(await refused(call(member, 'order/save', { id: picks.memberFree, type: 1 }))).toEqual({
      code: 'A0409',
      msg: '会员可免费学习，无需购买',
    });
    expect((await settle(member, { id: picks.vipOnly, type: 1 })).priceKind).toBe('memberFree');
  });

  it('applies a running activity price, whatever activityId the client sends', async () => {
    const learner = await freshLearner();
    // Seed: course 2 is in the running 知学学习节 at ¥149 (and in last year's 双11 at ¥99, long over).
    const settled = await settle(learner, { id: 2, type: 1, activityId: 2 });
    expect(settled.priceKind).toBe('activity');
    expect(settled.amount).toBe(14_900);
    expect(settled.activity).toMatchObject({ activityId: 1, activityPrice: 14_900 });
    expect(settled.activity?.endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('stops applying the activity price once the activity ended', async () => {
    const learner = await freshLearner();
    // Bundle 103 is in the running activity too; end that activity a moment ago for this test.
    await db().execute(sql`update activities set end_at = now() - interval '1 second' where id = 1`);
    try {
      const settled = await settle(learner, { id: 103, type: 2 });
      expect(settled.priceKind).toBe('price');
      expect(settled.activity).toBeNull();
    } finally {
      await db().execute(sql`update activities set end_at = now() + interval '30 days' where id = 1`);
    }
  });

  it('refuses what is not for sale, with a message to show', async () => {
    const learner = await freshLearner();
    expect(await refused(call(learner, 'order/settle', { id: picks.free, type: 1 }))).toEqual({
      code: 'A0400',
      msg: '免费课程无需购买，可直接学习',
    });
    expect(await refused(call(learner, 'order/settle', { id: picks.vipOnly, type: 1 }))).toEqual({
      code: 'A0400',
      msg: '该课程为会员专享，开通会员即可学习',
    });
    // A bundle id as a single course, and an unknown id, are not found.
    expect((await refused(call(learner, 'order/settle', { id: 101, type: 1 }))).code).toBe('A0404');
    expect((await refused(call(learner, 'order/settle', { id: 99_999, type: 1 }))).code).toBe('A0404');
    expect((await refused(call(learner, 'order/settle', { id: 999, type: 9 }))).code).toBe('A0404');
  });

  it.each([
    ['a type outside 1, 2, 8, 9', { id: 1, type: 3 }],
    ['a text type', { id: 1, type: 'course' }],
    ['a negative id', { id: -1, type: 1 }],
    ['a zero id', { id: 0, type: 1 }],
    ['an absurd id', { id: 2 ** 40, type: 1 }],
    ['a fractional id', { id: 1.5, type: 1 }],
    ['a term for a course', { id: 1, type: 1, trainId: 11 }],
    ['no id', { type: 1 }],
    ['an array', [1, 1]],
  ])('refuses %s as a bad parameter', async (_, body) => {
    const learner = await freshLearner();
    for (const path of ['order/settle', 'order/save']) {
      expect((await refused(call(learner, path, body))).code).toBe('A0400');
    }
  });

  it('needs a login', async () => {
    expect((await refused(call(null, 'order/settle', { id: 1, type: 1 }))).code).toBe('A0313');
  });
});

describe('order/save', () => {
  it('snapshots the product and the server price, ignoring a price sent by the client', async () => {
    const learner = await freshLearner();
    const course = await courseRow(picks.paid);
    const order = await save(learner, { id: course.id, type: 1, price: 1, amount: 1, vipPrice: 0 });
    expect(order).toMatchObject({
      type: 1,
      productId: course.id,
      name: course.name,
      picCover: course.picCover,
      linePrice: course.linePrice,
      price: course.price,
      amount: course.price,
      priceKind: 'price',
      status: 'pending',
      payChannel: null,
      canPay: true,
      canCancel: true,
    });
    expect(order.orderNo).toMatch(/^\d{22}$/);
    expect(order.remainingSeconds).toBeGreaterThan(29 * 60);
    // A later price change does not alter the order.
    await db()
      .update(courses)
      .set({ name: `${course.name}（新版）` })
      .where(eq(courses.id, course.id));
    try {
      expect((await detail(learner, order.id)).name).toBe(course.name);
    } finally {
      await db().update(courses).set({ name: course.name }).where(eq(courses.id, course.id));
    }
  });

  it('answers the same pending order to a second save, and under concurrent saves keeps one', async () => {
    const learner = await freshLearner();
    const first = await save(learner, { id: picks.paid, type: 1 });
    const again = await save(learner, { id: picks.paid, type: 1 });
    expect(again.id).toBe(first.id);

    const other = await freshLearner();
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => call(other, 'order/save', { id: picks.memberPrice, type: 1 })),
    );
    const ids = new Set(racing.map((answer) => (answer.body.data as OrderDetail).id));
    expect(ids.size).toBe(1);
    const [pending] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, other.userId), eq(orders.status, 'pending')));
    expect(pending?.n).toBe(1);
  });

  it('replaces a pending order once it expired', async () => {
    const learner = await freshLearner();
    const first = await save(learner, { id: picks.paid, type: 1 });
    await expireOrder(server, first.id);
    const second = await save(learner, { id: picks.paid, type: 1 });
    expect(second.id).not.toBe(first.id);
    expect((await detail(learner, first.id)).status).toBe('closed');
  });

  it('gives unique order numbers, sortable by time, however many save at once', async () => {
    const learner = await freshLearner();
    const made = await Promise.all(
      [picks.paid, picks.memberPrice, 2, 101].map((id, i) => save(learner, { id, type: i === 3 ? 2 : 1 })),
    );
    const learners = await Promise.all(Array.from({ length: 12 }, () => freshLearner()));
    made.push(...(await Promise.all(learners.map((each) => save(each, { id: picks.paid, type: 1 })))));
    const numbers = made.map((order) => order.orderNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    // The China time of the save, then 8 digits: 22 characters, within the providers' 32.
    const stamp = (at: number) => formatChinaTime(at).replace(/\D/g, '').slice(0, 12);
    for (const number of numbers) {
      expect(number).toMatch(/^\d{22}$/);
      expect([stamp(Date.now()), stamp(Date.now() - 60_000)]).toContain(number.slice(0, 12));
    }
  });

  it('draws the next number when the drawn one is taken (its sequence set back)', async () => {
    const first = await save(await freshLearner(), { id: picks.paid, type: 1 });
    const sequenceValue = async () =>
      Number(
        (
          (await db().execute(sql`select last_value from order_no_seq`)) as unknown as {
            rows: { last_value: string }[];
          }
        ).rows[0]?.last_value,
      );
    const drawn = await sequenceValue();
    // The next save draws `first`'s digits again; numbers with them for this second and the next
    // are taken, so its first draw meets the unique index whichever second it lands in.
    const [row] = await db().select().from(orders).where(eq(orders.orderNo, first.orderNo));
    if (!row) throw new Error('the first order is missing');
    const { id: _id, ...copy } = row;
    const digits = first.orderNo.slice(14);
    const taken = [Date.now(), Date.now() + 1_000].map(
      (at) => `${formatChinaTime(at).replace(/\D/g, '')}${digits}`,
    );
    for (const orderNo of taken.filter((number) => number !== first.orderNo)) {
      await db()
        .insert(orders)
        .values({ ...copy, orderNo, status: 'closed' });
    }
    await db().execute(sql`select setval('order_no_seq', ${drawn - 1})`);

    const second = await save(await freshLearner(), { id: picks.paid, type: 1 });
    expect([first.orderNo, ...taken]).not.toContain(second.orderNo);
    expect(await sequenceValue(), 'a second draw was needed').toBe(drawn + 1);
  });
});

describe('order/detail, detail1, list, cancel', () => {
  let owner: LoggedIn;
  let stranger: LoggedIn;
  let order: OrderDetail;

  beforeAll(async () => {
    owner = await freshLearner();
    stranger = await freshLearner();
    order = await save(owner, { id: picks.paid, type: 1 });
  });

  it('shows the owner their order by id and by number', async () => {
    expect((await detail(owner, order.id)).orderNo).toBe(order.orderNo);
    const byNo = await ok<OrderDetail>(call(owner, 'order/detail1', { orderNo: order.orderNo }));
    expect(byNo.id).toBe(order.id);
  });

  it("answers another learner's order as not found, whatever the call", async () => {
    for (const [path, body] of [
      ['order/detail', { id: order.id }],
      ['order/detail1', { orderNo: order.orderNo }],
      ['order/cancel', { id: order.id }],
      ['pay/wx', { id: order.id }],
      ['pay/ali/pc', { id: order.id }],
      ['pay/peiban', { id: order.id }],
    ] as const) {
      expect(await refused(call(stranger, path, body))).toEqual({ code: 'A0404', msg: '订单不存在' });
    }
    expect((await detail(owner, order.id)).status).toBe('pending');
  });

  it('refuses a malformed order number', async () => {
    expect((await refused(call(owner, 'order/detail1', { orderNo: "1' or '1'='1" }))).code).toBe('A0400');
  });

  it('lists the learner’s orders newest first, by status, in pages', async () => {
    const learner = await freshLearner();
    const a = await save(learner, { id: picks.paid, type: 1 });
    const b = await save(learner, { id: picks.memberPrice, type: 1 });
    await ok(call(learner, 'order/cancel', { id: a.id }));
    const all = await ok<Page<OrderDetail>>(call(learner, 'order/list', { pageSize: 1 }));
    expect(all.total).toBe(2);
    expect(all.list.map((o) => o.id)).toEqual([b.id]);
    const cancelled = await ok<Page<OrderDetail>>(call(learner, 'order/list', { status: 'cancelled' }));
    expect(cancelled.list.map((o) => o.id)).toEqual([a.id]);
    expect((await refused(call(learner, 'order/list', { status: 'lost' }))).code).toBe('A0400');
  });

  it('cancels a pending order once; a cancelled order cannot be paid', async () => {
    const learner = await freshLearner();
    const mine = await save(learner, { id: picks.paid, type: 1 });
    const cancelled = await ok<OrderDetail>(call(learner, 'order/cancel', { id: mine.id }));
    expect(cancelled).toMatchObject({ status: 'cancelled', canPay: false, canCancel: false });
    expect(await refused(call(learner, 'order/cancel', { id: mine.id }))).toEqual({
      code: 'A0409',
      msg: '订单已取消',
    });
    expect(await refused(call(learner, 'pay/wx', { id: mine.id }))).toEqual({
      code: 'A0409',
      msg: '订单已取消，请重新下单',
    });
  });

  it('closes an unpaid order past its time on read, and refuses to pay it', async () => {
    const learner = await freshLearner();
    const mine = await save(learner, { id: picks.paid, type: 1 });
    await expireOrder(server, mine.id);
    expect(await detail(learner, mine.id)).toMatchObject({
      status: 'closed',
      canPay: false,
      remainingSeconds: 0,
    });
    expect(await refused(call(learner, 'pay/ali/pc', { id: mine.id }))).toEqual({
      code: 'A0409',
      msg: '订单已超时关闭，请重新下单',
    });
  });

  it('closes expired orders nobody reads in the periodic sweep', async () => {
    const learner = await freshLearner();
    const mine = await save(learner, { id: picks.memberPrice, type: 1 });
    await expireOrder(server, mine.id);
    const neverAsked: ProviderCheck = async () => 'unknown';
    expect(await closeExpiredOrders(db(), neverAsked)).toBeGreaterThan(0);
    const [row] = await db().select().from(orders).where(eq(orders.id, mine.id));
    expect(row?.status).toBe('closed');
  });

  it('closes an expired order nobody reads in the sweep job of the job queue', async () => {
    const learner = await freshLearner();
    const mine = await save(learner, { id: picks.paid, type: 1 });
    await expireOrder(server, mine.id);
    // The schedule sends a sweep each minute; this one is sent now (or the sweep already waiting runs).
    await server.jobs.send(EXPIRY_SWEEP_QUEUE, {});
    await vi.waitFor(
      async () => {
        const [row] = await db().select().from(orders).where(eq(orders.id, mine.id));
        expect(row?.status).toBe('closed');
      },
      { timeout: 15_000, interval: 100 },
    );
    // The sweep's job is marked completed just after its statement closed the order: waited for too.
    await vi.waitFor(
      async () => {
        const sweeps = await server.jobs.list({ queue: EXPIRY_SWEEP_QUEUE, state: 'completed' });
        expect(sweeps.map((sweep) => sweep.output)).toContainEqual({ examined: expect.any(Number) });
        expect(sweeps.some((sweep) => (sweep.output as { examined: number }).examined > 0)).toBe(true);
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('closes an expired order in the list too', async () => {
    const learner = await freshLearner();
    const mine = await save(learner, { id: picks.paid, type: 1 });
    await expireOrder(server, mine.id);
    const page = await ok<Page<OrderDetail>>(call(learner, 'order/list', {}));
    expect(page.list[0]).toMatchObject({ id: mine.id, status: 'closed' });
  });
});

describe('buying with the sandbox provider', () => {
  it('buys a course: paid, bought, and refused a second time', async () => {
    const learner = await freshLearner();
    const order = await save(learner, { id: picks.paid, type: 1 });
    const { codeUrl, amount } = await ok<{ codeUrl: string; amount: number }>(
      call(learner, 'pay/wx', { id: order.id }),
    );
    expect(amount).toBe(order.amount);
    expect(codeUrl).toBe(`/dev/pay/sandbox/${order.orderNo}`);
    expect((await payInSandbox(server, codeUrl)).status).toBe(200);

    const paid = await detail(learner, order.id);
    expect(paid).toMatchObject({ status: 'paid', payChannel: 'wx', canPay: false, canCancel: false });
    expect(paid.paidAt).not.toBeNull();
    expect((await api.courseDetail(learner, picks.paid)).buy).toBe(1);
    for (const path of ['order/settle', 'order/save']) {
      expect(await refused(call(learner, path, { id: picks.paid, type: 1 }))).toEqual({
        code: 'A0409',
        msg: '您已购买该课程，可直接学习',
      });
    }
    expect(await refused(call(learner, 'order/cancel', { id: order.id }))).toEqual({
      code: 'A0409',
      msg: '订单已支付，无法取消',
    });
    expect(await refused(call(learner, 'pay/wx', { id: order.id }))).toEqual({
      code: 'A0409',
      msg: '订单已支付，请勿重复支付',
    });
  });

  it('buys a bundle through Alipay’s sandbox page; its courses open, buying one is refused', async () => {
    const learner = await freshLearner();
    const order = await save(learner, { id: 102, type: 2 });
    const { payUrl } = await ok<{ payUrl: string }>(call(learner, 'pay/ali/pc', { id: order.id }));
    const confirmed = await payInSandbox(server, payUrl);
    expect(await confirmed.text()).toContain(`/order/102?type=2&amp;orderNo=${order.orderNo}`);
    expect((await detail(learner, order.id)).status).toBe('paid');
    const [inBundle] = (
      (await db().execute(sql`select bc.course_id as id from bundle_courses bc
        join bundle_groups g on g.id = bc.group_id where g.bundle_id = 102 limit 1`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    const courseId = Number(inBundle?.id);
    expect((await api.courseDetail(learner, courseId)).canStudy).toBe(true);
    for (const path of ['order/settle', 'order/save']) {
      expect(await refused(call(learner, path, { id: courseId, type: 1 }))).toEqual({
        code: 'A0409',
        msg: '您已购买包含该课程的套餐，可直接学习',
      });
    }
  });

  it('buys a membership plan: VIP from now, then member prices; buying again extends it', async () => {
    const learner = await freshLearner();
    const course = await courseRow(picks.memberPrice);
    const plan = await settle(learner, { id: 1, type: '9' });
    expect(plan).toMatchObject({ type: 9, vipDays: 31, priceKind: 'price', amount: 4_900 });

    const buy = async () => {
      const order = await save(learner, { id: 1, type: 9 });
      const { codeUrl } = await ok<{ codeUrl: string }>(call(learner, 'pay/wx', { id: order.id }));
      await payInSandbox(server, codeUrl);
      return detail(learner, order.id);
    };
    const first = await buy();
    expect(first.status).toBe('paid');
    const expiry = Date.parse(first.vipExpiresAt ?? '');
    expect(expiry - Date.now()).toBeGreaterThan(30.9 * 86_400_000);
    // The session sees the membership at once.
    expect(await settle(learner, { id: course.id, type: 1 })).toMatchObject({ isVip: 1, priceKind: 'vip' });
    expect((await api.courseDetail(learner, picks.memberFree)).canStudy).toBe(true);

    const second = await buy();
    expect(Date.parse(second.vipExpiresAt ?? '') - expiry).toBeGreaterThan(30.9 * 86_400_000);
  });

  it('enrols in a camp term: trainingUserId, then 你已报名本期训练营', async () => {
    const learner = await freshLearner();
    const [term] = await db().select().from(trainingTerms).where(eq(trainingTerms.trainingId, 1)).limit(1);
    if (!term) throw new Error('camp 1 has no term');
    const settled = await settle(learner, { id: '1', type: '8', trainId: String(term.id) });
    expect(settled).toMatchObject({ type: 8, trainId: term.id, termName: term.name, vipPrice: null });

    const order = await save(learner, { id: 1, type: 8, trainId: term.id });
    expect(order).toMatchObject({ trainId: term.id, termName: term.name });
    const { codeUrl } = await ok<{ codeUrl: string }>(call(learner, 'pay/wx', { id: order.id }));
    await payInSandbox(server, codeUrl);
    const paid = await detail(learner, order.id);
    const [enrolment] = await db()
      .select()
      .from(trainingUsers)
      .where(and(eq(trainingUsers.userId, learner.userId), eq(trainingUsers.termId, term.id)));
    expect(paid.trainingUserId).toBe(enrolment?.id);
    expect(enrolment?.orderId).toBe(order.id);
    expect(await refused(call(learner, 'order/settle', { id: 1, type: 8, trainId: term.id }))).toEqual({
      code: 'A0409',
      msg: '你已报名本期训练营，快去学习吧',
    });
  });

  it('enrols in an offline camp, which has no terms', async () => {
    const learner = await freshLearner();
    const settled = await settle(learner, { id: 12, type: 8 });
    expect(settled).toMatchObject({ type: 8, id: 12, trainId: null, termName: null, priceKind: 'price' });
    const order = await save(learner, { id: 12, type: 8 });
    const { codeUrl } = await ok<{ codeUrl: string }>(call(learner, 'pay/wx', { id: order.id }));
    await payInSandbox(server, codeUrl);
    expect((await detail(learner, order.id)).trainingUserId).toEqual(expect.any(Number));
    expect(await refused(call(learner, 'order/settle', { id: 12, type: 8 }))).toEqual({
      code: 'A0409',
      msg: '你已报名该训练营',
    });
  });

  it('refuses a full term and a term whose enrolment ended', async () => {
    const learner = await freshLearner();
    const [term] = await db().select().from(trainingTerms).where(eq(trainingTerms.trainingId, 3)).limit(1);
    if (!term) throw new Error('camp 3 has no term');
    const target = { id: 3, type: 8, trainId: term.id };
    await db().update(trainingTerms).set({ capacity: 0 }).where(eq(trainingTerms.id, term.id));
    expect((await refused(call(learner, 'order/settle', target))).msg).toBe('本期训练营名额已满');
    await db()
      .update(trainingTerms)
      .set({ capacity: term.capacity, enrollStartDate: '2019-12-01', enrollEndDate: '2020-01-01' })
      .where(eq(trainingTerms.id, term.id));
    expect((await refused(call(learner, 'order/save', target))).msg).toBe('本期训练营报名已截止');
    await db()
      .update(trainingTerms)
      .set({ enrollStartDate: term.enrollStartDate, enrollEndDate: term.enrollEndDate })
      .where(eq(trainingTerms.id, term.id));
    expect((await settle(learner, target)).amount).toBeGreaterThan(0);
  });

  it('refuses camp orders that cannot be taken', async () => {
    const learner = await freshLearner();
    const cases: Array<[object, string]> = [
      [{ id: 1, type: 8 }, '请选择训练营期次'],
      [{ id: 1, type: 8, trainId: 21 }, '该期训练营不存在'],
      [{ id: 2, type: 8, trainId: 21 }, '该训练营需咨询报名，请联系客服'],
      [{ id: 21, type: 8 }, '体验营免费参加，无需购买'],
      [{ id: 12, type: 8, trainId: 11 }, '线下训练营无需选择期次'],
      [{ id: 99, type: 8, trainId: 11 }, '训练营不存在'],
    ];
    for (const [target, msg] of cases) {
      expect((await refused(call(learner, 'order/settle', target))).msg).toBe(msg);
    }
  });

  it('takes an assisted payment: awaiting confirmation for days, then confirmed by an operator', async () => {
    const learner = await freshLearner();
    const order = await save(learner, { id: picks.memberPrice, type: 1 });
    const answer = await ok<{ payee: { account: string }; expireTime: string; amount: number }>(
      call(learner, 'pay/peiban', { id: order.id }),
    );
    expect(answer.amount).toBe(order.amount);
    expect(answer.payee.account).not.toBe('');
    const waiting = await detail(learner, order.id);
    expect(waiting).toMatchObject({ status: 'pending', payChannel: 'peiban', awaitingConfirmation: 1 });
    expect(waiting.remainingSeconds).toBeGreaterThan(6 * 86_400);
    // A day later the learner reloads the order page: asking for the payee again keeps the deadline.
    await db()
      .update(orders)
      .set({ expiresAt: sql`${orders.expiresAt} - interval '1 day'` })
      .where(eq(orders.id, order.id));
    await ok(call(learner, 'pay/peiban', { id: order.id }));
    const reloaded = await detail(learner, order.id);
    expect(reloaded.remainingSeconds).toBeLessThan(6 * 86_400 + 60);
    const owned = async () => {
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(userCourses)
        .where(eq(userCourses.userId, learner.userId));
      return row?.n;
    };
    expect(await owned()).toBe(0);

    const operator = { db: db(), log: quietLog, forgetUser: async () => {} };
    expect(await confirmAssistedPayment(operator, '20990101000000000000', 'BANK-1')).toBe('unknown order');
    const confirmed = await confirmAssistedPayment(operator, order.orderNo, 'BANK-20261121-0001');
    expect(confirmed).toEqual({ accepted: true, outcome: 'fulfilled' });
    expect(await confirmAssistedPayment(operator, order.orderNo, 'BANK-20261121-0001')).toEqual({
      accepted: true,
      outcome: 'duplicate',
    });
    expect(await detail(learner, order.id)).toMatchObject({ status: 'paid', awaitingConfirmation: 0 });
    expect(await owned()).toBe(1);
  });

  it('does not let an operator confirm an order that never asked for assisted payment', async () => {
    const learner = await freshLearner();
    const order = await save(learner, { id: picks.paid, type: 1 });
    const operator = { db: db(), log: quietLog, forgetUser: async () => {} };
    expect(await confirmAssistedPayment(operator, order.orderNo, 'BANK-2')).toBe(
      'not awaiting assisted payment',
    );
    expect((await detail(learner, order.id)).status).toBe('pending');
  });
});
