import {
  RECONCILE_FLAG_TEXT,
  type ReconcileChannel,
  type ReconcileFlag,
  type ReconcileRun,
} from '@zhixue/contract';
import { Alert, DatePicker, Form, Select, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { ListTable } from '@/components/list-table';
import { CHANNEL_NAMES, STATUS_NAMES, yuan } from '@/components/order-labels';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { useReconcileFlags, useReconcileRuns, useStartReconcile } from './api';

const FILTERS = { channel: '', run: '' };
const RUN_STATUS: Record<ReconcileRun['status'], { text: string; color: string }> = {
  queued: { text: '排队中', color: 'default' },
  running: { text: '对账中', color: 'processing' },
  done: { text: '已完成', color: 'green' },
  failed: { text: '失败（将重试）', color: 'red' },
};
const amount = (cents: number | null) => (cents === null ? '—' : yuan(cents));
/** Orders' and refunds' states, as either side records them. */
const STATE_NAMES: Record<string, string> = {
  ...STATUS_NAMES,
  processing: '退款处理中',
  succeeded: '退款成功',
  failed: '退款失败',
};
const state = (value: string | null) => (value === null ? '—' : (STATE_NAMES[value] ?? value));

/**
 * 对账: each run compares a provider's bill of one day with our orders and refunds; a run is picked
 * to list what it flagged. Runs in progress are looked at again every few seconds.
 */
export function ReconciliationPage() {
  const list = useUrlList(FILTERS);
  const channel = (list.filters.channel || undefined) as ReconcileChannel | undefined;
  const runs = useReconcileRuns({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(channel ? { channel } : {}),
  });
  const start = useStartReconcile();
  const runId = Number(list.filters.run) || null;
  const picked = runs.data?.list.find((run) => run.id === runId);
  const flags = useReconcileFlags(picked);

  return (
    <ScreenCard
      title="对账"
      extra={
        <FormModal<{ channel: ReconcileChannel; day: Dayjs }>
          title="下载账单并对账"
          trigger={{ label: '开始对账', type: 'primary' }}
          initialValues={{ channel: 'wx', day: dayjs().subtract(1, 'day') }}
          done="已开始对账，完成后在列表中查看"
          ok="开始对账"
          submit={async (values) => {
            const run = await start.mutateAsync({
              channel: values.channel,
              day: values.day.format('YYYY-MM-DD'),
            });
            list.setFilters({ run: String(run.id) });
          }}
        >
          <Form.Item label="支付渠道" name="channel" rules={[{ required: true }]}>
            <Select
              options={(['wx', 'ali'] as const).map((value) => ({ value, label: CHANNEL_NAMES[value] }))}
            />
          </Form.Item>
          <Form.Item label="账单日期" name="day" rules={[{ required: true, message: '请选择日期' }]}>
            <DatePicker disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
          </Form.Item>
        </FormModal>
      }
    >
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label="渠道">
          <Select
            aria-label="渠道"
            style={{ width: 140 }}
            allowClear
            placeholder="全部"
            value={channel}
            onChange={(value?: ReconcileChannel) => list.setFilters({ channel: value ?? '' })}
            options={(['wx', 'ali'] as const).map((value) => ({ value, label: CHANNEL_NAMES[value] }))}
          />
        </Form.Item>
      </Form>
      <ListTable<ReconcileRun>
        rowKey="id"
        size="small"
        list={list}
        query={runs}
        unit="次"
        empty="还没有对账记录"
        rowClassName={(run) => (run.id === runId ? 'ant-table-row-selected' : '')}
        onRow={(run) => ({
          onClick: () => list.setFilters({ run: String(run.id) }),
          style: { cursor: 'pointer' },
        })}
        columns={[
          { title: '账单日期', dataIndex: 'day', width: 120 },
          { title: '渠道', render: (_, run) => CHANNEL_NAMES[run.channel], width: 100 },
          {
            title: '状态',
            width: 130,
            render: (_, run) => <Tag color={RUN_STATUS[run.status].color}>{RUN_STATUS[run.status].text}</Tag>,
          },
          { title: '账单支付笔数', dataIndex: 'billPayments', render: (v) => v ?? '—', width: 120 },
          { title: '账单退款笔数', dataIndex: 'billRefunds', render: (v) => v ?? '—', width: 120 },
          {
            title: '差异',
            width: 90,
            render: (_, run) =>
              run.flagged === null ? '—' : <Tag color={run.flagged ? 'red' : 'green'}>{run.flagged}</Tag>,
          },
          { title: '发起人', render: (_, run) => run.operatorName ?? '定时任务', width: 110 },
          { title: '开始时间', dataIndex: 'createdAt', width: 170 },
          { title: '说明', render: (_, run) => run.failure ?? '' },
        ]}
      />
      {picked && (
        <>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
            {picked.day} {CHANNEL_NAMES[picked.channel]} 的差异
          </Typography.Title>
          {picked.status === 'done' && picked.flagged === 0 && (
            <Alert type="success" showIcon message="账单与平台记录一致" />
          )}
          {flags.error && <div role="alert">{flags.error.message}</div>}
          {(picked.flagged ?? 0) > 0 && (
            <Table<ReconcileFlag>
              rowKey="id"
              size="small"
              loading={flags.isFetching}
              dataSource={flags.data?.list ?? []}
              pagination={false}
              columns={[
                {
                  title: '差异',
                  width: 150,
                  render: (_, flag) => <Tag color="red">{RECONCILE_FLAG_TEXT[flag.kind]}</Tag>,
                },
                {
                  title: '订单号',
                  render: (_, flag) =>
                    flag.orderId ? <Link to={`/orders/${flag.orderId}`}>{flag.orderNo}</Link> : flag.orderNo,
                },
                { title: '退款单号', render: (_, flag) => flag.refundNo ?? '—' },
                { title: '平台金额', render: (_, flag) => amount(flag.ourAmount), width: 110 },
                { title: '账单金额', render: (_, flag) => amount(flag.theirAmount), width: 110 },
                { title: '平台状态', render: (_, flag) => state(flag.ourStatus), width: 110 },
                { title: '账单状态', render: (_, flag) => state(flag.theirStatus), width: 110 },
              ]}
            />
          )}
        </>
      )}
    </ScreenCard>
  );
}
