import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type OrderDetail, orderDetail, orderDetail1 } from '@zhixue/contract';
import { call } from '@/lib/api';
import { pollInterval } from '../lib/order-status';

export const orderKey = (orderNo: string) => ['orders', 'detail', orderNo] as const;

/**
 * One of the learner's orders by its number: `order/detail1` the first time (the number is what the
 * address carries), `order/detail` by id afterwards. The server checks a pending order with the
 * provider, so polling it learns of a payment whose notification is late. Polls run in the
 * background (no progress bar).
 */
export function orderQueryOptions(queryClient: QueryClient, orderNo: string) {
  return queryOptions({
    queryKey: orderKey(orderNo),
    queryFn: ({ signal }): Promise<OrderDetail> => {
      const known = queryClient.getQueryData<OrderDetail>(orderKey(orderNo));
      const options = { signal, background: known !== undefined };
      return known ? call(orderDetail, { id: known.id }, options) : call(orderDetail1, { orderNo }, options);
    },
    refetchInterval: (query) => pollInterval(query.state.data),
    // Keep checking while the learner pays on their phone with the page in a background tab.
    refetchIntervalInBackground: true,
    staleTime: 0,
    meta: { silentError: true },
    retry: false,
  });
}

export function useOrder(orderNo: string) {
  const queryClient = useQueryClient();
  return useQuery(orderQueryOptions(queryClient, orderNo));
}

/** The status alone, for a second reader of the order on the page (the steps): it does not poll. */
export function useOrderStatus(orderNo: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...orderQueryOptions(queryClient, orderNo),
    refetchInterval: false,
    select: (order) => order.status,
  });
}
