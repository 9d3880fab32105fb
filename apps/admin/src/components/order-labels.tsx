import type { OrderStatus, PayChannel } from '@zhixue/contract';
import { Tag } from 'antd';

/** Names and colours the order screens share. */
export const STATUS_NAMES: Record<OrderStatus, string> = {
  pending: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  closed: '已关闭',
  refunded: '已退款',
};
const STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: 'gold',
  paid: 'green',
  cancelled: 'default',
  closed: 'default',
  refunded: 'purple',
};
export const CHANNEL_NAMES: Record<PayChannel, string> = {
  wx: '微信支付',
  ali: '支付宝',
  peiban: '对公转账',
};
export const PRODUCT_TYPE_NAMES: Record<number, string> = { 1: '课程', 2: '套餐', 8: '训练营', 9: '会员' };
/** What was decided about money arriving or going back (payment_notifications' outcomes). */
const OUTCOME_NAMES: Record<string, string> = {
  fulfilled: '支付成功',
  duplicate: '重复通知',
  rejected: '已拒绝',
  double: '重复支付（需退回）',
  unpayable: '订单已结束（需退回）',
  'refund-processing': '退款处理中',
  'refund-succeeded': '退款成功',
  'refund-failed': '退款失败',
  'refund-duplicate': '重复退款通知',
  'refund-unsent': '退款未送达',
};
export const outcomeName = (outcome: string) => OUTCOME_NAMES[outcome] ?? outcome;
export const channelLabel = (channel: string) => CHANNEL_NAMES[channel as PayChannel] ?? channel;

export const REFUND_STATUS_NAMES = { processing: '退款中', succeeded: '已退款', failed: '退款失败' } as const;

export const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

export function StatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={STATUS_COLOURS[status]}>{STATUS_NAMES[status]}</Tag>;
}

export const channelName = (channel: PayChannel | null) => (channel ? CHANNEL_NAMES[channel] : '—');
