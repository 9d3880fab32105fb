import type { AdminOrderRow, OrderStatus, PayChannel } from '@zhixue/contract';
import { Link } from 'react-router';
import { nameColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import {
  CHANNEL_NAMES,
  channelName,
  PRODUCT_TYPE_NAMES,
  STATUS_NAMES,
  StatusTag,
  yuan,
} from '@/components/order-labels';
import { SearchBar } from '@/components/search-bar';
import { DayRangeFilter } from '@/lib/day-range-filter';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { useOrderSearch } from './api';
import { OrderExportButtons } from './order-exports';

const FILTERS = { status: '', channel: '', productType: '', from: '', to: '', learner: '', orderNo: '' };
const options = (names: Record<string, string>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

/** Every order, newest first, filtered in the address; a row opens the order. */
export function OrdersPage() {
  const list = useUrlList(FILTERS);
  const { status, channel, productType, from, to, learner, orderNo } = list.filters;
  const filters = {
    ...(status ? { status: status as OrderStatus } : {}),
    ...(channel ? { channel: channel as PayChannel } : {}),
    ...(productType ? { productType: Number(productType) as 1 } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(learner ? { learner } : {}),
    ...(orderNo ? { orderNo } : {}),
  };
  const orders = useOrderSearch({ pageCurrent: list.page, pageSize: list.pageSize, ...filters });

  return (
    <ScreenCard title="订单管理" extra={<OrderExportButtons filters={filters} />}>
      <SearchBar
        list={list}
        keywords={[
          { name: 'learner', placeholder: '学员手机号或学员ID', width: 200 },
          { name: 'orderNo', placeholder: '订单号', width: 220 },
        ]}
        selects={[
          { name: 'status', placeholder: '订单状态', options: options(STATUS_NAMES), width: 120 },
          { name: 'channel', placeholder: '支付方式', options: options(CHANNEL_NAMES), width: 120 },
          { name: 'productType', placeholder: '商品类型', options: options(PRODUCT_TYPE_NAMES), width: 120 },
        ]}
      >
        <DayRangeFilter from={from} to={to} onChange={(range) => list.setFilters(range)} />
      </SearchBar>
      <ListTable<AdminOrderRow>
        rowKey="id"
        list={list}
        query={orders}
        unit="条"
        columns={[
          {
            title: '订单号',
            dataIndex: 'orderNo',
            width: 210,
            // The order stays named while a narrow window scrolls the rest.
            fixed: 'left',
            render: (value: string, row) => <Link to={`/orders/${row.id}`}>{value}</Link>,
          },
          nameColumn<AdminOrderRow>(
            '商品',
            'productName',
            (name, row) =>
              `${PRODUCT_TYPE_NAMES[row.productType]}｜${name}${row.termName ? ` ${row.termName}` : ''}`,
          ),
          {
            title: '学员',
            width: 180,
            ellipsis: true,
            render: (_, row) => `${row.learner.nickname}（${row.learner.mobile ?? `ID ${row.learner.id}`}）`,
          },
          { title: '金额', render: (_, row) => yuan(row.amount), width: 100 },
          {
            title: '已退',
            render: (_, row) => (row.refundedAmount ? yuan(row.refundedAmount) : '—'),
            width: 90,
          },
          { title: '支付方式', render: (_, row) => channelName(row.payChannel), width: 100 },
          { title: '状态', render: (_, row) => <StatusTag status={row.status} />, width: 90 },
          { title: '下单时间', dataIndex: 'createdAt', width: 180 },
        ]}
      />
    </ScreenCard>
  );
}
