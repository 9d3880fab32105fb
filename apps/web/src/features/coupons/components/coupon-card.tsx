import type { CouponTerms } from '@zhixue/contract';
import type { ReactNode } from 'react';
import styles from './coupon-card.module.css';
import { couponCondition, couponFigure } from './coupon-words';

/** A coupon as a ticket: the figure on the left, what it is on the right, an action at the end. */
export function CouponCard({
  terms,
  lines,
  action,
  muted = false,
}: {
  terms: CouponTerms;
  /** Small lines under the name: validity, scope, the refund rule. */
  lines: string[];
  action?: ReactNode;
  muted?: boolean;
}) {
  const figure = couponFigure(terms);
  return (
    <article className={muted ? `${styles.card} ${styles.muted}` : styles.card} aria-label={terms.name}>
      <div className={styles.value}>
        <span className={styles.figure}>
          {figure.unit === 'yuan' ? <small>¥</small> : null}
          {figure.value}
          {figure.unit === 'zhe' ? <small>折</small> : null}
        </span>
        <span className={styles.condition}>{couponCondition(terms)}</span>
      </div>
      <div className={styles.body}>
        <span className={styles.name} title={terms.name}>
          {terms.name}
        </span>
        {lines.map((line) => (
          <span key={line} className={styles.meta}>
            {line}
          </span>
        ))}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
