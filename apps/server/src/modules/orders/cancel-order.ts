import type { OrderDetail } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { findOwnOrder } from './order-records.js';
import { presentOrder } from './order-view.js';
import { cancelPending, explainClosed } from './payment-state.js';
import { type ProviderCheck, sentToProvider } from './provider-check.js';

/**
 * order/cancel: pending → cancelled. An order sent to a provider is checked there first: one paid a
 * moment ago is fulfilled, not cancelled, and while the provider cannot be asked nothing changes.
 */
export async function cancelOwnOrder(
  db: Database,
  check: ProviderCheck,
  userId: number,
  orderId: number,
): Promise<OrderDetail> {
  const order = await findOwnOrder(db, userId, { id: orderId });
  if (order.status === 'pending' && sentToProvider(order)) {
    const atProvider = await check(order, 'end');
    if (atProvider === 'unknown') throw new AppError('PAYMENT_STATE_UNKNOWN');
  }
  if (!(await cancelPending(db, userId, orderId))) {
    throw explainClosed(await findOwnOrder(db, userId, { id: orderId }), 'cancel');
  }
  return presentOrder(await findOwnOrder(db, userId, { id: orderId }));
}
