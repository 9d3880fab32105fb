import type { Database } from '../../platform/db/index.js';
import { centsToYuan, type ProviderRefund } from '../../platform/payment/index.js';
import { findRefundByNo, type RefundRow, settleRefund } from './record-refund.js';

/**
 * A refund the provider reports of its own accord (WeChat Pay's refund notification, verified by the
 * payments area): matched against our refund (number, order, amount), then settled. Answers why it
 * does not match, or the refund when this report changed it (a replayed report changes nothing:
 * access was taken back when the refund was recorded, and the learner was told then).
 */
export async function settleReportedRefund(
  db: Database,
  reported: ProviderRefund,
): Promise<{ problem: string } | { problem: null; changed: RefundRow | null }> {
  const ours = await findRefundByNo(db, reported.refundNo);
  // Read by operators among the order's payment records: in their words.
  const problem = !ours
    ? '退款单不存在'
    : ours.orderNo !== reported.orderNo
      ? `退款单属于订单 ${ours.orderNo}，不是 ${reported.orderNo}`
      : ours.refund.amount !== reported.amount
        ? `金额与退款单的 ¥${centsToYuan(ours.refund.amount)} 不符`
        : null;
  if (problem) return { problem };
  return { problem: null, changed: await settleRefund(db, reported.refundNo, reported) };
}
