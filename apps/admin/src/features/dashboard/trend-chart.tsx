import type { DashboardDay } from '@zhixue/contract';
import { useMemo } from 'react';
import { monthDay } from './labels';
import { useChart } from './use-chart';

/** The last 30 days: revenue as bars (yuan), paid orders, new learners and visitors as lines. */
export function TrendChart({ days }: { days: readonly DashboardDay[] }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 70, right: 50, top: 40, bottom: 30 },
      xAxis: { type: 'category', data: days.map((day) => monthDay(day.day)) },
      yAxis: [
        { type: 'value', name: '收入（元）', axisLabel: { formatter: '¥{value}' } },
        { type: 'value', name: '人数 / 单数', minInterval: 1 },
      ],
      series: [
        {
          name: '收入',
          type: 'bar',
          data: days.map((day) => day.paidAmount / 100),
          tooltip: { valueFormatter: (value: number) => `¥${value.toFixed(2)}` },
        },
        { name: '支付订单', type: 'line', yAxisIndex: 1, data: days.map((day) => day.paidOrders) },
        { name: '新增学员', type: 'line', yAxisIndex: 1, data: days.map((day) => day.newLearners) },
        { name: '访客', type: 'line', yAxisIndex: 1, data: days.map((day) => day.visitors) },
      ],
    }),
    [days],
  );
  const element = useChart(option);
  return (
    <div
      ref={element}
      role="img"
      aria-label="近30天收入、订单、新增学员与访客趋势图"
      style={{ height: 320 }}
    />
  );
}
