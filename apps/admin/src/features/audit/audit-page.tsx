import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditEntry } from '@zhixue/contract';
import { Input, Select, Space } from 'antd';
import { nameColumn, timeColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { DayRangeFilter } from '@/lib/day-range-filter';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { useAuditSearch } from './api';
import { ChangeDiff } from './change-diff';

const FILTERS = { operatorName: '', action: '', entity: '', from: '', to: '' };

/** A filter's choices in words; what is sent is the stored key the words stand for. */
const optionsOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'));
const ACTION_OPTIONS = optionsOf(AUDIT_ACTION_LABELS);
const ENTITY_OPTIONS = optionsOf(AUDIT_ENTITY_LABELS);

/** Every change made in the console, newest first, in words; each row opens the fields it changed. */
export function AuditPage() {
  const list = useUrlList(FILTERS);
  const { operatorName, action, entity, from, to } = list.filters;
  const entries = useAuditSearch({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(operatorName ? { operatorName } : {}),
    ...(action ? { action } : {}),
    ...(entity ? { entity } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });

  return (
    <ScreenCard title="操作日志">
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="操作人姓名"
          aria-label="操作人姓名"
          defaultValue={operatorName}
          onSearch={(value) => list.setFilters({ operatorName: value.trim() })}
          style={{ width: 180 }}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="操作"
          aria-label="操作"
          options={ACTION_OPTIONS}
          value={action || undefined}
          onChange={(value?: string) => list.setFilters({ action: value ?? '' })}
          style={{ width: 220 }}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="对象类型"
          aria-label="对象类型"
          options={ENTITY_OPTIONS}
          value={entity || undefined}
          onChange={(value?: string) => list.setFilters({ entity: value ?? '' })}
          style={{ width: 180 }}
        />
        <DayRangeFilter from={from} to={to} onChange={(range) => list.setFilters(range)} />
      </Space>
      <ListTable<AuditEntry>
        rowKey="id"
        list={list}
        query={entries}
        unit="条"
        expandable={{ expandedRowRender: (row) => <ChangeDiff changes={row.changes} /> }}
        columns={[
          timeColumn('时间', 'at'),
          { title: '操作人', dataIndex: 'operatorName', width: 140, ellipsis: true },
          { title: '操作', dataIndex: 'actionLabel', width: 180 },
          nameColumn('对象', 'objectLabel'),
          {
            title: '改动',
            width: 120,
            render: (_, row) => (row.changes.length ? `${row.changes.length} 项` : '—'),
          },
        ]}
      />
    </ScreenCard>
  );
}
