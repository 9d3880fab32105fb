import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type OrderDetail, ProductTypes } from '@zhixue/contract';
import { useEffect } from 'react';
import { getSession, setSession } from '@/lib/session';

/** Query areas whose answers say what a learner owns or pays (bought flags, member prices, lists). */
const PURCHASE_SHOWS_IN = new Set([
  'catalog',
  'home',
  'learning',
  'marketing',
  'membership',
  'search',
  'users',
]);

/**
 * What a paid order bought shows everywhere: course details (bought, 立即学习), learning lists,
 * the profile and membership, prices, the orders list. A membership order also turns the stored
 * login's member flag on at once, so the header's gold ring and VIP badge appear without waiting
 * for the profile to be fetched again.
 */
export function applyPaidOrder(queryClient: QueryClient, order: Pick<OrderDetail, 'type' | 'vipExpiresAt'>) {
  const session = getSession();
  if (
    order.type === ProductTypes.VIP_PLAN &&
    order.vipExpiresAt !== null &&
    session &&
    session.vipFront.vip !== 1
  ) {
    setSession({ ...session, vipFront: { ...session.vipFront, vip: 1 } });
  }
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [area, kind] }) =>
      PURCHASE_SHOWS_IN.has(String(area)) || (area === 'orders' && kind !== 'detail'),
  });
}

/** Once per paid order the page shows (as soon as polling sees it paid, or on arrival). */
export function useRefreshAfterPaid(order: OrderDetail | undefined): void {
  const queryClient = useQueryClient();
  const paidOrderNo = order?.status === 'paid' ? order.orderNo : null;
  const type = order?.type;
  const vipExpiresAt = order?.vipExpiresAt ?? null;
  useEffect(() => {
    if (paidOrderNo !== null && type !== undefined) void applyPaidOrder(queryClient, { type, vipExpiresAt });
  }, [paidOrderNo, type, vipExpiresAt, queryClient]);
}
