import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { isMissing } from '@/lib/api';
import styles from './camps.module.css';

/**
 * What every camp page shows around its content: a skeleton while loading, 不存在 for a missing or
 * malformed id (with a way back to the camps), a retry when loading failed.
 */
export function CampPageFrame<T>({
  query,
  missing,
  children,
}: {
  query: UseQueryResult<T>;
  missing: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className={`zx-container ${styles.page}`}>
        <section className={styles.panel}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </section>
      </div>
    );
  }
  if (query.isError && isMissing(query.error)) return <CampMissing text={missing} />;
  if (query.isError) {
    return (
      <div className={`zx-container ${styles.page}`}>
        <LoadFailed title="加载失败" query={query} fallback="请检查网络后重试" />
      </div>
    );
  }
  return <>{children(query.data as T)}</>;
}

/** A camp page whose id names nothing (or is malformed): say so, with a way back to the camps. */
export function CampMissing({ text }: { text: string }) {
  const navigate = useNavigate();
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <EmptyState title="训练营" text={text}>
          <Button onClick={() => navigate('/trainingCamp')}>去看看其他训练营</Button>
        </EmptyState>
      </section>
    </div>
  );
}
