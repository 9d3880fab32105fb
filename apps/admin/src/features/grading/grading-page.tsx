import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminGradingQueue, type GradingQueueEntry } from '@zhixue/contract';
import { Button, Checkbox, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { callApi } from '@/lib/api';
import { formatDateTime } from '@/lib/date-format';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';

const FILTERS = { examId: '', graded: '', violations: '' };

/**
 * Submitted attempts whose short answers wait for a grader, the longest waiting first; graded ones
 * too when asked (to read an attempt's timeline), those that left the exam page alone, or the most
 * violations first.
 */
export function GradingPage() {
  const list = useUrlList(FILTERS);
  const query = {
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.examId ? { examId: Number(list.filters.examId) } : {}),
    includeGraded: list.filters.graded === '1',
    hasViolations: list.filters.violations === '1',
    sort: list.sort === 'violations' ? ('violations' as const) : ('oldest' as const),
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
        <Space>
          <Checkbox
            checked={query.includeGraded}
            onChange={(event) => list.setFilters({ graded: event.target.checked ? '1' : '' })}
          >
            含已批改
          </Checkbox>
          <Checkbox
            checked={query.hasViolations}
            onChange={(event) => list.setFilters({ violations: event.target.checked ? '1' : '' })}
          >
            仅看离开过考试页面的
          </Checkbox>
          {list.filters.examId ? (
            <Button onClick={() => list.setFilters({ examId: '' })}>查看全部考试</Button>
          ) : null}
        </Space>
      }
    >
      <Table<GradingQueueEntry>
        rowKey="attemptId"
        loading={queue.isFetching}
        dataSource={queue.data?.list ?? []}
        locale={{ emptyText: '暂无待批改的答卷' }}
        onChange={(_pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          list.setSort(one?.order ? 'violations' : '');
        }}
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
            width: 120,
            render: (by: GradingQueueEntry['submittedBy']) =>
              by === 'learner' ? (
                <Tag>学员提交</Tag>
              ) : (
                <Tag color={by === 'violations' ? 'red' : 'orange'}>
                  {by === 'violations' ? '违规自动交卷' : '到时自动'}
                </Tag>
              ),
          },
          {
            title: '待批简答题',
            width: 110,
            render: (_: unknown, row: GradingQueueEntry) => `${row.ungradedCount} / ${row.shortCount}`,
          },
          {
            title: '离开考试页面',
            dataIndex: 'violations',
            width: 120,
            // Most first only: the server sorts by this count descending, the oldest among equals.
            sorter: true,
            sortDirections: ['descend'],
            sortOrder: query.sort === 'violations' ? 'descend' : null,
            render: (count: number) => (count > 0 ? <Tag color="red">{count} 次</Tag> : '无'),
          },
          {
            title: '异常记录',
            dataIndex: 'integrityCount',
            width: 90,
            render: (count: number) => (count > 0 ? `${count} 条` : '无'),
          },
          {
            title: '操作',
            width: 90,
            render: (_: unknown, row: GradingQueueEntry) => (
              <Link to={`/grading/${row.attemptId}`}>{row.ungradedCount > 0 ? '批改' : '查看'}</Link>
            ),
          },
        ]}
      />
    </ScreenCard>
  );
}
