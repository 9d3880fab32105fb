import { Link } from 'react-router';
import { CrownIcon } from '@/components/icons';
import { MEMBER_PATH } from '@/lib/links';
import styles from './vip-cta.module.css';

/** The member section's call to action (the spec's VIP promotion mentions 200+ selected courses). */
export function VipCta({ viewerIsVip }: { viewerIsVip: boolean }) {
  return (
    <Link to={MEMBER_PATH} className={styles.cta}>
      <CrownIcon />
      {viewerIsVip ? '会员中心' : '开通会员 · 200+精选好课畅学'}
    </Link>
  );
}
