import type { GradingQueueEntry } from '@zhixue/contract';
import { Button, Checkbox, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { actionsColumn, nameColumn, timeColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { useGradingQueue } from './api';

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
    // The kit writes a descending sort as -violations: the server sorts by the count descending only.
    sort: list.sort === '-violations' ? ('violations' as const) : ('oldest' as const),
  };
  const queue = useGradingQueue(query);
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
      <ListTable<GradingQueueEntry>
        list={list}
        query={queue}
        rowKey="attemptId"
        unit="份"
        empty="暂无待批改的答卷"
        columns={[
          nameColumn('考试', 'examName'),
          { title: '学员', dataIndex: 'learnerName', width: 140 },
          { title: '第几次', dataIndex: 'attemptNo', width: 80, render: (no: number) => `第 ${no} 次` },
          timeColumn('交卷时间', 'submittedAt'),
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
            width: 130,
            // Most first only: the server sorts by this count descending, the oldest among equals.
            sorter: true,
            sortDirections: ['descend'],
            render: (count: number) => (count > 0 ? <Tag color="red">{count} 次</Tag> : '无'),
          },
          {
            title: '异常记录',
            dataIndex: 'integrityCount',
            width: 90,
            render: (count: number) => (count > 0 ? `${count} 条` : '无'),
          },
          actionsColumn(90, (row) => (
            <Link to={`/grading/${row.attemptId}`}>{row.ungradedCount > 0 ? '批改' : '查看'}</Link>
          )),
        ]}
      />
    </ScreenCard>
  );
}
