import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { MY_COURSES } from '@/lib/links';
import { useSession } from '@/lib/session';
import { useCouponCentre } from '../api/coupons';
import { ClaimButton } from '../components/claim-button';
import { CouponCard } from '../components/coupon-card';
import styles from './coupon-centre-page.module.css';

/** /coupons, 领券中心: every coupon open for claiming, each with 立即领取. */
export function Component() {
  const session = useSession();
  const centre = useCouponCentre(null, session?.id ?? 0);
  let body: React.ReactNode;
  if (centre.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (centre.isError) body = <LoadFailed query={centre} fallback="优惠券加载失败" />;
  else if (centre.data.length === 0) body = <EmptyState text="暂时没有可领取的优惠券" />;
  else
    body = (
      <ul className={styles.grid} aria-label="可领取的优惠券">
        {centre.data.map((coupon) => (
          <li key={coupon.batchId}>
            <CouponCard
              terms={coupon}
              lines={[coupon.validText, `${coupon.scopeText} · 每人限领 ${coupon.perLearner} 张`]}
              action={<ClaimButton coupon={coupon} />}
            />
          </li>
        ))}
      </ul>
    );
  return (
    <div className={`zx-container ${styles.page}`}>
      <div className={styles.head}>
        <h1>领券中心</h1>
        <p>领取后下单自动使用最优惠的一张</p>
        {session ? <Link to={MY_COURSES.coupons}>我的优惠券 ›</Link> : null}
      </div>
      <section className={styles.panel}>{body}</section>
    </div>
  );
}
