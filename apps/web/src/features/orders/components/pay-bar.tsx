import type { ReactNode } from 'react';
import { formatAmount } from '../lib/money';
import styles from './order-page.module.css';

/** The bar fixed to the bottom of the order page: 应付金额 and the step's button. */
export function PayBar({ amount, children }: { amount: number; children: ReactNode }) {
  return (
    <div className={styles.payBar}>
      <div className={`zx-container ${styles.payBarInner}`}>
        <span className={styles.payBarLabel}>应付金额：</span>
        <strong className={styles.payBarAmount} data-testid="amount-due">
          {formatAmount(amount)}
        </strong>
        {children}
      </div>
    </div>
  );
}
