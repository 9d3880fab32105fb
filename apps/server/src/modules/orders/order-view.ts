import { type OrderDetail, type OrderType, type PayChannel, ProductTypes } from '@zhixue/contract';
import { formatChinaTime } from '../../platform/format/index.js';
import type { OrderRecord } from './order-records.js';

/** An order as the learner sees it, with what they may do with it now. */
export function presentOrder(order: OrderRecord, now = Date.now()): OrderDetail {
  const pending = order.status === 'pending';
  const open = pending && order.expiresAt.getTime() > now;
  const paid = order.status === 'paid';
  return {
    id: order.id,
    orderNo: order.orderNo,
    type: order.productType as OrderType,
    productId: order.productId,
    trainId: order.termId,
    termName: order.termName,
    vipDays: order.vipDays,
    name: order.productName,
    picCover: order.productPic,
    linePrice: order.linePrice,
    price: order.price,
    amount: order.amount,
    couponDiscount: order.couponDiscount,
    priceKind: order.priceKind as OrderDetail['priceKind'],
    activityId: order.activityId,
    status: order.status as OrderDetail['status'],
    payChannel: order.payChannel as PayChannel | null,
    awaitingConfirmation: pending && order.payChannel === 'peiban' ? 1 : 0,
    createdAt: formatChinaTime(order.createdAt),
    expireTime: formatChinaTime(order.expiresAt),
    remainingSeconds: open ? Math.ceil((order.expiresAt.getTime() - now) / 1000) : 0,
    paidAt: order.paidAt && formatChinaTime(order.paidAt),
    canPay: open,
    canCancel: pending,
    trainingUserId: paid ? order.trainingUserId : null,
    vipExpiresAt:
      paid && order.productType === ProductTypes.VIP_PLAN
        ? (order.vipExpiresAt?.toISOString() ?? null)
        : null,
  };
}
