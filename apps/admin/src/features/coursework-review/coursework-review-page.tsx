import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminAssignment,
  type AdminSubmission,
  adminCourseworkAssignmentCreate,
  adminCourseworkAssignmentList,
  adminCourseworkRelease,
  adminCourseworkReview,
  adminCourseworkSubmissionList,
  type RequestOf,
} from '@zhixue/contract';
import { Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMe } from '@/lib/use-me';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { AssignmentFields } from './assignment-form';
import { ReviewFields } from './review-form';

const FILTERS = { assignment: '' };

/** A work's text: stored through the server's allow-list, so shown as the markup it is. */
function WorkText({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list before it was stored
  return <div style={{ lineHeight: 1.8 }} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Submissions({ assignment }: { assignment: AdminAssignment }) {
  const queryClient = useQueryClient();
  const list = useUrlList(FILTERS);
  const query = { assignmentId: assignment.id, pageCurrent: list.page, pageSize: list.pageSize };
  const submissions = useQuery({
    queryKey: ['coursework', 'submissions', query],
    queryFn: () => callApi(adminCourseworkSubmissionList, query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['coursework'] });
  return (
    <Table<AdminSubmission>
      rowKey="id"
      loading={submissions.isPending}
      dataSource={submissions.data?.list ?? []}
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total: submissions.data?.total ?? 0,
        showTotal: (total) => `共 ${total} 份作业`,
        onChange: list.setPage,
      }}
      expandable={{
        expandedRowRender: (row) => (
          <>
            <WorkText html={row.content} />
            <Space wrap>
              {row.files.map((file) => (
                <a key={file.id} href={file.url} target="_blank" rel="noreferrer">
                  {file.kind === 'image' ? '图片' : '附件'}：{file.name}
                </a>
              ))}
            </Space>
          </>
        ),
      }}
      columns={[
        {
          title: '学员',
          dataIndex: 'learner',
          render: (learner: string, row) => (
            <Space>
              {learner}
              {row.excellent && <Tag color="gold">优秀作业</Tag>}
              {row.late && <Tag color="orange">补交</Tag>}
            </Space>
          ),
        },
        { title: '提交时间', dataIndex: 'submittedAt', width: 170 },
        { title: '分数', dataIndex: 'score', width: 80, render: (score: number | null) => score ?? '—' },
        { title: '评语', dataIndex: 'comment', ellipsis: true },
        {
          title: '状态',
          width: 100,
          render: (_, row) =>
            row.releasedAt ? (
              <Tag color="green">已发布</Tag>
            ) : row.reviewedAt ? (
              <Tag color="blue">已批改</Tag>
            ) : (
              <Tag>待批改</Tag>
            ),
        },
        {
          title: '操作',
          width: 170,
          render: (_, row) => (
            <Space size={4}>
              <FormModal<{ score: number; comment: string; excellent: boolean }>
                title={`批改 ${row.learner} 的作业`}
                trigger={{ label: '批改', size: 'small' }}
                initialValues={{
                  score: row.score ?? undefined,
                  comment: row.comment ?? '',
                  excellent: row.excellent,
                }}
                submit={async (values) => {
                  await callApi(adminCourseworkReview, { id: row.id, ...values });
                  await refresh();
                }}
                done="已保存批改，发布后学员可见"
              >
                <ReviewFields />
              </FormModal>
              {row.reviewedAt && !row.releasedAt && (
                <ConfirmButton
                  size="small"
                  type="primary"
                  question={`把批改结果发布给 ${row.learner}？`}
                  action={async () => {
                    await callApi(adminCourseworkRelease, { id: row.id });
                    await refresh();
                  }}
                  done="已发布"
                >
                  发布
                </ConfirmButton>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}

/** 作业批改: the assignments, and the submitted work of the one picked, excellent work first. */
export function CourseworkReviewPage() {
  const queryClient = useQueryClient();
  const canWrite = useMe().data?.permissions.includes('coursework.write') ?? false;
  const list = useUrlList(FILTERS);
  const assignments = useQuery({
    queryKey: ['coursework', 'assignments'],
    queryFn: () => callApi(adminCourseworkAssignmentList, { pageCurrent: 1, pageSize: 100 }),
  });
  const picked = assignments.data?.list.find((row) => String(row.id) === list.filters.assignment);
  const create = (
    <FormModal<Omit<RequestOf<typeof adminCourseworkAssignmentCreate>, 'deadline'> & { deadline: Dayjs }>
      title="布置作业"
      trigger={{ label: '布置作业', type: 'primary' }}
      submit={async ({ deadline, ...values }) => {
        await callApi(adminCourseworkAssignmentCreate, { ...values, deadline: deadline.format() });
        await queryClient.invalidateQueries({ queryKey: ['coursework'] });
      }}
      done="作业已布置"
    >
      <AssignmentFields />
    </FormModal>
  );
  return (
    <ScreenCard title="作业批改" extra={canWrite && create}>
      <Table<AdminAssignment>
        rowKey="id"
        size="small"
        loading={assignments.isPending}
        dataSource={assignments.data?.list ?? []}
        pagination={false}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: picked ? [picked.id] : [],
          onChange: ([id]) => list.setFilters({ assignment: id === undefined ? '' : String(id) }),
        }}
        onRow={(row) => ({ onClick: () => list.setFilters({ assignment: String(row.id) }) })}
        columns={[
          { title: '训练营', dataIndex: 'trainingTitle', ellipsis: true },
          { title: '作业', dataIndex: 'title', ellipsis: true },
          { title: '截止时间', dataIndex: 'deadline', width: 170 },
          { title: '已提交', dataIndex: 'submittedCount', width: 80 },
          { title: '已批改', dataIndex: 'reviewedCount', width: 80 },
        ]}
        style={{ marginBottom: 24 }}
      />
      {picked ? <Submissions key={picked.id} assignment={picked} /> : null}
    </ScreenCard>
  );
}
