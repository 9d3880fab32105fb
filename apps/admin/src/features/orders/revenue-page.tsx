import type { RevenueRow } from '@zhixue/contract';
import { Space, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { ListTable } from '@/components/list-table';
import { CHANNEL_NAMES, PRODUCT_TYPE_NAMES, yuan } from '@/components/order-labels';
import { DayRangeFilter } from '@/lib/day-range-filter';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { useRevenue } from './api';
import { RevenueChart } from './revenue-chart';

/** The days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayjs(from); !day.isAfter(dayjs(to)); day = day.add(1, 'day'))
    days.push(day.format('YYYY-MM-DD'));
  return days;
}

/** Revenue by China day, channel and product type, refunds apart; the last 30 days unless chosen. */
export function RevenuePage() {
  const defaults = useMemo(
    () => ({ from: dayjs().subtract(29, 'day').format('YYYY-MM-DD'), to: dayjs().format('YYYY-MM-DD') }),
    [],
  );
  const list = useUrlList(defaults);
  const { from, to } = list.filters;
  const revenue = useRevenue({ from, to });
  const days = useMemo(() => daysBetween(from, to), [from, to]);
  const data = revenue.data;

  return (
    <ScreenCard title="收入统计">
      <div style={{ marginBottom: 16 }}>
        <DayRangeFilter
          allowClear={false}
          from={from}
          to={to}
          onChange={(range) =>
            list.setFilters({ from: range.from || defaults.from, to: range.to || defaults.to })
          }
        />
      </div>
      {revenue.error && <div role="alert">{revenue.error.message}</div>}
      {data && (
        <>
          <Space size={48} style={{ display: 'flex', marginBottom: 16 }}>
            <Statistic title="收入" value={yuan(data.paidAmount)} />
            <Statistic title="退款" value={yuan(data.refundAmount)} />
            <Statistic title="净收入" value={yuan(data.paidAmount - data.refundAmount)} />
          </Space>
          <RevenueChart days={days} rows={data.rows} />
          <ListTable<RevenueRow>
            rowKey={(row) => `${row.day}-${row.channel}-${row.productType}`}
            size="small"
            list={list}
            query={revenue}
            rows={[...data.rows].reverse()}
            columns={[
              { title: '日期', dataIndex: 'day', width: 120 },
              { title: '支付方式', render: (_, row) => CHANNEL_NAMES[row.channel], width: 110 },
              { title: '商品类型', render: (_, row) => PRODUCT_TYPE_NAMES[row.productType], width: 100 },
              { title: '支付笔数', dataIndex: 'paidCount', width: 100 },
              { title: '收入', render: (_, row) => yuan(row.paidAmount) },
              { title: '退款', render: (_, row) => yuan(row.refundAmount) },
              { title: '净收入', render: (_, row) => yuan(row.paidAmount - row.refundAmount) },
            ]}
          />
        </>
      )}
    </ScreenCard>
  );
}
