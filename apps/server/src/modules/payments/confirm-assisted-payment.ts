import { findOrderByNo } from '../orders/index.js';
import { type Acceptance, acceptPayment, record } from './accept-payment.js';
import type { FulfilmentDeps } from './payment-deps.js';

/** Why an operator's confirmation was refused; null when it was taken. */
export type ConfirmationRefusal = 'unknown order' | 'not awaiting assisted payment';

/**
 * An operator confirms that an assisted payment (a bank transfer with the order number as its
 * note) arrived: the order is fulfilled exactly as by a provider's notification, for its own amount.
 */
export async function confirmAssistedPayment(
  deps: FulfilmentDeps,
  orderNo: string,
  reference: string,
): Promise<Acceptance | ConfirmationRefusal> {
  const order = await findOrderByNo(deps.db, orderNo);
  if (!order) return 'unknown order';
  // Requested once is enough: the learner may have tried another channel after transferring.
  if (order.peibanRequestedAt === null) {
    await record(deps.db, {
      channel: 'peiban',
      orderNo,
      outcome: 'rejected',
      source: 'operator',
      tradeNo: reference,
      sandbox: false,
      detail: '订单未在等待对公转账',
    });
    return 'not awaiting assisted payment';
  }
  return acceptPayment(
    deps,
    'peiban',
    'operator',
    { orderNo, amount: order.amount, merchantId: 'peiban', tradeNo: reference },
    'peiban',
  );
}
