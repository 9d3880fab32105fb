import type { Database } from '../../platform/db/index.js';
import { withdrawBuyer } from '../camps/index.js';
import { groupOrderGranted } from '../group-buying/index.js';
import { revokeBoughtCourse } from '../learning/index.js';
import { shortenVip } from '../membership/index.js';
import type { OrderRow } from './order-records.js';

/**
 * Takes back what a fully refunded order granted, inside the transaction that records the refund,
 * through the area that owns it: the course or bundle it bought, the camp enrolment (its seat goes
 * back to the term and a certificate issued for it is revoked), the days of membership. The reverse
 * of fulfilOrder's grant.
 */
export async function takeBackOrder(tx: Database, order: OrderRow): Promise<void> {
  // A group order granted nothing unless its group filled (the learner may own it by another order).
  if (order.priceKind === 'group' && !(await groupOrderGranted(tx, order.id))) return;
  switch (order.productType) {
    case 1:
    case 2:
      await revokeBoughtCourse(tx, order.userId, order.productId);
      return;
    case 8:
      await withdrawBuyer(tx, order.id);
      return;
    case 9:
      await shortenVip(tx, order.userId, order.vipDays ?? 0);
      return;
    default:
      throw new Error(`order ${order.orderNo} has unknown product type ${order.productType}`);
  }
}
