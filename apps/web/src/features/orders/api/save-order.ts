import { useMutation } from '@tanstack/react-query';
import { type OrderDetail, orderSave } from '@zhixue/contract';
import { call } from '@/lib/api';
import type { OrderPageTarget } from '../lib/order-params';

/** `order/save`: the order at the settled price (an open order for the same product is reused). */
export function saveOrder(target: OrderPageTarget): Promise<OrderDetail> {
  return call(orderSave, target);
}

/** The page answers refusals itself (a toast, or the already-enrolled dialog). */
export function useSaveOrder() {
  return useMutation({ mutationFn: saveOrder, meta: { silentError: true } });
}
