import type { OrderDetail, PayChannel } from '@zhixue/contract';
import { Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { isMissing } from '@/lib/api';
import { MY_COURSES } from '@/lib/links';
import { useOrder } from '../api/get-order';
import { useRefreshAfterPaid } from '../api/refresh-after-payment';
import { type StartedPayment, useStartPayment } from '../api/start-payment';
import { formatTimeLeft, secondsLeftToPay } from '../lib/order-status';
import { CancelOrderButton } from './cancel-order-button';
import { ChannelPicker } from './channel-picker';
import styles from './order-page.module.css';
import { OrderProduct } from './order-product';
import { OrderResult } from './order-result';
import { PayBar } from './pay-bar';
import { PayPanel } from './pay-panel';
import { PriceSummary } from './price-summary';
import type { OrderPageState } from './settle-step';

/**
 * The order page once the order exists (`?orderNo=`): while it is open, the payment step of the
 * chosen channel and a countdown to its closing, polling order/detail until it is paid; then what
 * it bought and the next step, or that it was cancelled or closed.
 */
export function OrderStep({ orderNo }: { orderNo: string }) {
  const order = useOrder(orderNo);
  useRefreshAfterPaid(order.data);

  if (order.isPending) {
    return (
      <div className={styles.panel}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className={styles.panel}>
        {isMissing(order.error) ? (
          <EmptyState title="订单不存在" text="没有找到这笔订单，请在我的订单中查看">
            <Link to={MY_COURSES.orders} className={styles.link}>
              我的订单
            </Link>
          </EmptyState>
        ) : (
          <LoadFailed title="订单详情" query={order} fallback="订单加载失败" />
        )}
      </div>
    );
  }
  if (order.data.status !== 'pending') return <OrderResult order={order.data} />;
  return <PendingOrder order={order.data} answeredAt={order.dataUpdatedAt} refetch={order.refetch} />;
}

interface PendingOrderProps {
  order: OrderDetail;
  /** When the server's `remainingSeconds` was read. */
  answeredAt: number;
  refetch: () => unknown;
}

function PendingOrder({ order, answeredAt, refetch }: PendingOrderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const handedOver = (location.state as OrderPageState | null)?.payment;
  const [payment, setPayment] = useState<StartedPayment | null>(
    handedOver?.orderNo === order.orderNo ? handedOver : null,
  );
  // The handed-over payment is used once: coming back from Alipay, or reloading, must not start
  // it again (the page then checks the order and offers 立即支付).
  useEffect(() => {
    if (location.state !== null) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);
  const [channel, setChannel] = useState<PayChannel>(payment?.channel ?? order.payChannel ?? 'wx');
  const start = useStartPayment();
  const left = useSecondsLeft(order.remainingSeconds, answeredAt);

  // At zero the server closes the order: read it again to show so.
  useEffect(() => {
    if (left === 0) void refetch();
  }, [left, refetch]);

  const shown = payment?.channel === channel ? payment : null;
  // A transfer already chosen: the button shows the payee again.
  const transferChosen = channel === 'peiban' && order.payChannel === 'peiban';
  const pay = () =>
    start.mutate(
      { orderId: order.id, channel },
      {
        onSuccess: (started) => {
          setPayment(started);
          // The order now records the channel: polling for its payment starts.
          void refetch();
        },
      },
    );

  return (
    <>
      <section className={styles.statusBar} aria-label="订单状态">
        <div className={styles.statusText}>
          <strong>订单已提交，请尽快完成支付</strong>
          <div>
            {order.awaitingConfirmation === 1 ? '转账确认截止剩余 ' : '剩余支付时间 '}
            <span className={styles.countdown}>{formatTimeLeft(left)}</span>
            ，超时订单将自动关闭
          </div>
        </div>
        <span className={styles.orderNo}>订单号：{order.orderNo}</span>
        {order.canCancel ? <CancelOrderButton orderId={order.id} /> : null}
      </section>
      <section className={styles.card} aria-label="支付方式">
        <h2 className={styles.cardTitle}>支付方式</h2>
        <ChannelPicker value={channel} onChange={setChannel} disabled={start.isPending} />
        {shown ? <PayPanel payment={shown} /> : <ResumeHint order={order} channel={channel} />}
      </section>
      <OrderProduct
        type={order.type}
        name={order.name}
        picCover={order.picCover}
        termName={order.termName}
        vipDays={order.vipDays}
        priced={order}
      />
      <PriceSummary priced={order} />
      <PayBar amount={order.amount}>
        {shown ? (
          <Button size="large" className={styles.payBarButton} onClick={() => void refetch()}>
            我已完成支付
          </Button>
        ) : (
          <Button
            type="primary"
            size="large"
            className={styles.payBarButton}
            loading={start.isPending}
            disabled={!order.canPay}
            onClick={pay}
          >
            {transferChosen ? '查看收款账户' : '立即支付'}
          </Button>
        )}
      </PayBar>
    </>
  );
}

/**
 * Before the payment step shows (a reload, back from Alipay, 去支付 from the orders list): what was
 * already started may still be under way, and the page is checking it.
 */
function ResumeHint({ order, channel }: { order: OrderDetail; channel: PayChannel }) {
  if (order.payChannel === null || order.payChannel !== channel) return null;
  const text =
    order.payChannel === 'peiban'
      ? '已选择对公转账，等待工作人员确认到账。如需再次查看收款账户，请点击“查看收款账户”。'
      : '如您已完成付款，请稍候，支付结果正在确认中；如未付款，请点击“立即支付”。';
  return <p className={styles.resumeHint}>{text}</p>;
}

/** The countdown to the order's closing, ticking every second from the server's figure. */
function useSecondsLeft(remainingSeconds: number, answeredAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeftToPay(remainingSeconds, answeredAt, now);
  const done = left === 0;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [done]);
  return left;
}
