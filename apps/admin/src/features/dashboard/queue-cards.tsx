import type { DashboardQueue } from '@zhixue/contract';
import { Badge, Card, Col, Empty, Row, Statistic, theme } from 'antd';
import { Link } from 'react-router';
import { QUEUE_SCREENS } from './labels';

/** What waits for the operator, each queue a card that opens its screen. */
export function QueueCards({ queues }: { queues: readonly DashboardQueue[] }) {
  const { token } = theme.useToken();
  if (queues.length === 0) return <Empty description="您的角色没有需要处理的待办队列" />;
  return (
    <Row gutter={[16, 16]}>
      {queues.map(({ queue, count }) => {
        const screen = QUEUE_SCREENS[queue];
        return (
          <Col key={queue} xs={24} sm={12} lg={8} xl={6}>
            {/* Named by what it shows (the queue, its count, 去处理 or 查看), as a person reads it. */}
            <Link to={screen.path}>
              <Card hoverable size="small">
                <Statistic
                  title={<Badge status={count > 0 ? 'warning' : 'success'} text={screen.label} />}
                  value={count}
                  suffix={screen.unit}
                />
                <div style={{ marginTop: 8, color: token.colorPrimary }}>
                  {count > 0 ? '去处理 →' : '查看 →'}
                </div>
              </Card>
            </Link>
          </Col>
        );
      })}
    </Row>
  );
}
