import type { OrderSettlement } from '@zhixue/contract';
import { Radio } from 'antd';
import { formatAmount } from '../lib/money';
import styles from './order-page.module.css';

/**
 * 优惠券 on the order page: the learner's usable coupons, the most money off first, with the one the
 * server applied chosen; 不使用优惠券 is always offered. Nothing shows when the learner has none.
 */
export function CouponPicker({
  settled,
  onChange,
  disabled,
}: {
  settled: Pick<OrderSettlement, 'coupons' | 'couponId'>;
  /** A coupon id, or 0 for none. */
  onChange: (couponId: number) => void;
  disabled: boolean;
}) {
  if (settled.coupons.length === 0) return null;
  return (
    <section className={styles.card} aria-label="优惠券">
      <h2 className={styles.cardTitle}>优惠券</h2>
      <Radio.Group
        className={styles.couponOptions}
        value={settled.couponId ?? 0}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {settled.coupons.map(({ coupon, discount }) => (
          <Radio key={coupon.id} value={coupon.id}>
            <span className={styles.couponName}>{coupon.name}</span>
            <span className={styles.couponOff}>-{formatAmount(discount)}</span>
            <span className={styles.couponEnds}>{coupon.expiresAt.slice(0, 10)} 到期</span>
          </Radio>
        ))}
        <Radio value={0}>不使用优惠券</Radio>
      </Radio.Group>
    </section>
  );
}
