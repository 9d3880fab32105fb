import { BarChart, FunnelChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts the dashboard draws: the screen's chunk stays small.
echarts.use([
  BarChart,
  LineChart,
  FunnelChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** A chart drawn in the returned element from `option`, redrawn when it changes, sized with the window. */
export function useChart(option: echarts.EChartsCoreOption) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'svg' });
    // Figures for reading, not a show: drawn at once.
    chart.setOption({ animation: false, ...option });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option]);
  return element;
}
