import type { OnlineCampDetail, OrderDetail, WaitlistPlace } from '@zhixue/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endExpiredOffers } from '../src/modules/camps/waitlist.js';
import { closeOrder } from '../src/modules/orders/payment-state.js';
import { formatChinaDate } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { expireOrder, orderApi } from './orders-support.js';

/**
 * The waiting list of a full term: a freed seat is offered to the first learner waiting, by a notice,
 * for a limited time; only they may take it; an offer that runs out moves on to the next.
 */
const server = serverForThisFile();
const { call, ok, refused, save } = orderApi(server);
const freshPhone = phoneNumbers('1351700');
const freshLearner = () => loginWithCode(server, freshPhone());
const db = () => server.database.db;
const { notices, trainingTerms, trainingWaitlist } = tables;

const CAMP = 1;
const day = (offset: number) => formatChinaDate(Date.now() + offset * 86_400_000);

async function termWithSeats(capacity: number): Promise<number> {
  const [term] = await db()
    .insert(trainingTerms)
    .values({
      trainingId: CAMP,
      name: '候补期',
      enrollStartDate: day(-1),
      enrollEndDate: day(7),
      startDate: day(10),
      endDate: day(30),
      capacity,
    })
    .returning({ id: trainingTerms.id });
  if (!term) throw new Error('term not inserted');
  return term.id;
}

const seatsTaken = async (termId: number) =>
  (
    await db().select({ taken: trainingTerms.taken }).from(trainingTerms).where(eq(trainingTerms.id, termId))
  )[0]?.taken;
const join = (who: LoggedIn, termId: number) => call(who, 'training/waitlist/join', { termId });
const leave = (who: LoggedIn, termId: number) => ok(call(who, 'training/waitlist/leave', { termId }));
const target = (termId: number) => ({ id: CAMP, type: 8, trainId: termId });
const termOnPage = async (who: LoggedIn, termId: number) =>
  (await ok<OnlineCampDetail>(call(who, 'training/online/detail', { id: CAMP }))).termList.find(
    (term) => term.id === termId,
  );
const seatOffersTo = (who: LoggedIn) =>
  db()
    .select({ title: notices.title, body: notices.body, link: notices.link })
    .from(notices)
    .where(and(eq(notices.userId, who.userId), like(notices.dedupeKey, 'camp-seat-offer:%')));
/** Stands an offer's clock past its end, as if its time ran out. */
const runOut = (who: LoggedIn, termId: number) =>
  db().execute(
    sql`update ${trainingWaitlist} set offer_expires_at = now() - interval '1 second'
      where term_id = ${termId} and user_id = ${who.userId}`,
  );

/** A term of `capacity` seats, all held by fresh learners' unpaid orders. */
async function fullTerm(capacity: number) {
  const termId = await termWithSeats(capacity);
  const holders = await Promise.all(Array.from({ length: capacity }, freshLearner));
  const orders: OrderDetail[] = [];
  for (const holder of holders) orders.push(await save(holder, target(termId)));
  return { termId, holders, orders };
}

describe('the waiting list of a term', () => {
  it('is open on a full term only, keeps the order of joining, and may be left', async () => {
    const termId = await termWithSeats(1);
    const [first, second] = [await freshLearner(), await freshLearner()];
    expect((await refused(join(first, termId))).msg).toBe('本期训练营还有名额，可直接报名');
    const holder = await freshLearner();
    await save(holder, target(termId));
    expect((await termOnPage(first, termId))?.status).toBe('full');
    // The learner whose open order holds the seat waits for nothing: they pay it.
    expect((await refused(join(holder, termId))).msg).toBe('你已有本期训练营的待支付订单');

    expect(await ok<WaitlistPlace>(join(first, termId))).toEqual({ position: 1, offerExpiresAt: null });
    expect(await ok<WaitlistPlace>(join(second, termId))).toEqual({ position: 2, offerExpiresAt: null });
    // Joining again keeps the first place.
    expect(await ok<WaitlistPlace>(join(first, termId))).toEqual({ position: 1, offerExpiresAt: null });
    expect((await termOnPage(second, termId))?.waitlist).toEqual({ position: 2, offerExpiresAt: null });

    await leave(first, termId);
    await leave(first, termId);
    expect((await termOnPage(first, termId))?.waitlist).toBeNull();
    expect((await termOnPage(second, termId))?.waitlist).toEqual({ position: 1, offerExpiresAt: null });
    expect((await refused(join(first, 999_999))).msg).toBe('该期训练营不存在');
  });

  it('offers a freed seat to the first learner waiting, by a notice, and to nobody else', async () => {
    const { termId, orders } = await fullTerm(1);
    const [first, second, outsider] = [await freshLearner(), await freshLearner(), await freshLearner()];
    await ok(join(first, termId));
    await ok(join(second, termId));

    // The hold's unpaid order closes: its seat passes on, held for the first learner waiting.
    await closeHold(orders[0]);
    expect(await seatsTaken(termId)).toBe(1);
    const [notice] = await seatOffersTo(first);
    expect(notice?.title).toBe('候补名额已为你保留');
    expect(notice?.body).toContain('候补期');
    expect(notice?.link).toBe(`/trainingCamp/online/${CAMP}`);
    expect(await seatOffersTo(second)).toEqual([]);
    const offered = await termOnPage(first, termId);
    expect(offered?.waitlist?.offerExpiresAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(offered?.status).toBe('full');

    expect((await refused(call(outsider, 'order/save', target(termId)))).msg).toBe('本期训练营名额已满');
    expect((await refused(call(second, 'order/save', target(termId)))).msg).toBe('本期训练营名额已满');
    await save(first, target(termId));
    expect(await seatsTaken(termId)).toBe(1);
    expect((await termOnPage(first, termId))?.waitlist).toBeNull();
    expect((await termOnPage(second, termId))?.waitlist).toEqual({ position: 1, offerExpiresAt: null });
  });

  it('moves an offer that ran out to the next learner, and gives the seat back when nobody waits', async () => {
    const { termId, orders } = await fullTerm(1);
    const [first, second] = [await freshLearner(), await freshLearner()];
    await ok(join(first, termId));
    await ok(join(second, termId));
    await closeHold(orders[0]);
    expect(await seatOffersTo(first)).toHaveLength(1);

    await runOut(first, termId);
    expect((await refused(call(first, 'order/save', target(termId)))).msg).toBe('本期训练营名额已满');
    expect(await endExpiredOffers(db())).toBe(1);
    expect((await termOnPage(first, termId))?.waitlist).toBeNull();
    expect(await seatOffersTo(second)).toHaveLength(1);
    expect(await seatsTaken(termId)).toBe(1);

    // The second declines: nobody else waits, so the seat returns to sale.
    await leave(second, termId);
    expect(await seatsTaken(termId)).toBe(0);
    expect((await termOnPage(first, termId))?.status).toBe('enrolling');
  });
});

describe('races for a freed seat', () => {
  it('gives it to the learner it is offered to, however many others ask at once', async () => {
    const { termId, orders } = await fullTerm(1);
    const waiting = await Promise.all(Array.from({ length: 5 }, freshLearner));
    for (const learner of waiting) await ok(join(learner, termId));
    const others = await Promise.all(Array.from({ length: 10 }, freshLearner));
    await closeHold(orders[0]);
    const answers = await Promise.all(
      [...others, ...waiting].map((who) => call(who, 'order/save', target(termId))),
    );
    const saved = answers.flatMap((answer, index) => (answer.status === 200 ? [index] : []));
    expect(saved).toEqual([others.length]);
    expect(await seatsTaken(termId)).toBe(1);
  });

  it('offers two seats freed at once to the first two learners waiting, each once', async () => {
    const { termId, holders, orders } = await fullTerm(2);
    const waiting = await Promise.all(Array.from({ length: 3 }, freshLearner));
    for (const learner of waiting) await ok(join(learner, termId));
    await Promise.all(
      holders.map((holder, index) => ok(call(holder, 'order/cancel', { id: orders[index]?.id }))),
    );
    expect(await seatsTaken(termId)).toBe(2);
    const offers = await Promise.all(waiting.map(seatOffersTo));
    expect(offers.map((list) => list.length)).toEqual([1, 1, 0]);
  });

  it('ends an offer once under concurrent sweeps, or lets it be taken: never both', async () => {
    const { termId, orders } = await fullTerm(1);
    const [first, second] = [await freshLearner(), await freshLearner()];
    await ok(join(first, termId));
    await ok(join(second, termId));
    await closeHold(orders[0]);
    await runOut(first, termId);
    const [bought] = await Promise.all([
      call(first, 'order/save', target(termId)),
      ...Array.from({ length: 5 }, () => endExpiredOffers(db())),
    ]);
    expect(bought.status).toBe(400);
    expect(await seatOffersTo(second)).toHaveLength(1);
    expect(await seatsTaken(termId)).toBe(1);
    await save(second, target(termId));
    expect(await seatsTaken(termId)).toBe(1);
  });
});

/** Ends a hold's unpaid order as its expiry does: the seat is freed in the closing transaction. */
async function closeHold(order: OrderDetail | undefined): Promise<void> {
  if (!order) throw new Error('no order');
  await expireOrder(server, order.id);
  expect(await closeOrder(db(), order.id)).toBe(true);
}
