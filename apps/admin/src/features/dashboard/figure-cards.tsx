import type { DashboardFigures, DashboardPeriod } from '@zhixue/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { changeOf, changeText } from './compare';
import { yuan } from './labels';

interface Figure {
  title: string;
  current: number;
  previous: number;
  against: string;
  format: (value: number) => string;
}

const count = (value: number) => value.toLocaleString('zh-CN');

function figuresOf({ today, yesterday, month, lastMonth }: DashboardFigures): Figure[] {
  const pair = (
    title: string,
    pick: (period: DashboardPeriod) => number,
    format: (value: number) => string,
  ): Figure[] => [
    { title: `今日${title}`, current: pick(today), previous: pick(yesterday), against: '较昨日', format },
    { title: `本月${title}`, current: pick(month), previous: pick(lastMonth), against: '较上月同期', format },
  ];
  return [
    ...pair('收入', (period) => period.paidAmount, yuan),
    ...pair('支付订单', (period) => period.paidOrders, count),
    ...pair('新增学员', (period) => period.newLearners, count),
  ];
}

/** Up in the theme's green, down in its red, flat in its secondary grey (decision 0052's palette). */
const TEXT_TYPES = { up: 'success', down: 'danger', flat: 'secondary' } as const;

/** Today against yesterday and this month against the same days of last month. */
export function FigureCards({ figures }: { figures: DashboardFigures }) {
  return (
    <Row gutter={[16, 16]}>
      {figuresOf(figures).map((figure) => {
        const change = changeOf(figure.current, figure.previous);
        return (
          <Col key={figure.title} xs={24} sm={12} xl={8} xxl={4}>
            <Card size="small" role="group" aria-label={figure.title}>
              <Statistic title={figure.title} value={figure.format(figure.current)} />
              <Typography.Text type={TEXT_TYPES[change.direction]}>
                {changeText(change, figure.against)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {figure.against.slice(1)}：{figure.format(figure.previous)}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
