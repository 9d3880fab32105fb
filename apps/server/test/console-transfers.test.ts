import type { AdminOrderDetail, AdminTransferRow, Page } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { buyInSandbox, orderApi, pickPlainCourse } from './orders-support.js';

/** Assisted payments (对公转账) in the console: the queue, confirming with the bank reference, rejecting. */
const server = serverForThisFile();
const { call, ok, save, courseDetail } = orderApi(server);
const freshPhone = phoneNumbers('1342400');
const freshLearner = () => loginWithCode(server, freshPhone());

let courseId = 0;
let support: SignedInOperator;
beforeAll(async () => {
  courseId = await pickPlainCourse(server, sql`charge = 1 and vip = 0`);
  support = await signInAs(server, 'support');
});

const consoleCall = (path: string, body: unknown) =>
  server.post(`/api/admin/order/${path}`, body, { headers: support.headers });
const queue = async () =>
  (await consoleCall('transfer/queue', { pageSize: 100 })).body.data as Page<AdminTransferRow>;

async function awaitingTransfer(learner: LoggedIn) {
  const order = await save(learner, { id: courseId, type: 1 });
  await ok(call(learner, 'pay/peiban', { id: order.id }));
  return order;
}

describe('the transfer queue', () => {
  it('lists the orders whose learner chose assisted payment, and only while they are open', async () => {
    const learner = await freshLearner();
    const order = await awaitingTransfer(learner);
    const other = await freshLearner();
    const unchosen = await save(other, { id: courseId, type: 1 });
    const ids = (await queue()).list.map((row) => row.id);
    expect(ids).toContain(order.id);
    expect(ids).not.toContain(unchosen.id);
    const row = (await queue()).list.find((entry) => entry.id === order.id);
    expect(row).toMatchObject({ awaitingTransfer: true, status: 'pending', payChannel: 'peiban' });
  });
});

describe('confirming a transfer', () => {
  it('fulfils the order as the command does: the course opens, and the decision is kept', async () => {
    const learner = await freshLearner();
    const order = await awaitingTransfer(learner);
    expect((await courseDetail(learner, courseId)).buy).toBe(0);
    const confirmed = await consoleCall('transfer/confirm', {
      orderId: order.id,
      reference: 'BANK20261126001',
    });
    expect(confirmed.body.data).toMatchObject({ status: 'paid', awaitingTransfer: false });
    expect((await courseDetail(learner, courseId)).buy).toBe(1);
    const detail = (await consoleCall('detail', { id: order.id })).body.data as AdminOrderDetail;
    expect(detail.providerTradeNo).toBe('BANK20261126001');
    expect(detail.paymentEvents.map((event) => [event.channel, event.outcome])).toEqual([
      ['peiban', 'fulfilled'],
    ]);
    expect((await queue()).list.map((row) => row.id)).not.toContain(order.id);
    // The same reference again is the same confirmation; another one is a second payment to return.
    expect(
      (await consoleCall('transfer/confirm', { orderId: order.id, reference: 'BANK20261126001' })).body.code,
    ).toBe('00000');
    const second = await consoleCall('transfer/confirm', { orderId: order.id, reference: 'BANK20261126999' });
    expect(second.body).toMatchObject({ code: 'A0409', msg: '该订单已通过其他方式支付，请将这笔转账退回' });
  });

  it('ten operators confirming at once fulfil once', async () => {
    const learner = await freshLearner();
    const order = await awaitingTransfer(learner);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        consoleCall('transfer/confirm', { orderId: order.id, reference: 'BANKRACE0001' }),
      ),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(10).fill('00000'));
    const detail = (await consoleCall('detail', { id: order.id })).body.data as AdminOrderDetail;
    expect(detail.paymentEvents.filter((event) => event.outcome === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an order that never asked for assisted payment', async () => {
    const learner = await freshLearner();
    const paid = await buyInSandbox(server, learner, { id: courseId, type: 1 });
    const answer = await consoleCall('transfer/confirm', { orderId: paid.id, reference: 'BANK0000' });
    expect(answer.body).toMatchObject({ msg: '该订单不在等待对公转账确认', reason: 'TRANSFER_NOT_AWAITED' });
  });
});

describe('rejecting a transfer', () => {
  it('closes the order and tells the learner why', async () => {
    const learner = await freshLearner();
    const order = await awaitingTransfer(learner);
    const answer = await consoleCall('transfer/reject', { orderId: order.id, reason: '未收到对应款项' });
    expect(answer.body.data).toMatchObject({ status: 'closed' });
    expect((await ok<{ status: string }>(call(learner, 'order/detail', { id: order.id }))).status).toBe(
      'closed',
    );
    const notices = await server.database.db.execute(
      sql`select title, body from notices where user_id = ${learner.userId} and dedupe_key = ${`transfer-rejected:${order.id}`}`,
    );
    const [notice] = (notices as unknown as { rows: Array<{ title: string; body: string }> }).rows;
    expect(notice?.title).toBe('对公转账未能确认');
    expect(notice?.body).toContain('未收到对应款项');
    const again = await consoleCall('transfer/reject', { orderId: order.id, reason: '重复' });
    expect(again.body.reason).toBe('TRANSFER_NOT_AWAITED');
    const confirmLate = await consoleCall('transfer/confirm', { orderId: order.id, reference: 'BANKLATE01' });
    expect(confirmLate.body.msg).toBe('该订单已取消或关闭，请将这笔转账退回');
  });

  it('needs a reason and a well-formed reference, with their messages', async () => {
    const noReason = await consoleCall('transfer/reject', { orderId: 1, reason: ' ' });
    expect(noReason.body.msg).toContain('请填写驳回原因');
    const badReference = await consoleCall('transfer/confirm', { orderId: 1, reference: '流水' });
    expect(badReference.status).toBe(400);
  });
});
