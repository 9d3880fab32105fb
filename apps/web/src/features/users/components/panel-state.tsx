import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

interface PanelStateProps {
  isPending: boolean;
  isError: boolean;
  retry: () => void;
  children: () => ReactNode;
}

/** Loading skeleton, a failure with a retry button (the toast already said why), or the content. */
export function PanelState({ isPending, isError, retry, children }: PanelStateProps) {
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError) {
    return (
      <Result
        status="warning"
        title="加载失败"
        subTitle="请稍后重试"
        extra={
          <Button type="primary" onClick={retry}>
            重新加载
          </Button>
        }
      />
    );
  }
  return <>{children()}</>;
}
