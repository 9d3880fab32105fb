import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's frame: its name as the page's heading, actions on the right. */
export function ScreenCard({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      style={{ minWidth: 0 }}
    >
      {children}
    </Card>
  );
}
