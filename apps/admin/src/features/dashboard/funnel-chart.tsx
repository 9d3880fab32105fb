import type { DashboardFunnel } from '@zhixue/contract';
import { Table, Typography } from 'antd';
import { useMemo } from 'react';
import { conversions } from './compare';
import { useChart } from './use-chart';

const STAGES = [
  ['visitors', '访客'],
  ['trialLearners', '试看/免费学习的学员'],
  ['placedOrders', '下单'],
  ['paidOrders', '支付'],
  ['completions', '完课'],
] as const;

/** The last 30 days from the first visit to a finished course, with each stage's share of the one before. */
export function FunnelView({ funnel }: { funnel: DashboardFunnel }) {
  const stages = useMemo(() => {
    const counts = STAGES.map(([key]) => funnel[key]);
    const kept = conversions(counts);
    return STAGES.map(([key, name], index) => ({ key, name, count: counts[index] ?? 0, kept: kept[index] }));
  }, [funnel]);
  const option = useMemo(
    () => ({
      tooltip: {
        trigger: 'item',
        formatter: (item: { name: string; data: { count: number } }) => `${item.name}：${item.data.count}`,
      },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          left: 10,
          right: 10,
          top: 10,
          bottom: 10,
          // Widths by stage, not by count: the counts are of different things (people, orders,
          // courses), and a stage of a few orders beside thousands of visitors would vanish.
          min: 0,
          max: stages.length,
          label: {
            show: true,
            position: 'inside',
            formatter: (item: { name: string; data: { count: number } }) => `${item.name} ${item.data.count}`,
          },
          data: stages.map((stage, index) => ({
            name: stage.name,
            value: stages.length - index,
            count: stage.count,
          })),
        },
      ],
    }),
    [stages],
  );
  const element = useChart(option);
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      <div
        ref={element}
        role="img"
        aria-label="近30天转化漏斗图"
        style={{ height: 260, flex: '1 1 320px' }}
      />
      <div style={{ flex: '1 1 320px' }}>
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={stages}
          columns={[
            { title: '环节', dataIndex: 'name' },
            { title: '人数/单数', dataIndex: 'count', align: 'right' },
            {
              title: '上一环节转化率',
              dataIndex: 'kept',
              align: 'right',
              render: (kept: number | null) => (kept === null ? '—' : `${kept}%`),
            },
          ]}
        />
        <Typography.Paragraph style={{ margin: '8px 0 4px' }}>
          支付订单中：用券 {funnel.couponOrders} 单 · 拼团 {funnel.groupOrders} 单 · 秒杀 {funnel.flashOrders}{' '}
          单
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          订单按发生即时统计；访客、试看学员与完课每 5 分钟统计一次
          {funnel.countedAt ? `（最近一次：${funnel.countedAt}）` : '（尚未统计）'}
        </Typography.Text>
      </div>
    </div>
  );
}
