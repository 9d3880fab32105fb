import { PaymentProviderError, PaymentVerificationError } from '../../platform/payment/index.js';
import type { OrderRow, ProviderCheck } from '../orders/index.js';
import { acceptPayment } from './accept-payment.js';
import type { PaymentDeps } from './payment-deps.js';

/** A learner's page polls order/detail; the provider is asked about one order at most this often. */
const VIEW_QUERY_EVERY_SECONDS = 5;

/**
 * The active query: asks the provider whether a pending order was paid and, if so, fulfils it
 * through the same checks as a notification. It repairs a notification that is late or lost, or a
 * crash after the provider took the money. Before an order ends unpaid, the provider closes it.
 */
export function createProviderCheck(deps: PaymentDeps): ProviderCheck {
  return async (order: OrderRow, purpose) => {
    const channel = order.payChannel;
    if (channel !== 'wx' && channel !== 'ali') return 'unknown';
    if (purpose === 'view') {
      const asked = await deps.cache.incr(`payquery:${order.orderNo}`, VIEW_QUERY_EVERY_SECONDS);
      if (asked > 1) return 'unknown';
    }
    const provider = deps.providers[channel];
    try {
      const payment = await provider.query(order.orderNo);
      if (!payment) {
        // About to end the order: the provider must not take a payment for it afterwards.
        if (purpose === 'end') await provider.close(order.orderNo);
        return 'unpaid';
      }
      const { outcome } = await acceptPayment(deps, channel, 'query', payment, provider.merchantId);
      return outcome === 'fulfilled' || outcome === 'duplicate' ? 'paid' : 'unknown';
    } catch (error) {
      if (!(error instanceof PaymentProviderError || error instanceof PaymentVerificationError)) throw error;
      deps.log.warn({ channel, orderNo: order.orderNo, reason: error.message }, 'payment query failed');
      return 'unknown';
    }
  };
}
