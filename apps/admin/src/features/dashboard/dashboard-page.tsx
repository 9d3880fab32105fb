import { Alert, Card, Skeleton, Space, Typography } from 'antd';
import { ScreenCard } from '@/lib/screen-card';
import { useDashboard } from './api';
import { FigureCards } from './figure-cards';
import { FunnelView } from './funnel-chart';
import { QueueCards } from './queue-cards';
import { TrendChart } from './trend-chart';

/** The console's landing screen: what waits for the operator, then (for finance) the business. */
export function DashboardPage() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <Skeleton active />;
  if (dashboard.isError)
    return <Alert type="error" showIcon message="工作台暂时无法打开" description={dashboard.error.message} />;
  const { today, figures, queues } = dashboard.data;
  return (
    <ScreenCard title="工作台" extra={<Typography.Text type="secondary">{today}</Typography.Text>}>
      <Space direction="vertical" size={24} style={{ display: 'flex' }}>
        <section aria-label="待处理">
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            待处理
          </Typography.Title>
          <QueueCards queues={queues} />
        </section>
        {figures && (
          <>
            <section aria-label="经营概况">
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                经营概况
              </Typography.Title>
              <FigureCards figures={figures} />
            </section>
            <Card size="small" title="近30天趋势">
              <TrendChart days={figures.days} />
            </Card>
            <Card size="small" title="近30天转化漏斗">
              <FunnelView funnel={figures.funnel} />
            </Card>
          </>
        )}
      </Space>
    </ScreenCard>
  );
}
