import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type OrderStatus, orderList, type ResponseOf } from '@zhixue/contract';
import { call } from '@/lib/api';

export type OrderPage = ResponseOf<typeof orderList>;

export const ORDERS_PAGE_SIZE = 10;

/** `order/list`: the learner's orders, newest first, of one status or all. */
export function listOrders(
  status: OrderStatus | undefined,
  pageCurrent: number,
  signal?: AbortSignal,
): Promise<OrderPage> {
  return call(
    orderList,
    { pageCurrent, pageSize: ORDERS_PAGE_SIZE, ...(status ? { status } : {}) },
    { signal },
  );
}

export function orderListQueryOptions(status: OrderStatus | undefined, pageCurrent: number) {
  return queryOptions({
    queryKey: ['orders', 'list', status ?? 'all', pageCurrent],
    queryFn: ({ signal }) => listOrders(status, pageCurrent, signal),
    placeholderData: keepPreviousData,
    // The list shows the failure with a retry button.
    meta: { silentError: true },
  });
}

export function useOrderList(status: OrderStatus | undefined, pageCurrent: number) {
  return useQuery(orderListQueryOptions(status, pageCurrent));
}
