import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminJob, adminJobList, adminJobRetry, JOB_STATES } from '@zhixue/contract';
import { Input, Progress, Select, Space, Table, Tag, Typography } from 'antd';
import { useMe } from '@/features/session/use-me';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { formatDateTime } from '@/lib/date-format';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';

const FILTERS = { queue: '', state: '' };
type JobState = (typeof JOB_STATES)[number];
const STATE_NAMES: Record<JobState, { label: string; color: string }> = {
  created: { label: '等待中', color: 'default' },
  retry: { label: '待重试', color: 'orange' },
  active: { label: '运行中', color: 'blue' },
  completed: { label: '已完成', color: 'green' },
  cancelled: { label: '已取消', color: 'default' },
  failed: { label: '失败', color: 'red' },
};

/** The job queue (imports, transcodes, exports, sweeps): state, progress, and retry of a failed job. */
export function JobsPage() {
  const queryClient = useQueryClient();
  const canRetry = useMe().data?.permissions.includes('jobs.write') ?? false;
  const list = useUrlList(FILTERS);
  const filter = {
    limit: 200,
    ...(list.filters.queue ? { queue: list.filters.queue } : {}),
    ...(list.filters.state ? { state: list.filters.state as JobState } : {}),
  };
  const jobs = useQuery({
    queryKey: ['jobs', filter],
    queryFn: () => callApi(adminJobList, filter),
    placeholderData: keepPreviousData,
    // Running jobs move: the screen follows them.
    refetchInterval: 5000,
  });

  return (
    <ScreenCard title="后台任务">
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="队列名称"
          defaultValue={list.filters.queue}
          onSearch={(queue) => list.setFilters({ queue: queue.trim() })}
          style={{ width: 220 }}
        />
        <Select
          allowClear
          placeholder="全部状态"
          value={list.filters.state || undefined}
          onChange={(state) => list.setFilters({ state: state ?? '' })}
          options={JOB_STATES.map((state) => ({ value: state, label: STATE_NAMES[state].label }))}
          style={{ width: 140 }}
        />
      </Space>
      <Table<AdminJob>
        rowKey="id"
        loading={jobs.isPending}
        dataSource={jobs.data ?? []}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          showTotal: (total) => `最近 ${total} 个任务`,
          onChange: list.setPage,
        }}
        expandable={{
          rowExpandable: (row) => row.output !== null,
          expandedRowRender: (row) => <Typography.Paragraph code>{row.output}</Typography.Paragraph>,
        }}
        columns={[
          { title: '队列', dataIndex: 'queue' },
          {
            title: '状态',
            dataIndex: 'state',
            render: (state: JobState) => (
              <Tag color={STATE_NAMES[state].color}>{STATE_NAMES[state].label}</Tag>
            ),
          },
          {
            title: '进度',
            dataIndex: 'progress',
            width: 160,
            render: (progress: number | null) =>
              progress === null ? '—' : <Progress percent={Math.round(progress * 100)} size="small" />,
          },
          { title: '执行次数', render: (_, row) => `${row.attempts} / ${row.retryLimit + 1}`, width: 100 },
          { title: '创建时间', dataIndex: 'createdOn', render: formatDateTime },
          { title: '完成时间', dataIndex: 'completedOn', render: formatDateTime },
          ...(canRetry
            ? [
                {
                  title: '操作',
                  render: (_: unknown, row: AdminJob) =>
                    row.state === 'failed' && (
                      <ConfirmButton
                        size="small"
                        question={`重新执行任务「${row.queue}」？`}
                        action={async () => {
                          await callApi(adminJobRetry, { id: row.id });
                          await queryClient.invalidateQueries({ queryKey: ['jobs'] });
                        }}
                        done="任务已重新排队"
                      >
                        重试
                      </ConfirmButton>
                    ),
                },
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
