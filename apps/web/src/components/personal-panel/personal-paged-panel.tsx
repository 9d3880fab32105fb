import { Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PersonalPanel } from './personal-panel';
import styles from './personal-panel.module.css';

/** A page of the learner's own records, as a personal-area list query answers it. */
interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { list: T[]; total: number };
}

interface PersonalPagedPanelProps<T> {
  title: string;
  query: PagedQuery<T>;
  /** What the panel says when the learner has none yet. */
  empty: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** One row of the list (an `li`). */
  row: (item: T) => ReactNode;
}

/**
 * A personal-area part that lists the learner's records a page at a time (我的训练营, 我的考试 …): its
 * loading, failed and empty states, the list, and the pager once there is more than a page.
 */
export function PersonalPagedPanel<T>({
  title,
  query,
  empty,
  page,
  pageSize,
  onPage,
  row,
}: PersonalPagedPanelProps<T>) {
  let body: ReactNode;
  if (query.isPending)
    body = (
      <div className={styles.state}>
        <Spin />
      </div>
    );
  else if (query.isError || !query.data) body = <LoadFailed query={query} />;
  else if (query.data.total === 0) body = <EmptyState text={empty} />;
  else
    body = (
      <>
        <ul className={styles.list}>{query.data.list.map(row)}</ul>
        {query.data.total > pageSize ? (
          <Pagination
            className={styles.pager}
            current={page}
            pageSize={pageSize}
            total={query.data.total}
            onChange={onPage}
            showSizeChanger={false}
          />
        ) : null}
      </>
    );
  return <PersonalPanel title={title}>{body}</PersonalPanel>;
}
