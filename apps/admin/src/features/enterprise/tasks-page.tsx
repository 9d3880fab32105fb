import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminEntTaskCreate,
  adminEntTaskDelete,
  adminEntTaskList,
  adminEntTaskUpdate,
  type EntAdminTask,
  EntTaskCreateRequest,
} from '@zhixue/contract';
import { DatePicker, Form, Input, Select, Space, Switch, Tag, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ListTable } from '@/components/list-table';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import {
  departmentTree,
  ENT_KEY,
  useDepartments,
  useEnterpriseExams,
  useLearnerSearch,
  useLicences,
  useRefreshEnterprise,
} from './api';

const fields = EntTaskCreateRequest.shape;

interface TaskForm {
  name: string;
  intro?: string;
  required: boolean;
  window: [Dayjs, Dayjs];
  courseIds?: number[];
  examIds?: number[];
  userIds?: number[];
  deptIds?: number[];
}

/** A time the server gives in China time ('YYYY-MM-DD HH:mm:ss') as the picker's value. */
const chinaTime = (text: string) => dayjs(`${text.replace(' ', 'T')}+08:00`);

const idsOf = <K extends string>(entries: Array<{ kind: K; id: number }>, kind: K) =>
  entries.filter((entry) => entry.kind === kind).map((entry) => entry.id);

/** What the form shows of a task being edited. */
const formOf = (task: EntAdminTask): TaskForm => ({
  name: task.name,
  intro: task.intro,
  required: task.required,
  window: [chinaTime(task.startsAt), chinaTime(task.deadlineAt)],
  courseIds: idsOf(task.items, 'course'),
  examIds: idsOf(task.items, 'exam'),
  userIds: idsOf(task.assignees, 'learner'),
  deptIds: idsOf(task.assignees, 'department'),
});

/**
 * A new or edited learning task: courses of the library and the enterprise's exams, assigned to
 * learners or departments (with every department under them), required or optional, between two
 * times. `examId` opens a new one with that exam chosen (考试安排's 分配). An edit replaces the
 * task's items and assignees: an item taken out stops counting, a learner taken off stops seeing it.
 */
export function TaskModal({
  task,
  examId,
  label = '新建任务',
}: {
  task?: EntAdminTask;
  examId?: number;
  label?: string;
}) {
  const refresh = useRefreshEnterprise();
  const licences = useLicences();
  const exams = useEnterpriseExams();
  const departments = useDepartments();
  const learners = useLearnerSearch();
  // The assigned learners keep their names in the picker before any search finds them.
  const assigned = (task?.assignees ?? [])
    .filter((assignee) => assignee.kind === 'learner')
    .map((assignee) => ({ value: assignee.id, label: assignee.name }));
  const learnerOptions = [
    ...assigned,
    ...learners.options.filter((option) => !assigned.some((each) => each.value === option.value)),
  ];
  return (
    <FormModal<TaskForm>
      title={task ? `编辑学习任务：${task.name}` : '新建学习任务'}
      trigger={task || examId ? { label: task ? '编辑' : label, type: 'link' } : { label, type: 'primary' }}
      width={680}
      initialValues={
        task
          ? formOf(task)
          : {
              required: true,
              examIds: examId ? [examId] : [],
              courseIds: [],
              userIds: [],
              deptIds: [],
            }
      }
      done={task ? '任务已更新' : '任务已创建，学员可在学习中心看到'}
      submit={async ({ window: [startsAt, deadlineAt], ...values }) => {
        const body = { ...values, startsAt: startsAt.toISOString(), deadlineAt: deadlineAt.toISOString() };
        if (task) await callApi(adminEntTaskUpdate, { ...body, id: task.id });
        else await callApi(adminEntTaskCreate, body);
        await refresh();
      }}
    >
      <Form.Item label="任务名称" name="name" rules={[zodRule(fields.name)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label="任务说明" name="intro">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item label="必修" name="required" valuePropName="checked">
        <Switch checkedChildren="必修" unCheckedChildren="选修" />
      </Form.Item>
      <Form.Item
        label="起止时间"
        name="window"
        rules={[{ required: true, message: '请选择开始和截止时间' }]}
        extra="截止前 24 小时和 2 小时，未完成的学员会在消息中心收到提醒"
      >
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item label="课程" name="courseIds">
        <Select
          mode="multiple"
          optionFilterProp="label"
          placeholder="从企业课程库中选择"
          options={(licences.data ?? [])
            .filter((licence) => !licence.expired)
            .map((licence) => ({ value: licence.courseId, label: licence.name }))}
        />
      </Form.Item>
      <Form.Item label="考试" name="examIds">
        <Select
          mode="multiple"
          optionFilterProp="label"
          placeholder="选择企业考试"
          options={(exams.data ?? []).map((exam) => ({ value: exam.id, label: exam.name }))}
        />
      </Form.Item>
      <Form.Item label="指派部门（含下级部门）" name="deptIds">
        <TreeSelect
          multiple
          showSearch
          treeNodeFilterProp="title"
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          treeDefaultExpandAll
          treeData={departmentTree(departments.data ?? [])}
          placeholder="选择部门"
        />
      </Form.Item>
      <Form.Item label="指派学员" name="userIds">
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          onSearch={learners.search}
          loading={learners.loading}
          options={learnerOptions}
          placeholder="搜索学员姓名或手机号"
        />
      </Form.Item>
    </FormModal>
  );
}

/** Learning tasks, newest first, with what they hold and whom they reach. */
export function EntTasksPage() {
  const list = useUrlList({});
  const canWrite = useCan('enterprise.write');
  const refresh = useRefreshEnterprise();
  const query = { pageCurrent: list.page, pageSize: list.pageSize };
  const tasks = useQuery({
    queryKey: [ENT_KEY, 'tasks', query],
    queryFn: () => callApi(adminEntTaskList, query),
    placeholderData: keepPreviousData,
  });
  return (
    <ScreenCard title="学习任务" extra={canWrite && <TaskModal />}>
      {tasks.error && <div role="alert">{tasks.error.message}</div>}
      <ListTable<EntAdminTask>
        rowKey="id"
        list={list}
        query={tasks}
        unit="个任务"
        columns={[
          {
            title: '任务',
            width: 180,
            render: (_, row) => (
              <>
                {row.name} {row.required ? <Tag color="red">必修</Tag> : <Tag>选修</Tag>}
              </>
            ),
          },
          {
            title: '内容',
            render: (_, row) =>
              row.items.map((item) => (
                <Tag key={`${item.kind}${item.id}`} color={item.kind === 'exam' ? 'orange' : 'blue'}>
                  {item.kind === 'exam' ? '考试' : '课程'}·{item.name}
                </Tag>
              )),
          },
          {
            title: '指派',
            render: (_, row) =>
              row.assignees.map((assignee) => (
                <Tag key={`${assignee.kind}${assignee.id}`}>
                  {assignee.kind === 'department' ? '部门·' : ''}
                  {assignee.name}
                </Tag>
              )),
          },
          { title: '学员数', dataIndex: 'learners', width: 80 },
          { title: '开始', dataIndex: 'startsAt', width: 160 },
          { title: '截止', dataIndex: 'deadlineAt', width: 160 },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 130,
                  render: (_: unknown, row: EntAdminTask) => (
                    <Space size={0}>
                      <TaskModal task={row} />
                      <ConfirmButton
                        type="link"
                        danger
                        question={`删除任务「${row.name}」？学员将不再看到它，也不会再收到截止提醒。`}
                        done="任务已删除"
                        action={async () => {
                          await callApi(adminEntTaskDelete, { id: row.id });
                          await refresh();
                        }}
                      >
                        删除
                      </ConfirmButton>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
