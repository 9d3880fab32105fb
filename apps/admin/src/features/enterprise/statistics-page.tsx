import {
  adminEntStatisticsExport,
  adminEntStatisticsExportFile,
  adminEntStatisticsExportState,
  type EntLearnerStudy,
} from '@zhixue/contract';
import { Card, Col, Flex, Row, Statistic, Tooltip, Typography } from 'antd';
import { ListTable } from '@/components/list-table';
import { callApi } from '@/lib/api';
import { JobExportButton, type JobExportCalls } from '@/lib/job-export-button';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { useEntStatistics, useEntStudyByLearner } from './api';

/** 导出学习统计: every learner's study, made by a job, the file fetched through the enterprise's call. */
const STATISTICS_EXPORT: JobExportCalls = {
  start: () => callApi(adminEntStatisticsExport, {}),
  state: (jobId) => callApi(adminEntStatisticsExportState, { jobId }),
  file: (jobId) => callApi(adminEntStatisticsExportFile, { jobId }),
};

/** The last 30 days as bars: minutes studied each day (the learners who studied in the tooltip). */
function DailyBars({ daily }: { daily: Array<{ day: string; minutes: number; learners: number }> }) {
  const highest = Math.max(1, ...daily.map((day) => day.minutes));
  return (
    <Flex align="flex-end" gap={4} style={{ height: 140 }} role="img" aria-label="近 30 天每日学习分钟数">
      {daily.map((day) => (
        <Tooltip key={day.day} title={`${day.day}：${day.minutes} 分钟，${day.learners} 人学习`}>
          <div
            style={{
              flex: 1,
              height: `${Math.max(2, (day.minutes / highest) * 120)}px`,
              background: '#1677ff',
              borderRadius: 2,
            }}
          />
        </Tooltip>
      ))}
    </Flex>
  );
}

/** The enterprise's study from the daily roll-ups: figures, 30 days, every learner, and the export. */
export function EntStatisticsPage() {
  const list = useUrlList({});
  const summary = useEntStatistics();
  const learners = useEntStudyByLearner({ pageCurrent: list.page, pageSize: list.pageSize });
  const figures = summary.data;
  return (
    <ScreenCard title="学习统计" extra={<JobExportButton label="导出学习统计" calls={STATISTICS_EXPORT} />}>
      {summary.error && <div role="alert">{summary.error.message}</div>}
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {(
          [
            ['学员', figures?.learners, '人'],
            ['今日学习', figures?.activeToday, '人'],
            ['今日时长', figures?.minutesToday, '分钟'],
            ['本周时长', figures?.minutesWeek, '分钟'],
            ['累计时长', figures?.minutesTotal, '分钟'],
          ] as const
        ).map(([title, value, suffix]) => (
          <Col key={title} flex={1}>
            <Card size="small">
              <Statistic title={title} value={value ?? 0} suffix={suffix} loading={summary.isPending} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title="近 30 天" style={{ marginBottom: 16 }}>
        <DailyBars daily={figures?.daily ?? []} />
        <Flex justify="space-between">
          <Typography.Text type="secondary">{figures?.daily[0]?.day}</Typography.Text>
          <Typography.Text type="secondary">{figures?.daily.at(-1)?.day}</Typography.Text>
        </Flex>
      </Card>
      <ListTable<EntLearnerStudy>
        rowKey="userId"
        list={list}
        query={learners}
        unit="名学员"
        columns={[
          {
            title: '排名',
            width: 70,
            render: (_, _row, index) => (list.page - 1) * list.pageSize + index + 1,
          },
          { title: '姓名', dataIndex: 'name' },
          { title: '部门', render: (_, row) => row.deptName ?? '—' },
          { title: '今日（分钟）', dataIndex: 'minutesToday', width: 120 },
          { title: '本周（分钟）', dataIndex: 'minutesWeek', width: 120 },
          { title: '累计（分钟）', dataIndex: 'minutesTotal', width: 120 },
        ]}
      />
    </ScreenCard>
  );
}
