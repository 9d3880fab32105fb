import type { RevenueRow } from '@zhixue/contract';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { CHANNEL_NAMES } from '@/components/order-labels';

// Only the parts the chart uses: the screen's chunk stays small.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const CHANNELS = ['wx', 'ali', 'peiban'] as const;

/** Paid amounts per day stacked by channel, refunds as a line, in yuan. */
export function RevenueChart({ days, rows }: { days: string[]; rows: RevenueRow[] }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'svg' });
    const sum = (day: string, pick: (row: RevenueRow) => number, channel?: string) =>
      rows
        .filter((row) => row.day === day && (channel === undefined || row.channel === channel))
        .reduce((total, row) => total + pick(row), 0) / 100;
    chart.setOption({
      // Figures for reading, not a show: drawn at once.
      animation: false,
      tooltip: { trigger: 'axis', valueFormatter: (value: number) => `¥${value.toFixed(2)}` },
      legend: { top: 0 },
      grid: { left: 60, right: 20, top: 40, bottom: 30 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', axisLabel: { formatter: '¥{value}' } },
      series: [
        ...CHANNELS.map((channel) => ({
          name: `${CHANNEL_NAMES[channel]}收入`,
          type: 'bar',
          stack: 'paid',
          data: days.map((day) => sum(day, (row) => row.paidAmount, channel)),
        })),
        { name: '退款', type: 'line', data: days.map((day) => sum(day, (row) => row.refundAmount)) },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [days, rows]);
  return <div ref={element} role="img" aria-label="每日收入与退款图表" style={{ height: 320 }} />;
}
