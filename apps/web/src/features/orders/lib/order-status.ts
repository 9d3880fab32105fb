import type { OrderDetail, OrderStatus, OrderType, PayChannel } from '@zhixue/contract';
import { courseHref, MEMBER_PATH } from '@/lib/links';

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  closed: '已关闭',
  refunded: '已退款',
};

const AMOUNT_LABELS: Record<OrderStatus, string> = {
  pending: '应付金额',
  paid: '实付金额',
  cancelled: '订单金额',
  closed: '订单金额',
  refunded: '已退金额',
};

/** What the order's amount is to the learner now: still to pay, paid, refunded, or only the order's. */
export function amountLabel(status: OrderStatus): string {
  return AMOUNT_LABELS[status];
}

/** The status as the orders list shows it: a transfer waiting for the operator says so. */
export function statusLabel(order: Pick<OrderDetail, 'status' | 'awaitingConfirmation'>): string {
  return order.status === 'pending' && order.awaitingConfirmation === 1
    ? '待确认到账'
    : STATUS_LABELS[order.status];
}

export const TYPE_LABELS: Record<OrderType, string> = {
  1: '课程',
  2: '套餐',
  8: '训练营',
  9: '会员',
};

/** The three ways to pay (contract pay/wx, pay/ali/pc, pay/peiban), as the learner chooses them. */
export const PAY_CHANNELS: ReadonlyArray<{ key: PayChannel; label: string; hint: string }> = [
  { key: 'wx', label: '微信支付', hint: '微信扫码，即时到账' },
  { key: 'ali', label: '支付宝', hint: '跳转支付宝页面付款' },
  { key: 'peiban', label: '对公转账', hint: '企业银行转账，人工确认' },
];

/** While a WeChat or Alipay payment may land any second: ask often (the server asks the provider). */
export const PAYMENT_POLL_MS = 3_000;
/** A bank transfer waits for an operator, for hours or days: a slow check is enough. */
export const TRANSFER_POLL_MS = 30_000;

/**
 * How often the order page asks order/detail again: only while the order is open and a payment was
 * started (its QR shown, the learner sent to Alipay or told to transfer); never once it has ended.
 */
export function pollInterval(
  order: Pick<OrderDetail, 'status' | 'payChannel' | 'awaitingConfirmation'> | undefined,
): number | false {
  if (order?.status !== 'pending' || order.payChannel === null) return false;
  return order.awaitingConfirmation === 1 ? TRANSFER_POLL_MS : PAYMENT_POLL_MS;
}

/** Where a paid order leads: start learning, the camp's study plan, the member page. */
export interface NextStep {
  label: string;
  to: string;
}

export function nextStep(
  order: Pick<OrderDetail, 'type' | 'productId' | 'trainId' | 'trainingUserId'>,
): NextStep {
  switch (order.type) {
    case 1:
    case 2:
      return { label: '立即学习', to: courseHref({ id: order.productId, type: order.type }) };
    case 8:
      // An online camp term has a study plan; an offline camp is its detail page (time and place).
      return order.trainingUserId !== null && order.trainId !== null
        ? { label: '立即学习', to: `/trainingCamp/online/plan/${order.trainingUserId}` }
        : { label: '查看训练营', to: `/trainingCamp/offline/${order.productId}` };
    case 9:
      return { label: '查看会员权益', to: MEMBER_PATH };
  }
}

/**
 * Time left to pay, for the countdown: 29分05秒 within the hour, 6天23小时59分 for a transfer that
 * may take days.
 */
export function formatTimeLeft(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const secs = String(left % 60).padStart(2, '0');
  if (days > 0) return `${days}天${hours}小时${minutes}分`;
  if (hours > 0) return `${hours}小时${String(minutes).padStart(2, '0')}分${secs}秒`;
  return `${String(minutes).padStart(2, '0')}分${secs}秒`;
}

/**
 * Seconds left to pay `now`, from the server's `remainingSeconds` answered at `answeredAt`: the
 * browser's clock only measures the time since, so a wrong clock cannot move the deadline.
 */
export function secondsLeftToPay(remainingSeconds: number, answeredAt: number, now: number): number {
  return Math.max(0, remainingSeconds - Math.floor(Math.max(0, now - answeredAt) / 1000));
}
