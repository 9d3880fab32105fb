import type {
  AdminAssignment,
  AdminSubmission,
  adminCourseworkAssignmentCreate,
  RequestOf,
} from '@zhixue/contract';
import { Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { actionsColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import {
  useAssignments,
  useCreateAssignment,
  useReleaseReview,
  useReviewSubmission,
  useSubmissions,
} from './api';
import { AssignmentFields } from './assignment-form';
import { ReviewFields } from './review-form';

const FILTERS = { assignment: '' };

/** A work's text: stored through the server's allow-list, so shown as the markup it is. */
function WorkText({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list before it was stored
  return <div style={{ lineHeight: 1.8 }} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Submissions({ assignment }: { assignment: AdminAssignment }) {
  const list = useUrlList(FILTERS);
  const submissions = useSubmissions({
    assignmentId: assignment.id,
    pageCurrent: list.page,
    pageSize: list.pageSize,
  });
  const review = useReviewSubmission();
  const release = useReleaseReview();
  return (
    <ListTable<AdminSubmission>
      rowKey="id"
      list={list}
      query={submissions}
      unit="份作业"
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
        { title: '提交时间', dataIndex: 'submittedAt', width: 180 },
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
        actionsColumn<AdminSubmission>(170, (row) => (
          <Space size={4}>
            <FormModal<{ score: number; comment: string; excellent: boolean }>
              title={`批改 ${row.learner} 的作业`}
              trigger={{ label: '批改', size: 'small' }}
              initialValues={{
                score: row.score ?? undefined,
                comment: row.comment ?? '',
                excellent: row.excellent,
              }}
              submit={(values) => review.mutateAsync({ id: row.id, ...values })}
              done="已保存批改，发布后学员可见"
              ok="保存批改"
            >
              <ReviewFields />
            </FormModal>
            {row.reviewedAt && !row.releasedAt && (
              <ConfirmButton
                size="small"
                type="primary"
                question={`确认把批改结果发布给 ${row.learner}？`}
                action={() => release.mutateAsync({ id: row.id })}
                done="已发布"
              >
                发布
              </ConfirmButton>
            )}
          </Space>
        )),
      ]}
    />
  );
}

/** 作业批改: the assignments, and the submitted work of the one picked, excellent work first. */
export function CourseworkReviewPage() {
  const canWrite = useCan('coursework.write');
  const list = useUrlList(FILTERS);
  const assignments = useAssignments();
  const createAssignment = useCreateAssignment();
  const picked = assignments.data?.list.find((row) => String(row.id) === list.filters.assignment);
  const create = (
    <FormModal<Omit<RequestOf<typeof adminCourseworkAssignmentCreate>, 'deadline'> & { deadline: Dayjs }>
      title="布置作业"
      trigger={{ label: '布置作业', type: 'primary' }}
      submit={({ deadline, ...values }) =>
        createAssignment.mutateAsync({ ...values, deadline: deadline.format() })
      }
      done="作业已布置"
      ok="布置作业"
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
