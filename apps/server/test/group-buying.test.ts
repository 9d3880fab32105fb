import type { AdminGroup, AdminGroupOffer, GroupDetail, MyGroup, OrderDetail } from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberRefundNo, sweepExpiredGroups } from '../src/modules/group-buying/index.js';
import { type RefundProvider, refundGroupMember } from '../src/modules/orders/index.js';
import * as tables from '../src/tables.js';
import { couponApi } from './coupons-support.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { buyInSandbox, orderApi, pickPlainCourse } from './orders-support.js';

/**
 * Group buying (拼团) over HTTP on the sandbox provider: seats taken atomically, access for every
 * member at once when the group fills, and a group that runs out of time refunded to each paid
 * member exactly once (the expiry job run twice), each told in the message centre.
 */
const server = serverForThisFile();
const freshPhone = phoneNumbers('1341500');
const { courses, buyingGroups, groupMembers, orderRefunds } = tables;
const { call, ok, refused, save, courseDetail } = orderApi(server);
const { balancedLedger } = couponApi(server);
const db = () => server.database.db;
const freshLearner = () => loginWithCode(server, freshPhone());

let editor: SignedInOperator;
let finance: SignedInOperator;
const picked: number[] = [];

beforeAll(async () => {
  editor = await signInAs(server, 'content_editor');
  finance = await signInAs(server, 'finance');
});

/** A paid course of its own (no activity, no member price), at least ¥20, not used by another test here. */
async function plainCourse(): Promise<{ id: number; price: number }> {
  const id = await pickPlainCourse(
    server,
    sql`${courses.charge} = 1 and ${courses.vip} = 0 and ${courses.price} >= 2000`,
    picked,
  );
  picked.push(id);
  const [row] = await db().select({ price: courses.price }).from(courses).where(eq(courses.id, id));
  return { id, price: row?.price ?? 0 };
}

const admin = (path: string, body: unknown, who = editor) =>
  server.post(`/api/admin/${path}`, body, { headers: who.headers });

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

async function createOffer(courseId: number, groupPrice: number, groupSize: number) {
  return ok<AdminGroupOffer>(
    admin('group-offer/create', {
      productType: 1,
      productId: courseId,
      groupPrice,
      groupSize,
      hours: 24,
      startsAt: anHourAgo(),
      endsAt: inAnHour(),
    }),
  );
}

/** The learner starts a group of the offer and pays: the group exists from the payment. */
async function startGroup(learner: LoggedIn, courseId: number, offerId: number): Promise<number> {
  const order = await buyInSandbox(server, learner, { id: courseId, type: 1, groupOfferId: offerId });
  expect(order.priceKind).toBe('group');
  const [member] = await db().select().from(groupMembers).where(eq(groupMembers.orderId, order.id));
  expect(member?.groupId).toBeTruthy();
  return member?.groupId ?? 0;
}

const groupOf = (learner: LoggedIn | null, id: number) =>
  ok<GroupDetail>(call(learner, 'group/detail', { id }));
const canStudy = async (learner: LoggedIn, courseId: number) =>
  (await courseDetail(learner, courseId)).canStudy;

/** A refund provider that counts what it is asked and refunds at once, standing in for WeChat Pay. */
function countingProvider() {
  const sent: string[] = [];
  const provider: RefundProvider = {
    send: async (order, refund) => {
      sent.push(refund.refundNo);
      return {
        orderNo: order.orderNo,
        refundNo: refund.refundNo,
        amount: refund.amount,
        status: 'succeeded',
        refundId: `FAKE${refund.refundNo}`,
      };
    },
    query: async () => 'unreachable',
    recordAnswer: async () => {},
  };
  return { sent, provider };
}

describe('starting and filling a group', () => {
  it('makes the group at the starter’s payment, and gives every member access at once when the last seat is paid', async () => {
    const course = await plainCourse();
    const offer = await createOffer(course.id, course.price - 1000, 3);
    const [a, b, c] = [await freshLearner(), await freshLearner(), await freshLearner()];

    // An unpaid starter's order makes no group.
    const unpaid = await save(c, { id: course.id, type: 1, groupOfferId: offer.id });
    expect(unpaid).toMatchObject({ amount: course.price - 1000, priceKind: 'group' });
    expect(await db().select().from(buyingGroups).where(eq(buyingGroups.offerId, offer.id))).toEqual([]);

    const groupId = await startGroup(a, course.id, offer.id);
    expect(await groupOf(null, groupId)).toMatchObject({ status: 'open', seatsLeft: 2, canJoin: true });
    // Paid, but the group is not full: no access yet.
    expect(await canStudy(a, course.id)).toBe(false);

    const offered = await ok<{ openGroups: Array<{ groupId: number; seatsLeft: number }> } | null>(
      call(b, 'group/offer', { productType: 1, productId: course.id }),
    );
    expect(offered?.openGroups).toContainEqual(expect.objectContaining({ groupId, seatsLeft: 2 }));

    await buyInSandbox(server, b, { id: course.id, type: 1, groupId });
    expect(await canStudy(a, course.id)).toBe(false);
    expect(await canStudy(b, course.id)).toBe(false);
    await buyInSandbox(server, c, { id: course.id, type: 1, groupId });
    for (const learner of [a, b, c]) expect(await canStudy(learner, course.id)).toBe(true);

    const detail = await groupOf(a, groupId);
    expect(detail).toMatchObject({ status: 'filled', seatsLeft: 0, joined: true, canJoin: false });
    expect(detail.members).toHaveLength(3);
    expect(detail.members[0]?.starter).toBe(true);
    const mine = await ok<{ list: MyGroup[] }>(call(c, 'group/mine', { pageCurrent: 1, pageSize: 10 }));
    expect(mine.list[0]).toMatchObject({ groupId, status: 'filled', paidMembers: 3 });
    const told = await db().execute(
      sql`select count(*)::int as n from notices where dedupe_key like 'group-filled:%' and title = '拼团成功'
        and user_id = any(${`{${[a, b, c].map((learner) => learner.userId).join(',')}}`}::int[])`,
    );
    expect((told as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(3);

    const groups = await ok<{ list: AdminGroup[] }>(
      admin('group-offer/groups', { offerId: offer.id, pageCurrent: 1, pageSize: 10 }),
    );
    expect(groups.list[0]?.members.map((member) => member.stateText)).toEqual(['已支付', '已支付', '已支付']);
    const listed = await ok<{ list: AdminGroupOffer[] }>(
      admin('group-offer/list', { pageCurrent: 1, pageSize: 50 }),
    );
    expect(listed.list.find((each) => each.id === offer.id)).toMatchObject({ open: 0, filled: 1, failed: 0 });
    await balancedLedger(finance);
  });

  it('lets exactly two of ten learners racing for the last two seats join', async () => {
    const course = await plainCourse();
    const offer = await createOffer(course.id, course.price - 500, 3);
    const groupId = await startGroup(await freshLearner(), course.id, offer.id);
    const racers = await Promise.all(Array.from({ length: 10 }, () => freshLearner()));
    const answers = await Promise.all(
      racers.map((learner) => call(learner, 'order/save', { id: course.id, type: 1, groupId })),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const answer of answers.filter((each) => each.status !== 200))
      expect(answer.body.msg).toBe('该团已满，去看看其他团吧');
    const [group] = await db().select().from(buyingGroups).where(eq(buyingGroups.id, groupId));
    expect(group).toMatchObject({ seatsTaken: 3, paidMembers: 1, status: 'open' });
    const members = await db().select().from(groupMembers).where(eq(groupMembers.groupId, groupId));
    expect(members).toHaveLength(3);
  });

  it('gives a seat back when a joiner’s order closes unpaid', async () => {
    const course = await plainCourse();
    const offer = await createOffer(course.id, course.price - 500, 2);
    const groupId = await startGroup(await freshLearner(), course.id, offer.id);
    const joiner = await freshLearner();
    const order = await save(joiner, { id: course.id, type: 1, groupId });
    expect(
      (await refused(call(await freshLearner(), 'order/save', { id: course.id, type: 1, groupId }))).msg,
    ).toBe('该团已满，去看看其他团吧');
    await ok(call(joiner, 'order/cancel', { id: order.id }));
    expect(await groupOf(null, groupId)).toMatchObject({ seatsLeft: 1, canJoin: true });
  });
});

describe('a group that runs out of time', () => {
  it('is failed and every paid member refunded once through the provider, even with the job run twice, each told', async () => {
    const course = await plainCourse();
    const offer = await createOffer(course.id, course.price - 700, 4);
    const [a, b, c] = [await freshLearner(), await freshLearner(), await freshLearner()];
    const groupId = await startGroup(a, course.id, offer.id);
    const paid: OrderDetail[] = [
      await buyInSandbox(server, b, { id: course.id, type: 1, groupId }),
      await buyInSandbox(server, c, { id: course.id, type: 1, groupId }),
    ];
    await db()
      .update(buyingGroups)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(eq(buyingGroups.id, groupId));

    const { sent, provider } = countingProvider();
    const refund = refundGroupMember({ db: db(), provider, forgetUser: async () => {} });
    const first = await sweepExpiredGroups(db(), refund);
    const second = await sweepExpiredGroups(db(), refund);
    expect(first.refunded).toBe(3);
    expect(second).toMatchObject({ failed: 0, refunded: 0 });
    const members = await db().select().from(groupMembers).where(eq(groupMembers.groupId, groupId));
    expect(sent.sort()).toEqual(members.map((member) => memberRefundNo(member.id)).sort());
    // Even a refund asked for again with the member's number (a run after a crash) records and sends nothing new.
    const [someone] = members;
    await refund({
      orderId: someone?.orderId ?? 0,
      refundNo: memberRefundNo(someone?.id ?? 0),
      reason: '重试',
    });
    expect(sent).toHaveLength(3);
    for (const member of members) {
      const rows = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, member.orderId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'succeeded', operatorId: null, amount: course.price - 700 });
    }
    for (const learner of [a, b, c]) {
      expect(await canStudy(learner, course.id)).toBe(false);
      const notices = await db().execute(
        sql`select title, body from notices where user_id = ${learner.userId} and dedupe_key like 'group-failed:%'`,
      );
      const rows = (notices as unknown as { rows: Array<{ title: string; body: string }> }).rows;
      expect(rows).toHaveLength(1);
      expect(rows[0]?.title).toBe('拼团失败');
      expect(rows[0]?.body).toContain('将原路退回');
    }
    expect(paid.every((order) => order.amount === course.price - 700)).toBe(true);
    const mine = await ok<{ list: MyGroup[] }>(call(b, 'group/mine', { pageCurrent: 1, pageSize: 10 }));
    expect(mine.list[0]).toMatchObject({ groupId, status: 'failed', refunded: true });
    expect(
      (await refused(call(await freshLearner(), 'order/save', { id: course.id, type: 1, groupId }))).msg,
    ).toBe('拼团已结束');
    await balancedLedger(finance);
  });
});

describe('bad input', () => {
  it('gets a clear reason', async () => {
    const course = await plainCourse();
    const offerOf = (fields: object) =>
      refused(
        admin('group-offer/create', {
          productType: 1,
          productId: course.id,
          groupPrice: 100,
          groupSize: 2,
          hours: 24,
          startsAt: anHourAgo(),
          endsAt: inAnHour(),
          ...fields,
        }),
      );
    expect((await offerOf({ groupSize: 1 })).msg).toContain('成团人数须在 2 到 50 人之间');
    expect((await offerOf({ groupPrice: -100 })).msg).toContain('拼团价须大于 0');
    expect((await offerOf({ hours: 73 })).msg).toContain('成团时限须在 1 到 72 小时之间');
    expect((await offerOf({ groupPrice: course.price })).msg).toContain('拼团价须低于商品原价');
    expect((await offerOf({ endsAt: anHourAgo(), startsAt: inAnHour() })).msg).toContain(
      '结束时间须晚于开始时间',
    );

    const offer = await createOffer(course.id, course.price - 300, 2);
    expect((await offerOf({})).msg).toBe('该商品在此时间段已有拼团活动');
    const starter = await freshLearner();
    const groupId = await startGroup(starter, course.id, offer.id);
    expect((await refused(call(starter, 'order/save', { id: course.id, type: 1, groupId }))).msg).toBe(
      '你已在此团中',
    );
    expect(
      (await refused(call(starter, 'order/settle', { id: course.id, type: 1, groupId: 999_999 }))).msg,
    ).toBe('拼团不存在');
    expect(
      (
        await refused(
          call(starter, 'order/settle', { id: course.id, type: 1, groupId, groupOfferId: offer.id }),
        )
      ).msg,
    ).toContain('发起拼团和参与拼团只能选一个');

    // A failed group refuses a join.
    await db()
      .update(buyingGroups)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(eq(buyingGroups.id, groupId));
    const { provider } = countingProvider();
    await sweepExpiredGroups(db(), refundGroupMember({ db: db(), provider, forgetUser: async () => {} }));
    expect(
      (await refused(call(await freshLearner(), 'order/save', { id: course.id, type: 1, groupId }))).msg,
    ).toBe('拼团已结束');
    // A stopped offer starts no group.
    await ok(admin('group-offer/stop', { id: offer.id }));
    expect(
      (
        await refused(
          call(await freshLearner(), 'order/save', { id: course.id, type: 1, groupOfferId: offer.id }),
        )
      ).msg,
    ).toBe('拼团活动已结束');
  });

  it('refuses a learner who owns the product already', async () => {
    const course = await plainCourse();
    const offer = await createOffer(course.id, course.price - 300, 2);
    const owner = await freshLearner();
    await buyInSandbox(server, owner, { id: course.id, type: 1 });
    expect(
      (await refused(call(owner, 'order/settle', { id: course.id, type: 1, groupOfferId: offer.id }))).msg,
    ).toBe('您已购买该课程，可直接学习');
  });
});
