import type { PayChannel } from '@zhixue/contract';
import type { Config } from '../../platform/config/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import { PaymentProviderError, type ProviderChannel } from '../../platform/payment/index.js';
import { markPaymentStarted, type OrderRow } from '../orders/index.js';
import type { PaymentDeps } from './payment-deps.js';

/** The order page of the order, where a provider's page sends the learner back. */
export function orderPagePath(order: OrderRow): string {
  const query = new URLSearchParams({ type: String(order.productType), orderNo: order.orderNo });
  if (order.termId !== null) query.set('trainId', String(order.termId));
  return `/order/${order.productId}?${query}`;
}

/** pay/wx and pay/ali/pc: the learner's open order sent to the provider; answers its QR content or page. */
export async function startProviderPayment(
  deps: PaymentDeps,
  channel: ProviderChannel,
  userId: number,
  orderId: number,
): Promise<{ order: OrderRow; address: string }> {
  const order = await markPaymentStarted(deps.db, userId, orderId, channel);
  try {
    const address = await deps.providers[channel].start({
      orderNo: order.orderNo,
      amount: order.amount,
      description: order.termName ? `${order.productName} ${order.termName}` : order.productName,
      expiresAt: order.expiresAt,
      returnPath: orderPagePath(order),
    });
    return { order, address };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ channel, orderNo: order.orderNo, reason: error.message }, 'payment could not start');
    throw new AppError('PAY_PROVIDER_UNAVAILABLE');
  }
}

/** pay/peiban: the order waits for an operator to confirm the transfer to the payee. */
export async function startAssistedPayment(
  deps: PaymentDeps,
  config: Config,
  userId: number,
  orderId: number,
) {
  const channel: PayChannel = 'peiban';
  const order = await markPaymentStarted(deps.db, userId, orderId, channel);
  return {
    orderNo: order.orderNo,
    amount: order.amount,
    payee: {
      name: config.PEIBAN_PAYEE_NAME,
      bank: config.PEIBAN_PAYEE_BANK,
      account: config.PEIBAN_PAYEE_ACCOUNT,
    },
    expireTime: formatChinaTime(order.expiresAt),
  };
}
