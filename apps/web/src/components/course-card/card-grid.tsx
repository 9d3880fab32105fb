import type { ReactNode } from 'react';
import styles from './card.module.css';

/** The card grid of lists: four columns in the 1240px content width, fewer when narrower. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/**
 * Placeholder cards while a list loads, shaped like the cards. Drawn with CSS rather than antd's
 * Skeleton: the home page loads without antd to keep its first load small.
 */
export function CardGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      <span className="zx-sr-only">加载中</span>
      {SKELETON_KEYS.slice(0, count).map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <div className={`${styles.skeletonCover} ${styles.shimmer}`} />
          <div className={styles.body}>
            <div className={`${styles.skeletonLine} ${styles.shimmer}`} style={{ width: '92%' }} />
            <div className={`${styles.skeletonLine} ${styles.shimmer}`} style={{ width: '64%' }} />
            <div
              className={`${styles.skeletonLine} ${styles.shimmer}`}
              style={{ width: '40%', marginTop: 18 }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
