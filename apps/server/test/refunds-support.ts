import { randomBytes } from 'node:crypto';
import type { AdminOrderDetail, AdminRefund } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import type { ApiAnswer, TestServer } from './harness.js';
import type { SignedInOperator } from './operator-helpers.js';

/** What the refund tests share: the console's refund call, an order's detail, the learner's notices. */
export function refundCalls(server: TestServer) {
  const refund = (
    who: SignedInOperator,
    body: { orderId: number; amount: number; refundNo?: string; reason?: string },
  ): Promise<ApiAnswer> =>
    server.post(
      '/api/admin/order/refund',
      { refundNo: newRefundNo(), reason: '学员申请退款', ...body },
      { headers: who.headers },
    );
  const refunded = async (who: SignedInOperator, body: Parameters<typeof refund>[1]) => {
    const answer = await refund(who, body);
    if (answer.body.code !== '00000') throw new Error(`refund refused: ${answer.body.msg}`);
    return answer.body.data as AdminRefund;
  };
  const orderDetail = async (who: SignedInOperator, id: number) =>
    (await server.post('/api/admin/order/detail', { id }, { headers: who.headers })).body
      .data as AdminOrderDetail;
  const noticesOf = async (userId: number) => {
    const result = await server.database.db.execute(
      sql`select title, body, dedupe_key from notices where user_id = ${userId} and category = 'order' order by id`,
    );
    return (result as unknown as { rows: Array<{ title: string; body: string; dedupe_key: string }> }).rows;
  };
  const auditCount = async (action: string, entityId: number) => {
    const result = await server.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = ${action} and entity = 'order' and entity_id = ${String(entityId)}`,
    );
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  };
  return { refund, refunded, orderDetail, noticesOf, auditCount };
}

/** As the console makes one when its refund dialog opens. */
export const newRefundNo = () => `RF${randomBytes(10).toString('hex')}`;
