import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

interface PanelStateProps<T> {
  /** The query the panel shows. */
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  /** The content, once the query has its answer. */
  children: (data: T) => ReactNode;
}

/** Loading skeleton, a failure with a retry button (the toast already said why), or the content. */
export function PanelState<T>({ query, children }: PanelStateProps<T>) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError || query.data === undefined) {
    return (
      <Result
        status="warning"
        title="加载失败"
        subTitle="请稍后重试"
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
