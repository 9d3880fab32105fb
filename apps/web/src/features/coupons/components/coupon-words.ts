import type { CouponTerms } from '@zhixue/contract';

const yuan = (cents: number) => (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);

/** The big figure of a coupon card: ¥10, or 8.5折. */
export function couponFigure(terms: CouponTerms): { value: string; unit: 'yuan' | 'zhe' } {
  if (terms.kind === 'discount') return { value: String((terms.rate ?? 100) / 10), unit: 'zhe' };
  return { value: yuan(terms.reduction), unit: 'yuan' };
}

/** The condition under the figure: 满100元可用, 无门槛, 最高减20元. */
export function couponCondition(terms: CouponTerms): string {
  if (terms.kind === 'full_reduction') return `满${yuan(terms.threshold)}元可用`;
  if (terms.kind === 'discount') return terms.cap === null ? '折扣券' : `最高减${yuan(terms.cap)}元`;
  return '无门槛';
}
