import type { AdminCommission, CommissionStatus } from '@zhixue/contract';
import { Tag } from 'antd';
import { nameColumn, timeColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { yuan } from '@/components/order-labels';
import { SearchBar } from '@/components/search-bar';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { useReferralCommissions } from './api';

const FILTERS = { keyword: '', status: '' };

export const COMMISSION_STATES: Record<CommissionStatus, { label: string; color: string }> = {
  frozen: { label: '冻结中', color: 'orange' },
  available: { label: '可提现', color: 'green' },
  taken_back: { label: '已收回', color: 'default' },
};

/** 佣金记录: every commission with its order, sharer, rate and state. */
export function ReferralCommissionsPage() {
  const list = useUrlList(FILTERS);
  const commissions = useReferralCommissions({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
    ...(list.filters.status ? { status: list.filters.status as CommissionStatus } : {}),
  });
  return (
    <ScreenCard title="佣金记录">
      <SearchBar
        list={list}
        keyword={{ name: 'keyword', placeholder: '订单号、推广人或课程' }}
        selects={[
          {
            name: 'status',
            placeholder: '佣金状态',
            width: 120,
            options: Object.entries(COMMISSION_STATES).map(([value, { label }]) => ({ value, label })),
          },
        ]}
      />
      <ListTable<AdminCommission>
        list={list}
        query={commissions}
        rowKey="id"
        unit="笔"
        empty="还没有推广佣金"
        columns={[
          { title: '订单号', dataIndex: 'orderNo', width: 200 },
          nameColumn('课程', 'productName'),
          {
            title: '推广人',
            key: 'sharer',
            width: 140,
            render: (_, row) => `${row.sharerName}（ID ${row.sharerId}）`,
          },
          { title: '实付', dataIndex: 'paidAmount', width: 100, render: (value: number) => yuan(value) },
          { title: '比例', dataIndex: 'rate', width: 70, render: (rate: number) => `${rate}%` },
          {
            title: '佣金',
            dataIndex: 'amount',
            width: 140,
            render: (value: number, row) =>
              row.clawedBack > 0 ? `${yuan(value)}（扣回 ${yuan(row.clawedBack)}）` : yuan(value),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: CommissionStatus) => (
              <Tag color={COMMISSION_STATES[status].color}>{COMMISSION_STATES[status].label}</Tag>
            ),
          },
          timeColumn('解冻时间', 'releasesAt'),
          timeColumn('下单时间', 'createdAt'),
        ]}
      />
    </ScreenCard>
  );
}
