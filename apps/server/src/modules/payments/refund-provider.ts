import {
  PaymentProviderError,
  PaymentVerificationError,
  type ProviderChannel,
  type ProviderRefund,
  SANDBOX_MERCHANT_ID,
} from '../../platform/payment/index.js';
import type { OrderRow, RefundProvider } from '../orders/index.js';
import { record } from './accept-payment.js';
import type { PaymentDeps } from './payment-deps.js';

/**
 * The providers as the orders area's refunds need them: a refund asked for or queried, each contact
 * kept among the order's payment decisions. A provider that cannot be reached is logged and answered
 * as such, never thrown: the refund stays processing and is sent again.
 */
export function createRefundProvider(deps: PaymentDeps): RefundProvider {
  return {
    async send(order, refund) {
      const channel = providerChannel(order);
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
        if (!isProviderTrouble(error)) throw error;
        deps.log.warn(
          { channel, orderNo: order.orderNo, refundNo: refund.refundNo, reason: error.message },
          'refund not sent',
        );
        await record(deps.db, {
          channel,
          orderNo: order.orderNo,
          outcome: 'refund-unsent',
          source: 'refund-send',
          tradeNo: refund.refundNo,
          amount: refund.amount,
          sandbox: deps.providers[channel].merchantId === SANDBOX_MERCHANT_ID,
          detail: error.message,
        });
        return null;
      }
      if (answer.status === 'failed') {
        deps.log.error(
          { channel, orderNo: order.orderNo, refundNo: refund.refundNo, failure: answer.failure },
          'provider refused a refund: the money is still owed',
        );
      }
      return answer;
    },

    async query(order, refund) {
      const channel = providerChannel(order);
      try {
        return (await deps.providers[channel].queryRefund(order.orderNo, refund.refundNo)) ?? 'unsent';
      } catch (error) {
        if (!isProviderTrouble(error)) throw error;
        deps.log.warn({ channel, refundNo: refund.refundNo, reason: error.message }, 'refund query failed');
        return 'unreachable';
      }
    },

    // A number sent again (a repeated click) is answered again: recorded, but as what it is.
    recordAnswer: (order, source, answer, changed) =>
      record(deps.db, {
        ...refundFacts(deps, providerChannel(order), answer),
        orderNo: order.orderNo,
        outcome: changed ? `refund-${answer.status}` : 'refund-duplicate',
        source,
      }),
  };
}

/** What a provider said of a refund, as the order's payment decisions keep it. */
export const refundFacts = (deps: PaymentDeps, channel: ProviderChannel, refund: ProviderRefund) => ({
  channel,
  orderNo: refund.orderNo,
  tradeNo: refund.refundNo,
  amount: refund.amount,
  sandbox: deps.providers[channel].merchantId === SANDBOX_MERCHANT_ID,
  detail: refund.failure ?? '',
});

function providerChannel(order: OrderRow): ProviderChannel {
  const channel = order.payChannel;
  if (channel !== 'wx' && channel !== 'ali')
    throw new Error(`order ${order.orderNo} was not paid through a provider`);
  return channel;
}

const isProviderTrouble = (error: unknown): error is PaymentProviderError | PaymentVerificationError =>
  error instanceof PaymentProviderError || error instanceof PaymentVerificationError;
