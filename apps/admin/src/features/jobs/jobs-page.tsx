import {
  type AdminJob,
  JOB_KINDS,
  JOB_STATE_NAMES,
  JOB_STATES,
  type JobState,
  ROUTINE_JOB_KINDS,
} from '@zhixue/contract';
import { Progress, Segmented, Select, Space, Switch, Tag, Typography } from 'antd';
import { actionsColumn, timeColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { ConfirmButton } from '@/lib/confirm-button';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useJobList, useRetryJob } from './api';

const FILTERS = { queue: '', state: '', routine: '' };
const STATE_COLOURS: Record<JobState, string> = {
  created: 'default',
  retry: 'orange',
  active: 'blue',
  completed: 'green',
  cancelled: 'default',
  failed: 'red',
};
/** 失败 right after 全部: the jobs that need someone are one click away. */
const STATE_OPTIONS = [
  { label: '全部', value: '' },
  { label: JOB_STATE_NAMES.failed, value: 'failed' },
  ...JOB_STATES.filter((state) => state !== 'failed').map((state) => ({
    label: JOB_STATE_NAMES[state],
    value: state,
  })),
];
const KIND_OPTIONS = Object.entries(JOB_KINDS).map(([queue, kind]) => ({
  value: queue,
  label: kind.routine ? `${kind.name}（例行）` : kind.name,
}));
const kindName = (queue: string) => JOB_KINDS[queue]?.name ?? queue;

/**
 * The job queue (imports, transcodes, exports, reconciliations) in words: the routine sweeps that
 * run every few minutes are folded away unless asked for, failed jobs show why and can run again.
 */
export function JobsPage() {
  const mayRetry = useCan('jobs.write');
  const list = useUrlList(FILTERS);
  const { queue, state, routine } = list.filters;
  const jobs = useJobList({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    routine: routine === '1',
    ...(queue ? { queue } : {}),
    ...(state ? { state: state as JobState } : {}),
  });
  const retry = useRetryJob();

  return (
    <ScreenCard title="后台任务">
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        <Segmented
          options={STATE_OPTIONS}
          value={state}
          onChange={(value) => list.setFilters({ state: String(value) })}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="全部任务类型"
          aria-label="任务类型"
          value={queue || undefined}
          onChange={(value) => list.setFilters({ queue: value ?? '' })}
          options={KIND_OPTIONS}
          style={{ width: 220 }}
        />
        <Space>
          <Switch
            checked={routine === '1'}
            onChange={(on) => list.setFilters({ routine: on ? '1' : '' })}
            aria-label="显示例行任务"
          />
          <span>显示例行任务</span>
          {routine !== '1' && !queue && (
            <Typography.Text type="secondary">
              已隐藏 {ROUTINE_JOB_KINDS.length} 类每隔几分钟运行的例行任务
            </Typography.Text>
          )}
        </Space>
      </Space>
      <ListTable<AdminJob>
        rowKey="id"
        list={list}
        query={jobs}
        unit="个任务"
        empty={state === 'failed' ? '没有失败的任务' : '没有符合条件的任务'}
        expandable={{
          rowExpandable: (row) => row.output !== null,
          expandedRowRender: (row) => (
            <Typography.Paragraph code style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {row.output}
            </Typography.Paragraph>
          ),
        }}
        columns={[
          {
            title: '任务',
            key: 'kind',
            render: (_, row) => (
              <div>
                <div>{kindName(row.queue)}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {JOB_KINDS[row.queue]?.description ?? row.queue}
                </Typography.Text>
                {row.error && (
                  <div>
                    <Typography.Text type="danger">失败原因：{row.error}</Typography.Text>
                  </div>
                )}
              </div>
            ),
          },
          {
            title: '状态',
            dataIndex: 'state',
            width: 90,
            render: (value: JobState) => <Tag color={STATE_COLOURS[value]}>{JOB_STATE_NAMES[value]}</Tag>,
          },
          {
            title: '进度',
            dataIndex: 'progress',
            width: 150,
            render: (progress: number | null) =>
              progress === null ? (
                '—'
              ) : (
                <Progress percent={Math.round(progress * 100)} size="small" aria-label="进度" />
              ),
          },
          { title: '执行次数', render: (_, row) => `${row.attempts} / ${row.retryLimit + 1}`, width: 90 },
          timeColumn('创建时间', 'createdOn'),
          timeColumn('完成时间', 'completedOn'),
          ...(mayRetry
            ? [
                actionsColumn<AdminJob>(
                  90,
                  (row) =>
                    row.state === 'failed' && (
                      <ConfirmButton
                        size="small"
                        question={`重新执行任务「${kindName(row.queue)}」？`}
                        action={() => retry.mutateAsync({ id: row.id })}
                        done="任务已重新排队"
                      >
                        重新执行
                      </ConfirmButton>
                    ),
                ),
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
