import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminOrderRow, adminOrderSearch, type OrderStatus, type PayChannel } from '@zhixue/contract';
import { Input, Select, Space, Table } from 'antd';
import { Link } from 'react-router';
import { callApi } from '@/lib/api';
import { DayRangeFilter } from '@/lib/day-range-filter';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { OrderExportButtons } from './order-exports';
import {
  CHANNEL_NAMES,
  channelName,
  PRODUCT_TYPE_NAMES,
  STATUS_NAMES,
  StatusTag,
  yuan,
} from './order-labels';

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
  const query = { pageCurrent: list.page, pageSize: list.pageSize, ...filters };
  const orders = useQuery({
    queryKey: ['orders', query],
    queryFn: () => callApi(adminOrderSearch, query),
    placeholderData: keepPreviousData,
  });

  return (
    <ScreenCard title="订单管理" extra={<OrderExportButtons filters={filters} />}>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="学员手机号或学员ID"
          defaultValue={learner}
          onSearch={(value) => list.setFilters({ learner: value.trim() })}
          style={{ width: 200 }}
        />
        <Input.Search
          allowClear
          placeholder="订单号"
          defaultValue={orderNo}
          onSearch={(value) => list.setFilters({ orderNo: value.trim() })}
          style={{ width: 220 }}
        />
        <Select
          allowClear
          placeholder="订单状态"
          value={status || undefined}
          options={options(STATUS_NAMES)}
          onChange={(value) => list.setFilters({ status: value ?? '' })}
          style={{ width: 120 }}
        />
        <Select
          allowClear
          placeholder="支付方式"
          value={channel || undefined}
          options={options(CHANNEL_NAMES)}
          onChange={(value) => list.setFilters({ channel: value ?? '' })}
          style={{ width: 120 }}
        />
        <Select
          allowClear
          placeholder="商品类型"
          value={productType || undefined}
          options={options(PRODUCT_TYPE_NAMES)}
          onChange={(value) => list.setFilters({ productType: value ?? '' })}
          style={{ width: 120 }}
        />
        <DayRangeFilter from={from} to={to} onChange={(range) => list.setFilters(range)} />
      </Space>
      {orders.error && <div role="alert">{orders.error.message}</div>}
      <Table<AdminOrderRow>
        rowKey="id"
        loading={orders.isFetching}
        dataSource={orders.data?.list ?? []}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: orders.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: list.setPage,
        }}
        columns={[
          {
            title: '订单号',
            dataIndex: 'orderNo',
            render: (value: string, row) => <Link to={`/orders/${row.id}`}>{value}</Link>,
          },
          {
            title: '商品',
            render: (_, row) =>
              `${PRODUCT_TYPE_NAMES[row.productType]}｜${row.productName}${row.termName ? ` ${row.termName}` : ''}`,
          },
          {
            title: '学员',
            render: (_, row) => `${row.learner.nickname}（${row.learner.mobile ?? `ID ${row.learner.id}`}）`,
          },
          { title: '金额', render: (_, row) => yuan(row.amount), width: 100 },
          {
            title: '已退',
            render: (_, row) => (row.refundedAmount ? yuan(row.refundedAmount) : '—'),
            width: 100,
          },
          { title: '支付方式', render: (_, row) => channelName(row.payChannel), width: 100 },
          { title: '状态', render: (_, row) => <StatusTag status={row.status} />, width: 90 },
          { title: '下单时间', dataIndex: 'createdAt', width: 170 },
        ]}
      />
    </ScreenCard>
  );
}
