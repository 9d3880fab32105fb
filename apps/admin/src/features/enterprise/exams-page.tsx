import type { EntAdminExam } from '@zhixue/contract';
import { Table } from 'antd';
import { ScreenCard } from '@/lib/screen-card';
import { useEnterpriseExams } from './api';
import { TaskModal } from './tasks-page';

/**
 * The enterprise's exams and how they are assigned: an exam reaches learners through learning tasks
 * (分配 makes one with the exam chosen), and the figures say how many it reaches and who passed.
 */
export function EntExamsPage() {
  const exams = useEnterpriseExams();
  return (
    <ScreenCard title="考试安排">
      {exams.error && <div role="alert">{exams.error.message}</div>}
      <Table<EntAdminExam>
        rowKey="id"
        loading={exams.isFetching}
        dataSource={exams.data ?? []}
        pagination={false}
        columns={[
          { title: '考试', dataIndex: 'name' },
          { title: '开放', dataIndex: 'opensAt', width: 170 },
          { title: '关闭', dataIndex: 'closesAt', width: 170 },
          { title: '及格分', dataIndex: 'passScore', width: 80 },
          { title: '所在任务', dataIndex: 'tasks', width: 90 },
          { title: '指派学员', dataIndex: 'assigned', width: 90 },
          { title: '已通过', dataIndex: 'passed', width: 80 },
          { title: '操作', width: 90, render: (_, row) => <TaskModal examId={row.id} label="分配" /> },
        ]}
      />
    </ScreenCard>
  );
}
