import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminGradingQueue, type GradingQueueEntry } from '@zhixue/contract';
import { Button, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { callApi } from '@/lib/api';
import { formatDateTime } from '@/lib/date-format';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';

const FILTERS = { examId: '' };

/** Submitted attempts whose short answers wait for a grader, the longest waiting first. */
export function GradingPage() {
  const list = useUrlList(FILTERS);
  const query = {
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.examId ? { examId: Number(list.filters.examId) } : {}),
  };
  const queue = useQuery({
    queryKey: ['grading-queue', query],
    queryFn: () => callApi(adminGradingQueue, query),
    placeholderData: keepPreviousData,
  });
  return (
    <ScreenCard
      title="阅卷"
      extra={
        list.filters.examId ? (
          <Button onClick={() => list.setFilters({ examId: '' })}>查看全部考试</Button>
        ) : null
      }
    >
      <Table<GradingQueueEntry>
        rowKey="attemptId"
        loading={queue.isFetching}
        dataSource={queue.data?.list ?? []}
        locale={{ emptyText: '暂无待批改的答卷' }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: queue.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 份待批改`,
          onChange: list.setPage,
        }}
        columns={[
          { title: '考试', dataIndex: 'examName' },
          { title: '学员', dataIndex: 'learnerName', width: 140 },
          { title: '第几次', dataIndex: 'attemptNo', width: 80, render: (no: number) => `第 ${no} 次` },
          { title: '交卷时间', dataIndex: 'submittedAt', width: 180, render: formatDateTime },
          {
            title: '交卷方式',
            dataIndex: 'submittedBy',
            width: 100,
            render: (by: GradingQueueEntry['submittedBy']) =>
              by === 'deadline' ? <Tag color="orange">到时自动</Tag> : <Tag>学员提交</Tag>,
          },
          {
            title: '待批简答题',
            width: 110,
            render: (_: unknown, row: GradingQueueEntry) => `${row.ungradedCount} / ${row.shortCount}`,
          },
          {
            title: '异常行为',
            dataIndex: 'integrityCount',
            width: 100,
            render: (count: number) => (count > 0 ? <Tag color="red">{count} 次</Tag> : '无'),
          },
          {
            title: '操作',
            width: 90,
            render: (_: unknown, row: GradingQueueEntry) => (
              <Link to={`/grading/${row.attemptId}`}>批改</Link>
            ),
          },
        ]}
      />
    </ScreenCard>
  );
}
