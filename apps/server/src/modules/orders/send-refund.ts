import { sentToProvider } from './provider-check.js';
import type { RecordedRefund } from './record-refund.js';
import { settleRefund } from './record-refund.js';
import type { RefundDeps } from './refund-provider.js';

/**
 * Sends a recorded refund to the provider the order was paid through, once the refund is committed
 * (a provider call never runs inside a transaction), and settles it with the provider's answer. The
 * provider refunds a number once, so sending it again (a repeated click on a refund not yet settled,
 * the re-query job) is harmless. A provider that cannot be reached leaves it processing. An assisted
 * payment came by bank transfer: finance returns it the same way, so it is settled at once.
 */
export async function sendRefund(deps: RefundDeps, { refund, order }: Omit<RecordedRefund, 'created'>) {
  if (refund.status === 'succeeded') return;
  if (!sentToProvider(order)) {
    await settleRefund(deps.db, refund.refundNo, { status: 'succeeded', refundId: null });
    return;
  }
  const answer = await deps.provider.send(order, refund);
  if (!answer) return;
  const changed = await settleRefund(deps.db, refund.refundNo, answer);
  await deps.provider.recordAnswer(order, 'answer', answer, changed !== null);
}
