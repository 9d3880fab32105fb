import type { AdminRefund } from '@zhixue/contract';
import { ProductTypes } from '@zhixue/contract';
import {
  PaymentProviderError,
  PaymentVerificationError,
  type ProviderRefund,
} from '../../platform/payment/index.js';
import { findRefundByNo, type RecordedRefund, type RefundRow, settleRefund } from '../orders/index.js';
import { record } from './accept-payment.js';
import type { PaymentDeps } from './payment-deps.js';

/**
 * Sends a recorded refund to the provider the order was paid through, once the refund is
 * committed (a provider call never runs inside a transaction). The provider refunds a number once,
 * so sending it again (a repeated click on a refund not yet settled) is harmless. An assisted
 * payment came by bank transfer: finance returns it the same way, so it is settled at once.
 * Answers the refund as it stands afterwards; a provider that cannot be reached leaves it processing.
 */
export async function sendRefund(deps: PaymentDeps, { refund, order }: RecordedRefund): Promise<RefundRow> {
  if (refund.status === 'succeeded') return refund;
  const channel = order.payChannel;
  if (channel !== 'wx' && channel !== 'ali') {
    return (await settleRefund(deps.db, refund.refundNo, { status: 'succeeded', refundId: null })) ?? refund;
  }
  let answer: ProviderRefund;
  try {
    answer = await deps.providers[channel].refund({
      orderNo: order.orderNo,
      refundNo: refund.refundNo,
      amount: refund.amount,
      total: order.amount,
      reason: refund.reason,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError || error instanceof PaymentVerificationError)) throw error;
    deps.log.warn(
      { channel, orderNo: order.orderNo, refundNo: refund.refundNo, reason: error.message },
      'refund not sent',
    );
    await record(
      deps.db,
      channel,
      order.orderNo,
      'refund-unsent',
      `refund ${refund.refundNo}: ${error.message}`,
    );
    return refund;
  }
  if (answer.status === 'failed') {
    deps.log.error(
      { channel, orderNo: order.orderNo, refundNo: refund.refundNo, failure: answer.failure },
      'provider refused a refund: the money is still owed',
    );
  }
  const changed = await settleRefund(deps.db, refund.refundNo, answer);
  // A number sent again (a repeated click) is answered again: recorded, but as what it is.
  const outcome = changed ? `refund-${answer.status}` : 'refund-duplicate';
  await record(deps.db, channel, order.orderNo, outcome, describeRefund('answer', answer));
  return changed ?? (await findRefundByNo(deps.db, refund.refundNo))?.refund ?? refund;
}

export const describeRefund = (source: string, refund: ProviderRefund) =>
  `${source}: refund ${refund.refundNo} ${refund.status}, ${refund.amount} cents` +
  (refund.failure ? ` (${refund.failure})` : '');

/**
 * After a refund call committed: the refund goes to the provider, and a membership refund drops the
 * learner's cached sessions so that their next call sees the membership ended.
 */
export async function afterRefund(deps: PaymentDeps, recorded: RecordedRefund, view: AdminRefund) {
  const settled = await sendRefund(deps, recorded);
  // The console call answered with this object: it shows where the refund stands now.
  Object.assign(view, {
    status: settled.status,
    providerRefundId: settled.providerRefundId,
    failure: settled.failure,
  });
  if (
    recorded.created &&
    recorded.order.status === 'refunded' &&
    recorded.order.productType === ProductTypes.VIP_PLAN
  ) {
    await deps.forgetUser(recorded.order.userId);
  }
}
