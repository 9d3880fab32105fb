import { twoDigits } from '@/lib/format';
import type { Feature } from '../content/types';
import styles from './marketing.module.css';

/** Cards of a title and a sentence, numbered so a reader can refer to them. */
export function FeatureGrid({ items, columns = 3 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`${styles.featureGrid} ${styles[`columns${columns}`]}`}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.feature}>
          <span className={styles.featureIndex} aria-hidden="true">
            {twoDigits(index + 1)}
          </span>
          <h3 className={styles.featureTitle}>{item.title}</h3>
          <p className={styles.featureText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
