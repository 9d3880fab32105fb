import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderDetail, orderCancel } from '@zhixue/contract';
import { call } from '@/lib/api';
import { feedback } from '@/lib/feedback';
import { orderKey } from './get-order';

/** `order/cancel`: a pending order of the learner (anything else is refused with a message). */
export function cancelOrder(id: number): Promise<OrderDetail> {
  return call(orderCancel, { id });
}

/** On success: 操作成功, the order shown cancelled, and the lists fetched again. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (order) => {
      feedback.success('操作成功');
      queryClient.setQueryData(orderKey(order.orderNo), order);
      await queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
