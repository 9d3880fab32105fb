import { randomUUID } from 'node:crypto';
import type { adminDashboard, DashboardPeriod, ResponseOf } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mendDays } from '../src/modules/analytics/index.js';
import { measureDays } from '../src/modules/dashboard/measure-days.js';
import { periodsOf } from '../src/modules/dashboard/periods.js';
import { ROLL_UP_QUEUE, rollUp } from '../src/modules/dashboard/roll-up.js';
import { formatChinaDate } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import { couponApi, plainBatch } from './coupons-support.js';
import {
  type ApiClient,
  serverForThisFile,
  startTestServer,
  type TestServer,
  testDatabase,
} from './harness.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { buyInSandbox, insertOrder, orderApi, pickPlainCourse } from './orders-support.js';

/**
 * The console's dashboard: figures kept by roll-ups (counted as orders are placed and paid and as
 * pages are viewed, mended by the roll-up job), compared with the period before, and the queues of
 * the screens each role may open.
 */
const server = serverForThisFile();
const db = () => server.database.db;
const freshPhone = phoneNumbers('1346600');

type Dashboard = ResponseOf<typeof adminDashboard>;

let finance: SignedInOperator;
let courseId = 0;
beforeAll(async () => {
  finance = await signInAs(server, 'finance');
  courseId = await pickPlainCourse(server, sql`charge = 1 and vip = 0`);
  // A fresh count: the views do not ask for a roll-up of their own mid-test (see the last figures test).
  await rollUp(db());
});

async function dashboardOf(who: SignedInOperator, on: ApiClient = server): Promise<Dashboard> {
  const answer = await on.post('/api/admin/dashboard/overview', {}, { headers: who.headers });
  if (answer.body.code !== '00000') throw new Error(`dashboard: ${answer.body.reason} ${answer.body.msg}`);
  return answer.body.data as Dashboard;
}

const figuresOf = async (who: SignedInOperator) => {
  const { figures } = await dashboardOf(who);
  if (!figures) throw new Error(`${who.account} sees no figures`);
  return figures;
};

/** What a period's orders brought, apart from its new learners (whom the mending finds as well). */
const money = ({ paidOrders, paidAmount }: DashboardPeriod) => ({ paidOrders, paidAmount });

const report = (on: ApiClient, visitorId: string, address = '198.51.100.7') =>
  on.post('/api/front/visit/report', { visitorId }, { headers: { 'x-forwarded-for': address } });

describe('the business figures', () => {
  it('count an order paid today in today, this month, the last day of the chart and the funnel', async () => {
    const before = await figuresOf(finance);
    const learner = await loginWithCode(server, freshPhone());
    const order = await buyInSandbox(server, learner, { id: courseId, type: 1 });
    expect(order.amount).toBeGreaterThan(0);
    const after = await figuresOf(finance);
    const plus = (figure: { paidOrders: number; paidAmount: number }) => ({
      paidOrders: figure.paidOrders + 1,
      paidAmount: figure.paidAmount + order.amount,
    });
    expect(after.today).toMatchObject(plus(before.today));
    expect(after.month).toMatchObject(plus(before.month));
    expect(after.days.at(-1)).toMatchObject(plus(before.days.at(-1) ?? { paidOrders: 0, paidAmount: 0 }));
    expect(after.funnel).toMatchObject({
      placedOrders: before.funnel.placedOrders + 1,
      paidOrders: before.funnel.paidOrders + 1,
    });
    expect(after.yesterday).toEqual(before.yesterday);
  });

  it('show the demo’s order history in the chart from the first roll-up, whatever day it is seeded', async () => {
    // seed/order-history.ts: paid orders on the days from 29 to 2 days back, none yesterday or today.
    const { days } = await figuresOf(finance);
    const paidDays = days.filter((day) => day.paidOrders > 0 && day.paidAmount > 0);
    expect(paidDays.length).toBeGreaterThanOrEqual(20);
    const [seeded] = await db()
      .select({ orders: sql<number>`count(*)::int`, amount: sql<number>`sum(${tables.orders.amount})::int` })
      .from(tables.orders)
      .where(sql`${tables.orders.paidAt} < now() - interval '1 day' and ${tables.orders.status} = 'paid'`);
    expect(seeded?.orders).toBeGreaterThanOrEqual(40);
    // What each seeded order brought is in the ledger as a payment at its channel.
    const [ledger] = await db()
      .select({ amount: sql<number>`sum(${tables.ledgerEntries.amount})::int` })
      .from(tables.ledgerEntries)
      .innerJoin(tables.orders, sql`${tables.orders.id} = ${tables.ledgerEntries.orderId}`)
      .where(
        sql`${tables.ledgerEntries.kind} = 'payment' and ${tables.orders.paidAt} < now() - interval '1 day'`,
      );
    expect(ledger?.amount).toBe(seeded?.amount);
  });

  it('count an order placed and not paid in the funnel’s orders placed only', async () => {
    const before = await figuresOf(finance);
    const learner = await loginWithCode(server, freshPhone());
    await orderApi(server).save(learner, { id: courseId, type: 1 });
    const after = await figuresOf(finance);
    expect(after.funnel.placedOrders).toBe(before.funnel.placedOrders + 1);
    expect(after.funnel.paidOrders).toBe(before.funnel.paidOrders);
    expect(after.today).toEqual(before.today);
  });

  it('count the paid orders a coupon, a group or a flash sale priced, as they are paid and when mended', async () => {
    const before = await figuresOf(finance);
    const coupons = couponApi(server);
    const { batchId } = await coupons.createBatch(await signInAs(server, 'content_editor'), plainBatch());
    const learner = await loginWithCode(server, freshPhone());
    const coupon = await coupons.claim(learner, batchId);
    await buyInSandbox(server, learner, { id: courseId, type: 1, couponId: coupon.id });
    const counted = await figuresOf(finance);
    expect(counted.funnel).toMatchObject({
      paidOrders: before.funnel.paidOrders + 1,
      couponOrders: before.funnel.couponOrders + 1,
      groupOrders: before.funnel.groupOrders,
      flashOrders: before.funnel.flashOrders,
    });

    // A group and a flash-sale order the counting missed: the mending finds them by their price kind.
    for (const priceKind of ['group', 'flash']) {
      const id = await insertOrder(server, learner.userId, 'paid', 3_300);
      await db().execute(sql`update ${tables.orders} set price_kind = ${priceKind} where id = ${id}`);
    }
    const today = formatChinaDate(Date.now());
    await mendDays(db(), today, today, measureDays);
    expect((await figuresOf(finance)).funnel).toMatchObject({
      paidOrders: counted.funnel.paidOrders + 2,
      couponOrders: counted.funnel.couponOrders,
      groupOrders: counted.funnel.groupOrders + 1,
      flashOrders: counted.funnel.flashOrders + 1,
    });
  });

  it('compare with yesterday and the same days of last month, from the roll-ups, not the orders', async () => {
    await rollUp(db());
    const before = await figuresOf(finance);
    const today = before.days.at(-1)?.day ?? '';
    expect(today).toBe(formatChinaDate(Date.now()));
    const periods = periodsOf(today);
    const learner = await loginWithCode(server, freshPhone());
    // Orders written past the counting (as a crash between two writes could leave them): the view
    // does not see them, since it reads the roll-ups only; mending the days finds them.
    const backdate = async (amount: number, day: string) => {
      const id = await insertOrder(server, learner.userId, 'paid', amount);
      const noon = new Date(`${day}T12:00:00+08:00`);
      await db().execute(
        sql`update ${tables.orders} set created_at = ${noon}, paid_at = ${noon} where id = ${id}`,
      );
    };
    await backdate(1_100, periods.yesterday);
    await backdate(2_300, periods.lastMonthFrom);
    expect(await figuresOf(finance)).toEqual(before);

    await mendDays(db(), periods.lastMonthFrom, today, measureDays);
    const after = await figuresOf(finance);
    expect(after.yesterday).toMatchObject({
      paidOrders: before.yesterday.paidOrders + 1,
      paidAmount: before.yesterday.paidAmount + 1_100,
    });
    expect(after.lastMonth).toMatchObject({
      paidOrders: before.lastMonth.paidOrders + 1,
      paidAmount: before.lastMonth.paidAmount + 2_300,
    });
    // Today's orders stay as counted (the new learner of this test is today's too, found by the mending).
    expect(money(after.today)).toEqual(money(before.today));
  });

  it('mend a count lost from the roll-ups in the roll-up job of the job queue', async () => {
    const learner = await loginWithCode(server, freshPhone());
    await buyInSandbox(server, learner, { id: courseId, type: 1 });
    const counted = await figuresOf(finance);
    const today = formatChinaDate(Date.now());
    await db().execute(
      sql`update ${tables.analyticsDays} set paid_orders = 0, paid_amount = 0 where day = ${today}`,
    );
    expect((await figuresOf(finance)).today.paidOrders).toBe(0);
    // The schedule sends one every 5 minutes; this one is sent now.
    await server.jobs.send(ROLL_UP_QUEUE, {});
    await vi.waitFor(
      async () => expect(money((await figuresOf(finance)).today)).toEqual(money(counted.today)),
      {
        timeout: 15_000,
        interval: 200,
      },
    );
    expect((await figuresOf(finance)).funnel.countedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('count the funnel’s learners who played a free course, and new learners, in the roll-up', async () => {
    const before = await figuresOf(finance);
    const learner = await loginWithCode(server, freshPhone());
    const [free] = await db()
      .select({ id: tables.courses.id })
      .from(tables.courses)
      .where(sql`${tables.courses.charge} = 0`)
      .limit(1);
    if (!free) throw new Error('the seed has no free course');
    await db().insert(tables.courseStudy).values({ userId: learner.userId, courseId: free.id });
    await rollUp(db());
    const after = await figuresOf(finance);
    expect(after.funnel.trialLearners).toBeGreaterThanOrEqual(before.funnel.trialLearners + 1);
    expect(after.today.newLearners).toBeGreaterThanOrEqual(before.today.newLearners + 1);
  });

  it('ask for a roll-up when the funnel’s people were never counted, and show the count soon after', async () => {
    await db().delete(tables.analyticsFunnels);
    expect((await figuresOf(finance)).funnel.countedAt).toBeNull();
    await vi.waitFor(async () => expect((await figuresOf(finance)).funnel.countedAt).not.toBeNull(), {
      timeout: 15_000,
      interval: 200,
    });
  });
});

describe('the page-view beacon', () => {
  it('counts a visitor once a day however many pages they view, and every view', async () => {
    const before = await figuresOf(finance);
    const visitor = randomUUID();
    for (const _ of [1, 2]) {
      const answer = await report(server, visitor);
      expect(answer.body).toMatchObject({ code: '00000', data: { counted: true } });
    }
    await report(server, randomUUID());
    const after = await figuresOf(finance);
    const [was, is] = [before.days.at(-1), after.days.at(-1)];
    expect(is?.visitors).toBe((was?.visitors ?? 0) + 2);
    expect(is?.pageViews).toBe((was?.pageViews ?? 0) + 3);
  });

  it('refuses a visitor id that is not one, never a 500', async () => {
    for (const body of [{ visitorId: 'x' }, {}, { visitorId: 7 }, null]) {
      const answer = await server.post('/api/front/visit/report', body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('A0400');
    }
  });

  it('stops counting an address past its views of the minute', async () => {
    const address = `203.0.113.${1 + Math.floor(Math.random() * 200)}`;
    const counted = [];
    for (let view = 0; view < 121; view += 1) {
      counted.push(((await report(server, randomUUID(), address)).body.data as { counted: boolean }).counted);
    }
    expect(counted.filter(Boolean)).toHaveLength(120);
    expect(counted.at(-1)).toBe(false);
  });
});

describe('the queues', () => {
  it('show each role the queues of the screens it may open, and figures to finance only', async () => {
    const seen = async (role: 'finance' | 'support' | 'trainer' | 'content_editor' | 'super_admin') => {
      const dashboard = await dashboardOf(await signInAs(server, role));
      return { figures: dashboard.figures !== null, queues: dashboard.queues.map((queue) => queue.queue) };
    };
    expect(await seen('finance')).toEqual({ figures: true, queues: ['refunds', 'transfers'] });
    expect(await seen('support')).toEqual({
      figures: false,
      queues: ['transfers', 'applications', 'failedJobs'],
    });
    expect(await seen('trainer')).toEqual({ figures: false, queues: ['grading'] });
    expect(await seen('content_editor')).toEqual({ figures: false, queues: ['failedJobs'] });
    expect(await seen('super_admin')).toEqual({
      figures: true,
      queues: ['grading', 'refunds', 'transfers', 'applications', 'failedJobs'],
    });
  });

  it('count a bank transfer waiting for confirmation', async () => {
    const waiting = async () =>
      (await dashboardOf(finance)).queues.find((queue) => queue.queue === 'transfers')?.count ?? -1;
    const before = await waiting();
    const learner = await loginWithCode(server, freshPhone());
    await insertOrder(server, learner.userId, 'awaitingTransfer');
    expect(await waiting()).toBe(before + 1);
  });

  it('refuse the enterprise admin, whose console is its enterprise’s', async () => {
    const entAdmin = await signInAs(server, 'enterprise_admin');
    const answer = await server.post('/api/admin/dashboard/overview', {}, { headers: entAdmin.headers });
    expect(answer.status).toBe(403);
    expect(answer.body.reason).toBe('OPERATOR_FORBIDDEN');
  });
});

describe('two servers on one database', () => {
  it('count a visitor who views pages on both once', async (context) => {
    context.skip(
      !process.env.DATABASE_URL,
      'needs PostgreSQL: an embedded PGlite database belongs to one process',
    );
    const store = await testDatabase({ contents: 'seeded' });
    const servers: TestServer[] = [];
    try {
      const a = await startTestServer({}, { store });
      servers.push(a);
      const b = await startTestServer({}, { store });
      servers.push(b);
      const onA = await signInAs(a, 'finance');
      const today = async () => (await dashboardOf(onA, a)).figures?.days.at(-1);
      const before = await today();
      const visitor = randomUUID();
      // Side by side, so the two processes' first views of the day race for the one visitor row.
      await Promise.all([report(a, visitor), report(b, visitor), report(a, visitor), report(b, visitor)]);
      const after = await today();
      expect(after?.visitors).toBe((before?.visitors ?? 0) + 1);
      expect(after?.pageViews).toBe((before?.pageViews ?? 0) + 4);
    } finally {
      for (const each of servers.reverse()) await each.close();
      await store.dispose();
    }
  });
});
