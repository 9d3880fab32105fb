import type { AdminLearnerDetail } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { loginWithAccount, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { insertOrder, orderApi } from './orders-support.js';

/**
 * A learner's page in the console: orders, courses, camps, sessions; disabling an account ends its
 * sessions at once and refuses signing in; a password reset ends them too. Audited, role-checked.
 */
const server = serverForThisFile();
const { call } = orderApi(server);
const freshPhone = phoneNumbers('1342600');

let finance: SignedInOperator;
let support: SignedInOperator;
beforeAll(async () => {
  finance = await signInAs(server, 'finance');
  support = await signInAs(server, 'support');
});

const admin = (who: SignedInOperator, path: string, body: object) =>
  server.post(`/api/admin/learner/${path}`, body, { headers: who.headers });
const detail = async (who: SignedInOperator, id: number) =>
  (await admin(who, 'detail', { id })).body.data as AdminLearnerDetail;
const auditRows = async (action: string, userId: number) => {
  const result = await server.database.db.execute(
    sql`select before, after from audit_log where action = ${action} and entity = 'user' and entity_id = ${String(userId)}`,
  );
  return (result as unknown as { rows: Array<{ before: unknown; after: unknown }> }).rows;
};

describe('a learner’s page', () => {
  it('shows orders, courses, camps and live sessions; phones masked for finance', async () => {
    const phone = freshPhone();
    const learner = await loginWithCode(server, phone);
    const orderId = await insertOrder(server, learner.userId);
    // An order awaiting its transfer is listed, but not counted among those paid.
    const awaitingId = await insertOrder(server, learner.userId, 'awaitingTransfer');
    const page = await detail(finance, learner.userId);
    expect(page).toMatchObject({
      id: learner.userId,
      disabledAt: null,
      mobile: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      paidOrders: 1,
    });
    expect(page.orders.map((order) => order.id).sort()).toEqual([orderId, awaitingId].sort());
    expect(page.sessions).toHaveLength(1);
    expect(page.orders[0]?.learner.mobile).not.toBe(phone);
    expect((await detail(support, learner.userId)).mobile).toBe(phone);
    // The seeded learner 2 owns courses and studies in a camp.
    const seeded = await detail(support, 2);
    expect(seeded.courses.length).toBeGreaterThan(0);
    expect(seeded.camps.length).toBeGreaterThan(0);
    expect((await admin(support, 'detail', { id: 99_999_999 })).body).toMatchObject({ msg: '学员不存在' });
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once, refuses signing in, and enabling lets it back', async () => {
    // A seeded enterprise learner, who signs in with a password (as often as the test needs).
    const signIn = () => loginWithAccount(server, 'hdzz007', 'Zhixue@2026');
    const learner = await signIn();
    // The session is in use (and cached) before the account is disabled.
    expect((await call(learner, 'user/detail')).body.code).toBe('00000');
    const disabled = await admin(support, 'disable', { userId: learner.userId, reason: '恶意刷单' });
    expect(disabled.body).toMatchObject({
      code: '00000',
      data: { disabledReason: '恶意刷单', sessions: [] },
    });
    // The very next call with the old session is refused.
    const refused = await call(learner, 'user/detail');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('A0312');
    expect((await signIn()).body).toMatchObject({ msg: '该账号已被停用，如有疑问请联系客服', data: null });
    expect((await admin(support, 'disable', { userId: learner.userId, reason: '再次' })).body.msg).toBe(
      '该账号已停用',
    );
    expect(await auditRows('/api/admin/learner/disable', learner.userId)).toHaveLength(1);

    const enabled = await admin(support, 'enable', { userId: learner.userId });
    expect(enabled.body).toMatchObject({ code: '00000', data: { disabledAt: null } });
    expect((await call(await signIn(), 'user/detail')).body.code).toBe('00000');
    expect((await admin(support, 'enable', { userId: learner.userId })).body.msg).toBe('该账号未停用');
    expect(await auditRows('/api/admin/learner/enable', learner.userId)).toHaveLength(1);
  });

  it('is support’s: finance is refused, and a reason is required', async () => {
    const learner = await loginWithCode(server, freshPhone());
    expect((await admin(finance, 'disable', { userId: learner.userId, reason: '试试' })).status).toBe(403);
    expect((await admin(support, 'disable', { userId: learner.userId, reason: ' ' })).status).toBe(400);
    expect((await call(learner, 'user/detail')).body.code).toBe('00000');
  });
});

describe('resetting a password', () => {
  it('sets the operator’s temporary password, ends the sessions, and the old password no longer works', async () => {
    const phone = freshPhone();
    const learner = await loginWithCode(server, phone);
    const reset = await admin(support, 'password/reset', { userId: learner.userId, password: 'Temp@2026x' });
    expect(reset.body).toMatchObject({
      code: '00000',
      data: { temporaryPassword: 'Temp@2026x', learner: { hasPassword: true, sessions: [] } },
    });
    expect((await call(learner, 'user/detail')).status).toBe(401);
    const withTemporary = await loginWithAccount(server, phone, 'Temp@2026x');
    expect((await call(withTemporary, 'user/detail')).body.code).toBe('00000');
    const rows = await auditRows('/api/admin/learner/password/reset', learner.userId);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('Temp@2026x');
  });

  it('without a password, answers a random one that signs in', async () => {
    const phone = freshPhone();
    const learner = await loginWithCode(server, phone);
    const reset = await admin(support, 'password/reset', { userId: learner.userId });
    const { temporaryPassword } = reset.body.data as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{10}$/);
    const signedIn = await loginWithAccount(server, phone, temporaryPassword);
    expect(signedIn.userId).toBe(learner.userId);
    expect((await admin(support, 'password/reset', { userId: learner.userId, password: '123' })).status).toBe(
      400,
    );
  });
});
