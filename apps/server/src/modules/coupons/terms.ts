import type { Coupon, CouponKind, CouponStatus, CouponTerms } from '@zhixue/contract';
import { formatChinaTime } from '../../platform/format/index.js';
import type * as tables from './tables.js';

export type BatchRow = typeof tables.couponBatches.$inferSelect;
export type CouponRow = typeof tables.coupons.$inferSelect;

/** What an order is, for deciding which coupons apply and what they take off. */
export interface CouponTarget {
  type: number;
  id: number;
  /** The course's or bundle's category; null for camps and plans. */
  categoryId: number | null;
  /** The price before any coupon, in cents. */
  amount: number;
}

function scopeText(batch: BatchRow): string {
  if (batch.scope === 'category') return '指定分类可用';
  if (batch.scope === 'products') return '指定商品可用';
  return '全部商品可用';
}

export function validText(batch: BatchRow): string {
  if (batch.validDays !== null) return `领取后 ${batch.validDays} 天内有效`;
  return `${formatChinaTime(batch.validFrom ?? new Date()).slice(0, 10)} 至 ${formatChinaTime(batch.validUntil ?? new Date()).slice(0, 10)}`;
}

export function presentTerms(batch: BatchRow): CouponTerms {
  return {
    batchId: batch.id,
    name: batch.name,
    kind: batch.kind as CouponKind,
    threshold: batch.threshold,
    reduction: batch.reduction,
    rate: batch.rate,
    cap: batch.cap,
    scopeText: scopeText(batch),
    refundText: batch.returnOnRefund ? '订单全额退款后，优惠券在有效期内退回' : '订单退款后优惠券不退回',
  };
}

/** The coupon's status as the learner reads it: an unused one past its end is 已过期. */
export function couponStatus(coupon: CouponRow, now = Date.now()): CouponStatus {
  if (coupon.status === 'used') return 'used';
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now) return 'expired';
  return coupon.status === 'locked' ? 'locked' : 'available';
}

export function presentCoupon(coupon: CouponRow, batch: BatchRow): Coupon {
  return {
    ...presentTerms(batch),
    id: coupon.id,
    status: couponStatus(coupon),
    startsAt: formatChinaTime(coupon.startsAt ?? new Date()),
    expiresAt: formatChinaTime(coupon.expiresAt ?? new Date()),
  };
}

/** Whether the batch's products include the target. */
export function covers(batch: BatchRow, target: Pick<CouponTarget, 'type' | 'id' | 'categoryId'>): boolean {
  if (batch.scope === 'category') return target.categoryId !== null && target.categoryId === batch.categoryId;
  if (batch.scope === 'products')
    return batch.products.some((product) => product.type === target.type && product.id === target.id);
  return true;
}

/** What the batch takes off a price, in cents: 0 when it does not apply (a 满减 under its threshold). */
export function discountOf(batch: BatchRow, amount: number): number {
  switch (batch.kind) {
    case 'full_reduction':
      return amount >= batch.threshold ? Math.min(batch.reduction, amount) : 0;
    case 'no_threshold':
      return Math.min(batch.reduction, amount);
    case 'discount': {
      // The learner pays `rate` percent, rounded up to the fen: the coupon never takes more than it says.
      const off = amount - Math.ceil((amount * (batch.rate ?? 100)) / 100);
      return Math.max(0, Math.min(off, batch.cap ?? off));
    }
    default:
      return 0;
  }
}

/** When a coupon claimed now starts and ends. */
export function validityFromNow(batch: BatchRow, now = new Date()): { startsAt: Date; expiresAt: Date } {
  if (batch.validDays !== null)
    return { startsAt: now, expiresAt: new Date(now.getTime() + batch.validDays * 86_400_000) };
  return { startsAt: batch.validFrom ?? now, expiresAt: batch.validUntil ?? now };
}
