import { Button, Popconfirm } from 'antd';
import { useCancelOrder } from '../api/cancel-order';

interface CancelOrderButtonProps {
  orderId: number;
  /** A text link in lists; a plain button on the order page. */
  asLink?: boolean;
}

/** 取消订单 behind a confirmation; a refusal (already paid ...) shows as the client's error toast. */
export function CancelOrderButton({ orderId, asLink = false }: CancelOrderButtonProps) {
  const cancel = useCancelOrder();
  return (
    <Popconfirm
      title="确定取消该订单吗？"
      okText="取消订单"
      cancelText="再想想"
      okButtonProps={{ danger: true }}
      onConfirm={() => cancel.mutateAsync(orderId).catch(() => {})}
    >
      <Button type={asLink ? 'link' : 'default'} loading={cancel.isPending}>
        取消订单
      </Button>
    </Popconfirm>
  );
}
