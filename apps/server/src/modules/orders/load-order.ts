import type { OrderDetail } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { closeIfExpired } from './order-expiry.js';
import { findOwnOrder } from './order-records.js';
import { presentOrder } from './order-view.js';
import { type ProviderCheck, sentToProvider } from './provider-check.js';

/**
 * order/detail and order/detail1: the learner's order, brought up to date first. An expired pending
 * order closes now; a pending one sent to a provider is checked there, so a paid order does not
 * wait for a late notification.
 */
export async function loadOwnOrder(
  db: Database,
  check: ProviderCheck,
  userId: number,
  key: { id: number } | { orderNo: string },
): Promise<OrderDetail> {
  const order = await findOwnOrder(db, userId, key);
  if (order.status !== 'pending') return presentOrder(order);
  const changed =
    order.expiresAt.getTime() <= Date.now()
      ? await closeIfExpired(db, check, order)
      : sentToProvider(order) && (await check(order, 'view')) === 'paid';
  return presentOrder(changed ? await findOwnOrder(db, userId, { id: order.id }) : order);
}
