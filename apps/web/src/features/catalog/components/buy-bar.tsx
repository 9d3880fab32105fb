import type { CourseDetail } from '@zhixue/contract';
import { Button } from 'antd';
import { MEMBER_PATH } from '@/lib/links';
import { type BuyAction, buyBarState } from '../lib/buy-bar';
import { orderHref } from '../lib/detail-links';
import styles from './course-detail.module.css';
import { useLoginGuard } from './use-login-guard';

interface BuyBarProps {
  detail: CourseDetail;
  viewerIsVip: boolean;
  /** Where studying starts (null while unknown: the study button waits). */
  studyTo: string | null;
}

/** Price and the buy / study buttons of the individual site (spec section 4). */
export function BuyBar({ detail, viewerIsVip, studyTo }: BuyBarProps) {
  const { go } = useLoginGuard();
  const state = buyBarState(detail, viewerIsVip);

  const targetOf = (action: BuyAction): string | null => {
    switch (action.kind) {
      case 'member':
        return MEMBER_PATH;
      case 'order':
        return orderHref(detail);
      case 'study':
        return studyTo;
      default:
        return null;
    }
  };

  return (
    <section
      className={state.price ? styles.buyBar : `${styles.buyBar} ${styles.buyBarPlain}`}
      aria-label="购买与学习"
    >
      {state.price ? (
        <div className={styles.priceLine}>
          {state.price.activity ? <span className={styles.priceTag}>活动价</span> : null}
          <span className={`${styles.price} ${styles[`price_${state.price.kind}`] ?? ''}`}>
            {state.price.main}
          </span>
          {state.price.original ? <s className={styles.priceOriginal}>{state.price.original}</s> : null}
          {state.price.hint ? <span className={styles.priceHint}>{state.price.hint}</span> : null}
        </div>
      ) : null}
      <div className={styles.buyActions}>
        {state.actions.map((action) => {
          const to = targetOf(action);
          return (
            <Button
              key={action.key}
              size="large"
              type={action.primary ? 'primary' : 'default'}
              className={action.kind === 'member' && !action.primary ? styles.memberEntry : undefined}
              disabled={action.disabled || (action.kind !== 'none' && to === null)}
              onClick={() => {
                if (to) go(to);
              }}
            >
              {action.label}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
