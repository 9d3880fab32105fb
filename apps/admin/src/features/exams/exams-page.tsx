import type { AdminExam } from '@zhixue/contract';
import { Space, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import { actionsColumn, nameColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { SearchBar } from '@/components/search-bar';
import { formatDateTime } from '@/lib/date-format';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useExamList, useExamOwners, usePapers, useSaveExam } from './api';
import {
  ExamFields,
  type ExamFormValues,
  examToForm,
  formToExam,
  GRADING_NAMES,
  NEW_EXAM,
  REVEAL_NAMES,
} from './exam-form';
import { PapersPanel } from './papers-panel';

const FILTERS = { keyword: '', tab: 'exams' };
const OWNER_KINDS = { open: '公开', camp: '训练营', enterprise: '企业' } as const;

const phaseOf = (exam: AdminExam) => {
  const now = Date.now();
  if (now < Date.parse(exam.opensAt)) return <Tag color="blue">未开始</Tag>;
  if (now >= Date.parse(exam.closesAt)) return <Tag>已结束</Tag>;
  return <Tag color="green">进行中</Tag>;
};

/** Exams and the papers they are set on: list, create and edit, and the attempts waiting for a grader. */
export function ExamsPage() {
  const canWrite = useCan('exams.write');
  const canGrade = useCan('exams.grade');
  const list = useUrlList(FILTERS);
  const exams = useExamList({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
  });
  const papers = usePapers();
  const owners = useExamOwners();
  const saveExam = useSaveExam();
  const fields = (
    <ExamFields papers={papers.data ?? []} owners={owners.data ?? { camps: [], enterprises: [] }} />
  );
  const save = (id?: number) => (values: ExamFormValues) => saveExam.mutateAsync(formToExam(values, id));

  const examTable = (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <SearchBar list={list} keyword={{ name: 'keyword', placeholder: '按考试名称搜索' }} />
        {canWrite && (
          <FormModal<ExamFormValues>
            title="新建考试"
            trigger={{ label: '新建考试', type: 'primary' }}
            initialValues={NEW_EXAM}
            submit={save()}
          >
            {fields}
          </FormModal>
        )}
      </Space>
      <ListTable<AdminExam>
        rowKey="id"
        list={list}
        query={exams}
        unit="场"
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          nameColumn('名称', 'name'),
          {
            title: '所属',
            width: 180,
            ellipsis: true,
            render: (_: unknown, exam: AdminExam) =>
              exam.ownerName ? `${OWNER_KINDS[exam.owner.kind]}·${exam.ownerName}` : OWNER_KINDS.open,
          },
          { title: '试卷', dataIndex: 'paperName', width: 170, ellipsis: true },
          {
            title: '开放时间',
            width: 190,
            render: (_: unknown, exam: AdminExam) => (
              <>
                <div>{formatDateTime(exam.opensAt)}</div>
                <div>至 {formatDateTime(exam.closesAt)}</div>
              </>
            ),
          },
          { title: '状态', width: 80, render: (_: unknown, exam: AdminExam) => phaseOf(exam) },
          {
            title: '规则',
            width: 240,
            render: (_: unknown, exam: AdminExam) =>
              [
                exam.timeLimitSeconds === null ? '不限时' : `${Math.round(exam.timeLimitSeconds / 60)} 分钟`,
                `可考 ${exam.attemptsAllowed} 次`,
                `${exam.passScore} 分及格`,
                GRADING_NAMES[exam.gradingMethod],
                `答案${REVEAL_NAMES[exam.reveal]}`,
              ].join(' · '),
          },
          {
            title: '答卷',
            width: 110,
            render: (_: unknown, exam: AdminExam) => (
              <>
                <div>{exam.attemptCount} 份</div>
                {exam.awaitingGrading > 0 &&
                  (canGrade ? (
                    <Link to={`/grading?examId=${exam.id}`}>待批改 {exam.awaitingGrading}</Link>
                  ) : (
                    <span>待批改 {exam.awaitingGrading}</span>
                  ))}
              </>
            ),
          },
          ...(canWrite
            ? [
                actionsColumn<AdminExam>(80, (exam) => (
                  <FormModal<ExamFormValues>
                    title={`编辑「${exam.name}」`}
                    trigger={{ label: '编辑', size: 'small' }}
                    initialValues={examToForm(exam)}
                    submit={save(exam.id)}
                  >
                    {fields}
                  </FormModal>
                )),
              ]
            : []),
        ]}
      />
    </>
  );

  return (
    <ScreenCard title="考试管理">
      <Tabs
        activeKey={list.filters.tab}
        onChange={(tab) => list.setFilters({ tab })}
        items={[
          { key: 'exams', label: '考试', children: examTable },
          {
            key: 'papers',
            label: '试卷',
            children: (
              <PapersPanel papers={papers.data ?? []} loading={papers.isFetching} canWrite={canWrite} />
            ),
          },
        ]}
      />
    </ScreenCard>
  );
}
