import { Button, Popover } from 'antd';
import { useSession } from '@/lib/session';
import { type CouponProduct, useCouponCentre } from '../api/coupons';
import { ClaimButton } from './claim-button';
import { CouponCard } from './coupon-card';
import styles from './coupon-strip.module.css';
import { couponCondition, couponFigure } from './coupon-words';

/** The strip's red (its label's too, in the stylesheet): 6.1:1 on the tint, where antd's error red read 4.3:1. */
const CLAIM_RED = '#b42318';

/**
 * 领券: on a product's detail page, the coupons it can take, claimed from a popover. Nothing shows
 * when there are none (or the list could not be read: the page is about the course).
 */
export function CouponStrip({ product }: { product: CouponProduct }) {
  const session = useSession();
  const centre = useCouponCentre(product, session?.id ?? 0);
  const coupons = centre.data ?? [];
  if (coupons.length === 0) return null;
  const list = (
    <div className={styles.list}>
      {coupons.map((coupon) => (
        <CouponCard
          key={coupon.batchId}
          terms={coupon}
          lines={[coupon.validText, coupon.scopeText]}
          action={<ClaimButton coupon={coupon} />}
        />
      ))}
    </div>
  );
  return (
    <div className={styles.strip}>
      <span className={styles.label}>领券</span>
      <span className={styles.tags}>
        {coupons.slice(0, 3).map((coupon) => {
          const figure = couponFigure(coupon);
          return (
            <span key={coupon.batchId} className={styles.tag}>
              {couponCondition(coupon)}
              {figure.unit === 'yuan' ? ` 减${figure.value}元` : ` ${figure.value}折`}
            </span>
          );
        })}
      </span>
      <Popover content={list} title="可领优惠券" trigger="click" placement="bottomRight">
        <Button type="link" style={{ color: CLAIM_RED }}>
          领取优惠券
        </Button>
      </Popover>
    </div>
  );
}
