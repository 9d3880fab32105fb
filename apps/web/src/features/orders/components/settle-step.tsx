import type { PayChannel } from '@zhixue/contract';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { hasReason, toastError } from '@/lib/api';
import { useSaveOrder } from '../api/save-order';
import { useOrderSettlement } from '../api/settle-order';
import { type StartedPayment, startPayment } from '../api/start-payment';
import { type OrderPageTarget, orderPageHref } from '../lib/order-params';
import { memberPriceHint } from '../lib/price-breakdown';
import { ChannelPicker } from './channel-picker';
import { CouponPicker } from './coupon-picker';
import styles from './order-page.module.css';
import { OrderProduct } from './order-product';
import { OrderRefusal, StudyButton } from './order-refusal';
import { PayBar } from './pay-bar';
import { PriceSummary } from './price-summary';

/** What the order page passes on to the order's own address after 提交订单. */
export interface OrderPageState {
  payment: StartedPayment;
}

/**
 * Before the order exists: what is bought at which price (order/settle), the payment method, and
 * 提交订单, which saves the order, starts the chosen payment and moves to the order's own address.
 */
export function SettleStep({ target: product, viewer }: { target: OrderPageTarget; viewer: number }) {
  const navigate = useNavigate();
  // Left unset, the server applies the learner's best coupon; the order saves what the page shows.
  const [couponId, setCouponId] = useState<number | undefined>();
  const target: OrderPageTarget = couponId === undefined ? product : { ...product, couponId };
  const settlement = useOrderSettlement(target, viewer);
  const save = useSaveOrder();
  const [channel, setChannel] = useState<PayChannel>('wx');
  const [starting, setStarting] = useState(false);

  if (settlement.isPending) {
    return (
      <div className={styles.panel}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (settlement.isError) return <OrderRefusal target={target} query={settlement} />;

  const settled = settlement.data;
  if (!settled.payable) {
    return (
      <div className={styles.panel}>
        <EmptyState title="无需购买" text="会员可免费学习，无需购买">
          <StudyButton target={target} />
        </EmptyState>
      </div>
    );
  }

  const submit = async () => {
    setStarting(true);
    try {
      const order = await save.mutateAsync(target);
      const here = orderPageHref(order, order.orderNo);
      try {
        const payment = await startPayment(order.id, channel);
        const state: OrderPageState = { payment };
        await navigate(here, { replace: true, state });
      } catch (error) {
        // The order exists: its page offers to pay again.
        toastError(error);
        await navigate(here, { replace: true });
      }
    } catch (error) {
      // An enrolled camp term gets its dialog from the page the refreshed settlement shows.
      if (!hasReason(error, 'CAMP_TERM_ENROLLED')) toastError(error);
      // What changed (bought meanwhile, price moved, no longer sold) shows on the page.
      void settlement.refetch();
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <OrderProduct
        type={settled.type}
        name={settled.name}
        picCover={settled.picCover}
        termName={settled.termName}
        vipDays={settled.vipDays}
        priced={settled}
      />
      <CouponPicker settled={settled} onChange={setCouponId} disabled={starting || settlement.isFetching} />
      <section className={styles.card} aria-label="支付方式">
        <h2 className={styles.cardTitle}>支付方式</h2>
        <ChannelPicker value={channel} onChange={setChannel} disabled={starting} />
      </section>
      <PriceSummary
        priced={settled}
        activityEndTime={settled.activity?.endTime}
        memberHint={memberPriceHint(settled)}
      />
      <PayBar amount={settled.amount}>
        <Button
          type="primary"
          size="large"
          className={styles.payBarButton}
          loading={starting}
          onClick={() => void submit()}
        >
          提交订单
        </Button>
      </PayBar>
    </>
  );
}
