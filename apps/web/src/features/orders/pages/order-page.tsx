import { Button, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LogInFirst } from '@/components/log-in-first';
import { useSession } from '@/lib/session';
import { useOrderStatus } from '../api/get-order';
import styles from '../components/order-page.module.css';
import { OrderStep } from '../components/order-step';
import { SettleStep } from '../components/settle-step';
import { readOrderParams } from '../lib/order-params';

/**
 * /order/:id?type=&activityId=&trainId= (spec section 2): 确认订单 for a course (1), bundle (2),
 * camp term (8) or membership plan (9), then its payment; `orderNo=` once the order exists (after
 * 提交订单, back from Alipay, 去支付 in the orders list). Buying needs a login: a visitor gets the
 * login modal, and the page reloads logged in.
 */
export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const read = readOrderParams(params.id, search);

  let body: ReactNode;
  if (!read.ok) body = <BrokenLink reason={read.reason} />;
  else if (!session) body = <VisitorPanel />;
  else if (read.orderNo) body = <OrderStep key={read.orderNo} orderNo={read.orderNo} />;
  else body = <SettleStep key={search.toString()} target={read.target} viewer={session.id} />;

  return (
    <div className={`zx-container ${styles.page}`}>
      <div className={styles.heading}>
        <h1 className={styles.title}>确认订单</h1>
        {read.ok && session ? <OrderSteps orderNo={read.orderNo} /> : null}
      </div>
      {body}
    </div>
  );
}

/** 确认订单 → 支付 → 完成, following the order. */
function OrderSteps({ orderNo }: { orderNo: string | undefined }) {
  return orderNo ? <KnownOrderSteps orderNo={orderNo} /> : <StepsAt current={0} />;
}

function KnownOrderSteps({ orderNo }: { orderNo: string }) {
  // The order step's cached answer; the step polls, this reader only follows.
  const status = useOrderStatus(orderNo).data;
  if (status === 'paid') return <StepsAt current={2} status="finish" />;
  return <StepsAt current={1} status={status === undefined || status === 'pending' ? 'process' : 'error'} />;
}

function StepsAt({
  current,
  status = 'process',
}: {
  current: number;
  status?: 'process' | 'finish' | 'error';
}) {
  return (
    <Steps
      className={styles.steps}
      size="small"
      current={current}
      status={status}
      items={[{ title: '确认订单' }, { title: '支付' }, { title: '完成' }]}
    />
  );
}

function BrokenLink({ reason }: { reason: string }) {
  const navigate = useNavigate();
  return (
    <div className={styles.panel}>
      <EmptyState title="订单信息有误" text={`${reason}，请返回商品页重新下单`}>
        <Button type="primary" onClick={() => navigate('/courses')}>
          去看看其他课程
        </Button>
      </EmptyState>
    </div>
  );
}

function VisitorPanel() {
  return (
    <div className={styles.panel}>
      <LogInFirst text="登录后即可确认订单并完成支付" openOnArrival />
    </div>
  );
}
