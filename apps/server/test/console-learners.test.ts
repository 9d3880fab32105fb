import type { AdminLearner, Page } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { orderApi } from './orders-support.js';

/** Learners in the console: search with phones masked by role, membership granted with a reason. */
const server = serverForThisFile();
const { call, ok } = orderApi(server);
const freshPhone = phoneNumbers('1342500');

let finance: SignedInOperator;
let support: SignedInOperator;
beforeAll(async () => {
  finance = await signInAs(server, 'finance');
  support = await signInAs(server, 'support');
});

const search = async (who: SignedInOperator, keyword: string) =>
  (await server.post('/api/admin/learner/search', { keyword }, { headers: who.headers })).body
    .data as Page<AdminLearner>;

describe('learner search', () => {
  it('finds a learner by phone, id or nickname; finance sees the phone masked, support in full', async () => {
    const phone = freshPhone();
    const learner = await loginWithCode(server, phone);
    const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
    expect((await search(finance, phone)).list.map((row) => [row.id, row.mobile])).toEqual([
      [learner.userId, masked],
    ]);
    expect((await search(support, String(learner.userId))).list.map((row) => row.mobile)).toContain(phone);
    const [row] = (await search(support, phone)).list;
    expect((await search(support, row?.nickname ?? '')).list.map((entry) => entry.id)).toContain(
      learner.userId,
    );
    expect((await search(support, '%_\\')).list).toEqual([]);
  });
});

describe('granting membership', () => {
  it('makes the learner a member at once, tells them and is audited with its reason', async () => {
    const learner = await loginWithCode(server, freshPhone());
    expect((await ok<{ vip: number }>(call(learner, 'vip/detail'))).vip).toBe(0);
    const answer = await server.post(
      '/api/admin/learner/vip/grant',
      { userId: learner.userId, days: 30, reason: '投诉补偿' },
      { headers: support.headers },
    );
    expect(answer.body.data).toMatchObject({ id: learner.userId, vip: true });
    expect((await ok<{ vip: number }>(call(learner, 'vip/detail'))).vip).toBe(1);
    const notices = await server.database.db.execute(
      sql`select body from notices where user_id = ${learner.userId} and dedupe_key like 'vip-grant:%'`,
    );
    expect((notices as unknown as { rows: Array<{ body: string }> }).rows[0]?.body).toContain('投诉补偿');
    const audits = await server.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = '/api/admin/learner/vip/grant'
        and entity_id = ${String(learner.userId)}`,
    );
    expect((audits as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });

  it('refuses finance, an unknown learner and a bad number of days', async () => {
    const refused = await server.post(
      '/api/admin/learner/vip/grant',
      { userId: 1, days: 30, reason: '无权' },
      { headers: finance.headers },
    );
    expect(refused.body.reason).toBe('OPERATOR_FORBIDDEN');
    const unknown = await server.post(
      '/api/admin/learner/vip/grant',
      { userId: 999_999, days: 30, reason: '不存在' },
      { headers: support.headers },
    );
    expect(unknown.body.msg).toBe('学员不存在');
    const tooMany = await server.post(
      '/api/admin/learner/vip/grant',
      { userId: 1, days: 9999, reason: '太多' },
      { headers: support.headers },
    );
    expect(tooMany.body.msg).toContain('赠送天数须在 1–3650 天之间');
  });
});
