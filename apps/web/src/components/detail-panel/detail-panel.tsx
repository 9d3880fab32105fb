import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/load-failed';
import styles from './detail-panel.module.css';

/** One white panel on the page: where a detail page says it is loading, failed or not found. */
export function DetailPanel({ children }: { children: ReactNode }) {
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>{children}</section>
    </div>
  );
}

/** The detail while its query is pending. */
export function DetailPending() {
  return (
    <DetailPanel>
      <Skeleton active paragraph={{ rows: 8 }} />
    </DetailPanel>
  );
}

/** The detail when its query failed for another reason than not found: the message and a retry. */
export function DetailFailed({
  query,
  title,
}: {
  query: Parameters<typeof LoadFailed>[0]['query'];
  title?: string;
}) {
  return (
    <DetailPanel>
      <LoadFailed title={title} query={query} fallback="课程加载失败" />
    </DetailPanel>
  );
}
