import type { OrderRow } from './order-records.js';

/**
 * Asks the payment provider about a pending order that was sent to it, and fulfils the order when
 * the provider holds its payment (a late or lost notification). Implemented by the payments area
 * and handed to this one, which must not depend on it.
 *
 * `view`: a learner looks at the order; the provider may be asked at most every few seconds.
 * `end`: the order is about to be cancelled, closed or replaced; the provider must be asked.
 * Answers `paid` when the order is paid now, `unpaid` when the provider holds no payment, `unknown`
 * when it could not (or need not) be asked.
 */
export type ProviderCheck = (
  order: OrderRow,
  purpose: 'view' | 'end',
) => Promise<'paid' | 'unpaid' | 'unknown'>;

/** Orders whose payment, if any, the provider knows of. */
export const sentToProvider = (order: Pick<OrderRow, 'payChannel'>) =>
  order.payChannel === 'wx' || order.payChannel === 'ali';
