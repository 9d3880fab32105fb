import type { OrderDetail } from '@zhixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOrder } from '../src/modules/orders/payment-state.js';
import { formatChinaDate } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import type { TestServer } from './harness.js';
import { notifyWx, startWithFakeGateways } from './live-payments-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { expireOrder, orderApi } from './orders-support.js';

/**
 * Seats of a camp term as a ledger, on the live WeChat Pay adapter against its fake gateway (so that
 * notifications can be replayed and can arrive late): the conditional take, the hold of an unpaid
 * order, and payments that land for a seat that is gone.
 */
type Gateways = Awaited<ReturnType<typeof startWithFakeGateways>>;
let gateways: Gateways;
const server = new Proxy({} as TestServer, {
  get: (_, key) => gateways.server[key as keyof TestServer],
});
const { call, ok, refused, save, detail } = orderApi(server);
const freshPhone = phoneNumbers('1351400');
const freshLearner = () => loginWithCode(server, freshPhone());
const db = () => server.database.db;
const { paymentNotifications, trainingTerms, trainingUsers } = tables;

const CAMP = 1;
const day = (offset: number) => formatChinaDate(Date.now() + offset * 86_400_000);

/** A term of camp 1 enrolling now, starting in ten days, with `capacity` seats of which `taken` are gone. */
async function termWithSeats(capacity: number, taken = 0): Promise<number> {
  const [term] = await db()
    .insert(trainingTerms)
    .values({
      trainingId: CAMP,
      name: '测试期',
      enrollStartDate: day(-1),
      enrollEndDate: day(7),
      startDate: day(10),
      endDate: day(30),
      capacity,
      taken,
    })
    .returning({ id: trainingTerms.id });
  if (!term) throw new Error('term not inserted');
  return term.id;
}

const seatsTaken = async (termId: number) =>
  (
    await db().select({ taken: trainingTerms.taken }).from(trainingTerms).where(eq(trainingTerms.id, termId))
  )[0]?.taken;
const enrolledIn = async (termId: number) =>
  (await db().select().from(trainingUsers).where(eq(trainingUsers.termId, termId))).length;

/** Sends the order to WeChat Pay and has the learner pay it there; answers the notification. */
async function payAtProvider(learner: LoggedIn, order: OrderDetail) {
  await ok(call(learner, 'pay/wx', { id: order.id }));
  gateways.wx.pay(order.orderNo);
  return gateways.wx.notification(order.orderNo);
}

beforeAll(async () => {
  gateways = await startWithFakeGateways();
});
afterAll(() => gateways?.close());

describe('the seats of a term', () => {
  it('gives the last 5 seats to exactly 5 of 50 racing buyers; the rest are refused before paying', async () => {
    const termId = await termWithSeats(45 + 5, 45);
    const buyers = await Promise.all(Array.from({ length: 50 }, freshLearner));
    const answers = await Promise.all(
      buyers.map((buyer) => call(buyer, 'order/save', { id: CAMP, type: 8, trainId: termId })),
    );
    const saved = answers.filter((answer) => answer.status === 200);
    expect(saved).toHaveLength(5);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect([answer.body.reason, answer.body.msg]).toEqual(['CAMP_TERM_FULL', '本期训练营名额已满']);
    }
    expect(await seatsTaken(termId)).toBe(50);

    for (const [index, answer] of answers.entries()) {
      if (answer.status !== 200) continue;
      const buyer = buyers[index] as LoggedIn;
      const notification = await payAtProvider(buyer, answer.body.data as OrderDetail);
      expect((await notifyWx(server, notification)).status).toBe(204);
    }
    expect(await enrolledIn(termId)).toBe(5);
    expect(await seatsTaken(termId)).toBe(50);
  });

  it('enrols once however often the payment notification is replayed', async () => {
    const termId = await termWithSeats(3);
    const learner = await freshLearner();
    const order = await save(learner, { id: CAMP, type: 8, trainId: termId });
    const notification = await payAtProvider(learner, order);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notifyWx(server, notification)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(204));
    expect(await enrolledIn(termId)).toBe(1);
    expect(await seatsTaken(termId)).toBe(1);
    const outcomes = await db()
      .select({ outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, order.orderNo));
    expect(outcomes.filter((row) => row.outcome === 'fulfilled')).toHaveLength(1);
  });

  it('holds the seat of an unpaid order until the order closes; then the seat returns', async () => {
    const termId = await termWithSeats(1);
    const [holder, waiting] = [await freshLearner(), await freshLearner()];
    const held = await save(holder, { id: CAMP, type: 8, trainId: termId });
    const target = { id: CAMP, type: 8, trainId: termId };
    expect((await refused(call(waiting, 'order/save', target))).msg).toBe('本期训练营名额已满');
    // The holder may still pay: saving again answers the same order on the same seat.
    expect((await save(holder, target)).id).toBe(held.id);
    expect(await seatsTaken(termId)).toBe(1);

    await expireOrder(server, held.id);
    expect((await detail(holder, held.id)).status).toBe('closed');
    expect(await seatsTaken(termId)).toBe(0);
    const next = await save(waiting, target);
    expect(await seatsTaken(termId)).toBe(1);

    await ok(call(waiting, 'order/cancel', { id: next.id }));
    expect(await seatsTaken(termId)).toBe(0);
  });

  it('records for refund a payment that lands after its hold ended and the seat went to another', async () => {
    const termId = await termWithSeats(1);
    const [late, other] = [await freshLearner(), await freshLearner()];
    const order = await save(late, { id: CAMP, type: 8, trainId: termId });
    await ok(call(late, 'pay/wx', { id: order.id }));
    await expireOrder(server, order.id);
    // Closed here while the provider still let the learner pay (its close had not reached it): the
    // seat goes back and another learner takes it.
    expect(await closeOrder(db(), order.id)).toBe(true);
    expect(await seatsTaken(termId)).toBe(0);
    await save(other, { id: CAMP, type: 8, trainId: termId });

    gateways.wx.pay(order.orderNo);
    expect((await notifyWx(server, gateways.wx.notification(order.orderNo))).status).toBe(204);
    expect(
      await db()
        .select()
        .from(trainingUsers)
        .where(and(eq(trainingUsers.userId, late.userId), eq(trainingUsers.termId, termId))),
    ).toEqual([]);
    expect(await seatsTaken(termId)).toBe(1);
    const [recorded] = await db()
      .select({ outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(and(eq(paymentNotifications.orderNo, order.orderNo), sql`outcome = 'unpayable'`));
    expect(recorded?.outcome).toBe('unpayable');
  });
});
