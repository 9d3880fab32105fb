import { type PayChannel, ProductTypes } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import type { ProviderPayment } from '../../platform/payment/index.js';
import { type FulfilOutcome, findOrderByNo, fulfilOrder } from '../orders/index.js';
import type { FulfilmentDeps } from './payment-deps.js';
import * as tables from './tables.js';

const { paymentNotifications } = tables;

/** Whether the provider should stop sending: false only for what we refuse to believe. */
export type Acceptance = { accepted: boolean; outcome: FulfilOutcome | 'rejected' };

/**
 * A payment reported by a provider (notification or query) or confirmed by an operator: checked
 * against the order (number, amount, merchant), then fulfilled exactly once. Every decision is
 * recorded; the ones that need a person (money for an order no longer open, a second payment) are
 * logged as errors so the money can be returned.
 */
export async function acceptPayment(
  deps: FulfilmentDeps,
  channel: PayChannel,
  source: string,
  payment: ProviderPayment,
  expectedMerchantId: string,
): Promise<Acceptance> {
  const { db, log } = deps;
  const order = await findOrderByNo(db, payment.orderNo);
  const problem =
    payment.merchantId !== expectedMerchantId
      ? `merchant ${payment.merchantId} is not ours`
      : !order
        ? 'unknown order'
        : payment.amount !== order.amount
          ? `amount ${payment.amount} differs from the order's ${order.amount}`
          : null;
  if (problem || !order) {
    const detail = `${source}: ${problem}`;
    log.warn({ channel, orderNo: payment.orderNo, tradeNo: payment.tradeNo }, `payment rejected: ${detail}`);
    await record(db, channel, payment.orderNo, 'rejected', detail);
    return { accepted: false, outcome: 'rejected' };
  }

  const { outcome } = await fulfilOrder(db, { orderId: order.id, channel, tradeNo: payment.tradeNo });
  const detail = `${source}: trade ${payment.tradeNo}, ${payment.amount} cents`;
  if (outcome === 'fulfilled' && order.productType === ProductTypes.VIP_PLAN)
    await deps.forgetUser(order.userId);
  if (outcome === 'double' || outcome === 'unpayable') {
    log.error(
      { channel, orderNo: order.orderNo, tradeNo: payment.tradeNo, status: order.status },
      `payment received for an order that cannot take it (${outcome}): return the money`,
    );
  } else {
    log.info({ channel, orderNo: order.orderNo, tradeNo: payment.tradeNo, outcome }, 'payment accepted');
  }
  await record(db, channel, order.orderNo, outcome, detail);
  return { accepted: true, outcome };
}

export async function record(
  db: Database,
  channel: string,
  orderNo: string | null,
  outcome: string,
  detail: string,
): Promise<void> {
  await db.insert(paymentNotifications).values({ channel, orderNo, outcome, detail: detail.slice(0, 500) });
}
