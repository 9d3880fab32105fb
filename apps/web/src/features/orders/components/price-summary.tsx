import type { PriceKind } from '@zhixue/contract';
import { Link } from 'react-router';
import { formatCountdown, useCountdown } from '@/components/countdown';
import { MEMBER_PATH } from '@/lib/links';
import { priceLines } from '../lib/price-breakdown';
import styles from './order-page.module.css';

interface PriceSummaryProps {
  priced: { linePrice: number; price: number; amount: number; priceKind: PriceKind; couponDiscount?: number };
  /** The running activity's end ('YYYY-MM-DD HH:mm:ss'), shown beside an activity price. */
  activityEndTime?: string | null;
  /** 开通会员立享会员价 ¥x, for a learner who is not a member. */
  memberHint?: string | null;
}

/** 价格明细: original price, the price that applies, the saving (the amount due is in the pay bar). */
export function PriceSummary({ priced, activityEndTime, memberHint }: PriceSummaryProps) {
  return (
    <section className={styles.card} aria-label="价格明细">
      <h2 className={styles.cardTitle}>价格明细</h2>
      <dl className={styles.lines}>
        {priceLines(priced).map((line) => (
          <div key={line.key} className={styles.line}>
            <dt>
              {line.label}
              {line.key === 'applied' && priced.priceKind === 'activity' && activityEndTime ? (
                <ActivityEnds endTime={activityEndTime} />
              ) : null}
            </dt>
            <dd className={line.tone ? styles[`tone_${line.tone}`] : undefined}>{line.value}</dd>
          </div>
        ))}
      </dl>
      {memberHint ? (
        <Link to={MEMBER_PATH} className={styles.memberHint}>
          {memberHint}
        </Link>
      ) : null}
    </section>
  );
}

/** The activity price holds until the countdown ends (the server settles again after it). */
function ActivityEnds({ endTime }: { endTime: string }) {
  const parts = useCountdown(endTime);
  if (parts.done) return null;
  return <span className={styles.activityEnds}>{formatCountdown(parts)}</span>;
}
