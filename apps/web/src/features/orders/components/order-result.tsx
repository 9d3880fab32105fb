import type { OrderDetail } from '@zhixue/contract';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { formatDate } from '@/lib/date-format';
import { MY_COURSES } from '@/lib/links';
import { formatAmount } from '../lib/money';
import { orderPageHref } from '../lib/order-params';
import { nextStep } from '../lib/order-status';
import styles from './order-page.module.css';

const PAID_TITLES: Record<OrderDetail['type'], string> = {
  1: '支付成功，课程已开通',
  2: '支付成功，套餐已开通',
  8: '支付成功，报名已完成',
  9: '支付成功，会员已开通',
};

/** A group order grants nothing until its group fills (decision 0058): 我的拼团 shows how it stands. */
const GROUP_PAID_TITLE = '支付成功，拼团成功后即可学习（可在个人中心·我的拼团查看）';

const ENDED: Record<'cancelled' | 'closed' | 'refunded', { title: string; text: string }> = {
  cancelled: { title: '订单已取消', text: '如仍需购买，请重新下单' },
  closed: { title: '订单已关闭', text: '订单超时未支付，已自动关闭，如仍需购买请重新下单' },
  refunded: { title: '订单已退款', text: '款项已原路退回，如仍需购买请重新下单' },
};

/** An order that has ended: paid (with the next step), cancelled, closed or refunded. */
export function OrderResult({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  if (order.status === 'paid') {
    const next = nextStep(order);
    const vipUntil = order.vipExpiresAt ? formatDate(order.vipExpiresAt) : null;
    return (
      <section className={styles.result} aria-label="订单结果">
        <Result
          status="success"
          title={order.priceKind === 'group' ? GROUP_PAID_TITLE : PAID_TITLES[order.type]}
          subTitle={order.termName ? `${order.name} · ${order.termName}` : order.name}
          extra={[
            <Button key="next" type="primary" size="large" onClick={() => navigate(next.to)}>
              {next.label}
            </Button>,
            <Button key="orders" size="large" onClick={() => navigate(MY_COURSES.orders)}>
              查看订单
            </Button>,
          ]}
        >
          <dl className={styles.resultFacts}>
            <dt>实付金额</dt>
            <dd>{formatAmount(order.amount)}</dd>
            <dt>订单号</dt>
            <dd>{order.orderNo}</dd>
            {order.paidAt ? (
              <>
                <dt>支付时间</dt>
                <dd>{order.paidAt}</dd>
              </>
            ) : null}
            {vipUntil ? (
              <>
                <dt>会员有效期至</dt>
                <dd>{vipUntil}</dd>
              </>
            ) : null}
          </dl>
        </Result>
      </section>
    );
  }

  if (order.status === 'pending') return null;
  const ended = ENDED[order.status];
  return (
    <section className={styles.result} aria-label="订单结果">
      <Result
        status="warning"
        title={ended.title}
        subTitle={`${ended.text}（订单号 ${order.orderNo}）`}
        extra={
          <Button type="primary" size="large" onClick={() => navigate(orderPageHref(order))}>
            重新下单
          </Button>
        }
      />
    </section>
  );
}
