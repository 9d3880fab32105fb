import type { OrderSettlement, PriceKind } from '@zhixue/contract';
import { formatAmount } from './money';

/** One row of the price breakdown: 商品原价, 会员价 / 活动价 / 售价, 优惠券, 优惠. */
export interface PriceLine {
  key: 'original' | 'applied' | 'coupon' | 'discount';
  label: string;
  value: string;
  /** How the row is coloured: the member gold, the activity red, a discount. */
  tone?: 'vip' | 'activity' | 'discount';
}

export type Priced = Pick<OrderSettlement, 'linePrice' | 'price' | 'amount'> & {
  priceKind: PriceKind;
  /** What a coupon took off (already out of `amount`). */
  couponDiscount?: number;
};

const APPLIED: Record<Exclude<PriceKind, 'memberFree'>, { label: string; tone?: PriceLine['tone'] }> = {
  price: { label: '售价' },
  vip: { label: '会员价', tone: 'vip' },
  activity: { label: '活动价', tone: 'activity' },
  group: { label: '拼团价', tone: 'activity' },
  flash: { label: '秒杀价', tone: 'activity' },
};

/**
 * The price before any discount, the one the page strikes through and the breakdown starts from:
 * the line price, or the list price when no higher line price is set.
 */
export function originalPrice(priced: Pick<Priced, 'linePrice' | 'price'>): number {
  return Math.max(priced.linePrice, priced.price);
}

/**
 * The rows above 应付金额, from what the server settled (or an order's snapshot): the original
 * price, the price that applied when it differs from it, and what the learner saves. The amount
 * itself is the server's; nothing here computes a price, only the difference to show.
 */
export function priceLines(priced: Priced): PriceLine[] {
  const original = originalPrice(priced);
  const lines: PriceLine[] = [{ key: 'original', label: '商品原价', value: formatAmount(original) }];
  const coupon = priced.couponDiscount ?? 0;
  const beforeCoupon = priced.amount + coupon;
  if (priced.priceKind !== 'memberFree' && beforeCoupon !== original) {
    const applied = APPLIED[priced.priceKind];
    lines.push({
      key: 'applied',
      label: applied.label,
      value: formatAmount(beforeCoupon),
      tone: applied.tone,
    });
  }
  if (coupon > 0)
    lines.push({ key: 'coupon', label: '优惠券', value: formatAmount(-coupon), tone: 'discount' });
  const saved = original - priced.amount;
  if (saved > 0) {
    lines.push({ key: 'discount', label: '优惠', value: formatAmount(-saved), tone: 'discount' });
  }
  return lines;
}

/**
 * For a learner who is not a member, when the member price beats what they pay now: the nudge
 * 开通会员立享会员价 ¥x (null otherwise).
 */
export function memberPriceHint(
  settlement: Pick<OrderSettlement, 'isVip' | 'vipPrice' | 'amount'>,
): string | null {
  if (settlement.isVip === 1 || settlement.vipPrice === null || settlement.vipPrice >= settlement.amount) {
    return null;
  }
  return `开通会员立享会员价 ${formatAmount(settlement.vipPrice)}`;
}
