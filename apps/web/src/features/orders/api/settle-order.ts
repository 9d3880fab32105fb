import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type OrderSettlement, orderSettle } from '@zhixue/contract';
import { call } from '@/lib/api';
import type { OrderPageTarget } from '../lib/order-params';

/** `order/settle`: what the learner pays for the target now, decided on the server. */
export function settleOrder(target: OrderPageTarget, signal?: AbortSignal): Promise<OrderSettlement> {
  return call(orderSettle, target, { signal });
}

export function settleOrderQueryOptions(target: OrderPageTarget, viewer: number) {
  return queryOptions({
    queryKey: ['orders', 'settle', target, viewer],
    queryFn: ({ signal }) => settleOrder(target, signal),
    // A price a moment old may be wrong (an activity ends): always ask when the page opens.
    staleTime: 0,
    // Choosing another coupon settles again: the page keeps the last answer meanwhile.
    placeholderData: keepPreviousData,
    // The page shows a refusal (already bought, not sold) itself.
    meta: { silentError: true },
    retry: false,
  });
}

export function useOrderSettlement(target: OrderPageTarget, viewer: number) {
  return useQuery(settleOrderQueryOptions(target, viewer));
}
