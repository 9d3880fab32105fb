import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditEntry, adminAuditSearch } from '@zhixue/contract';
import { Input, InputNumber, Space, Table, Tag } from 'antd';
import { callApi } from '@/lib/api';
import { formatDateTime } from '@/lib/date-format';
import { DayRangeFilter } from '@/lib/day-range-filter';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { ChangeDiff } from './change-diff';

const FILTERS = { operatorId: '', action: '', entity: '', from: '', to: '' };

/** Every change made in the console, newest first; each row opens its before/after diff. */
export function AuditPage() {
  const list = useUrlList(FILTERS);
  const { operatorId, action, entity, from, to } = list.filters;
  const query = {
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(operatorId ? { operatorId: Number(operatorId) } : {}),
    ...(action ? { action } : {}),
    ...(entity ? { entity } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const entries = useQuery({
    queryKey: ['audit', query],
    queryFn: () => callApi(adminAuditSearch, query),
    placeholderData: keepPreviousData,
  });

  return (
    <ScreenCard title="操作日志">
      <Space style={{ marginBottom: 16 }} wrap>
        <InputNumber
          placeholder="操作人编号"
          min={1}
          value={operatorId ? Number(operatorId) : null}
          onChange={(value) => list.setFilters({ operatorId: value ? String(value) : '' })}
          style={{ width: 130 }}
        />
        <Input.Search
          allowClear
          placeholder="操作，如 /api/admin/category/create"
          defaultValue={action}
          onSearch={(value) => list.setFilters({ action: value.trim() })}
          style={{ width: 300 }}
        />
        <Input.Search
          allowClear
          placeholder="对象，如 category"
          defaultValue={entity}
          onSearch={(value) => list.setFilters({ entity: value.trim() })}
          style={{ width: 180 }}
        />
        <DayRangeFilter from={from} to={to} onChange={(range) => list.setFilters(range)} />
      </Space>
      <Table<AuditEntry>
        rowKey="id"
        loading={entries.isFetching}
        dataSource={entries.data?.list ?? []}
        expandable={{ expandedRowRender: (row) => <ChangeDiff before={row.before} after={row.after} /> }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: entries.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: list.setPage,
        }}
        columns={[
          { title: '时间', dataIndex: 'at', render: formatDateTime, width: 180 },
          { title: '操作人', render: (_, row) => `${row.operatorName}（${row.operatorId}）`, width: 140 },
          { title: '操作', dataIndex: 'action' },
          { title: '对象', dataIndex: 'entity', render: (value: string) => <Tag>{value}</Tag>, width: 140 },
          { title: '编号', dataIndex: 'entityId', width: 120 },
        ]}
      />
    </ScreenCard>
  );
}
