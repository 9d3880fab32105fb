import { type OrderDetail, type OrderStatus, ProductTypes } from '@zhixue/contract';
import { Button, Pagination, Skeleton, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { CoverImage } from '@/components/course-card/cover-image';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PersonalPanel } from '@/components/personal-panel';
import { ORDERS_PAGE_SIZE, useOrderList } from '../api/list-orders';
import { formatAmount } from '../lib/money';
import { orderPageHref } from '../lib/order-params';
import { amountLabel, nextStep, statusLabel, TYPE_LABELS } from '../lib/order-status';
import { CancelOrderButton } from './cancel-order-button';
import styles from './my-orders.module.css';

type Tab = 'all' | 'pending' | 'paid' | 'cancelled' | 'refunded';

const TABS: Array<{ key: Tab; label: string }> = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: '待支付' },
  { key: 'paid', label: '已支付' },
  { key: 'cancelled', label: '已取消' },
  { key: 'refunded', label: '已退款' },
];

/**
 * 我的订单, for the personal area: the learner's orders by status, each with its amount and time,
 * 去支付 (back to its order page) and 取消订单 while it is open, 立即学习 once paid.
 */
export function MyOrders() {
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const status: OrderStatus | undefined = tab === 'all' ? undefined : tab;
  const orders = useOrderList(status, page);

  let body: ReactNode;
  if (orders.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (orders.isError) body = <LoadFailed compact query={orders} fallback="订单加载失败" />;
  else if (orders.data.list.length === 0) body = <EmptyState compact text="暂无订单" />;
  else {
    body = (
      <>
        <ul className={styles.list} aria-label="订单列表">
          {orders.data.list.map((order) => (
            <OrderItem key={order.id} order={order} />
          ))}
        </ul>
        {orders.data.total > ORDERS_PAGE_SIZE ? (
          <Pagination
            className={styles.pagination}
            current={page}
            pageSize={ORDERS_PAGE_SIZE}
            total={orders.data.total}
            showSizeChanger={false}
            onChange={setPage}
          />
        ) : null}
      </>
    );
  }

  return (
    <PersonalPanel title="我的订单">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as Tab);
          setPage(1);
        }}
        items={TABS}
      />
      {body}
    </PersonalPanel>
  );
}

function OrderItem({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const next = nextStep(order);
  const detail = [TYPE_LABELS[order.type], order.termName, order.vipDays ? `${order.vipDays}天` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={styles.order}>
      <div className={styles.orderHead}>
        <span>{order.createdAt}</span>
        <span>订单号：{order.orderNo}</span>
        <span className={`${styles.status} ${styles[`status_${order.status}`] ?? ''}`}>
          {statusLabel(order)}
        </span>
      </div>
      <div className={styles.orderBody}>
        <div className={styles.cover}>
          {order.type === ProductTypes.VIP_PLAN ? (
            <div className={styles.vipCover}>VIP</div>
          ) : (
            <CoverImage src={order.picCover} alt="" />
          )}
        </div>
        <div>
          <h3 className={styles.name}>{order.name}</h3>
          <div className={styles.meta}>{detail}</div>
        </div>
        <div className={styles.amount}>
          <strong>{formatAmount(order.amount)}</strong>
          <span>{amountLabel(order.status)}</span>
        </div>
        <div className={styles.actions}>
          {order.canPay ? (
            <Button type="primary" onClick={() => navigate(orderPageHref(order, order.orderNo))}>
              去支付
            </Button>
          ) : null}
          {order.canCancel ? <CancelOrderButton orderId={order.id} asLink /> : null}
          {order.status === 'paid' ? <Button onClick={() => navigate(next.to)}>{next.label}</Button> : null}
          {order.status === 'cancelled' || order.status === 'closed' ? (
            <Button onClick={() => navigate(orderPageHref(order))}>重新购买</Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
