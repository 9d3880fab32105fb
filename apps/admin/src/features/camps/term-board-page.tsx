import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCampEnrolmentRemove,
  adminCampEnrolmentTransfer,
  adminCampTermBoard,
  adminCampTermExport,
  adminCampTermExportFile,
  adminCampTermExportState,
  type TermBoard,
  type TermLearner,
  type WaitingLearner,
} from '@zhixue/contract';
import { Descriptions, Form, Progress, Select, Space, Statistic, Table, Tabs, Tag } from 'antd';
import { useParams } from 'react-router';
import { ListTable } from '@/components/list-table';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { JobExportButton } from '@/lib/job-export-button';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { TERM_STATUS_NAMES } from './camp-forms';

/**
 * /camps/terms/:termId: the term's dashboard, every learner's progress, 转期 and removal, the waiting
 * list, and the export of its learners in rank order (a spreadsheet made by a job).
 */
const NO_FILTERS = {};

export function TermBoardPage() {
  const termId = Number(useParams().termId);
  const queryClient = useQueryClient();
  const canWrite = useCan('camps.write');
  const board = useQuery({
    queryKey: ['camps', 'board', termId],
    queryFn: () => callApi(adminCampTermBoard, { termId }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['camps'] });
  const data = board.data;
  const list = useUrlList(NO_FILTERS);

  return (
    <ScreenCard
      title={data ? `${data.term.name} · 学员与进度` : '学员与进度'}
      extra={
        data ? (
          <JobExportButton
            label="导出学员进度"
            disabled={data.learners.length === 0}
            calls={{
              start: () => callApi(adminCampTermExport, { termId }),
              state: (jobId) => callApi(adminCampTermExportState, { jobId }),
              file: (jobId) => callApi(adminCampTermExportFile, { jobId }),
            }}
          />
        ) : null
      }
    >
      {data ? <Summary board={data} /> : null}
      <Tabs
        items={[
          {
            key: 'learners',
            label: `学员（${data?.learners.length ?? 0}）`,
            children: (
              <ListTable<TermLearner>
                rowKey="trainingUserId"
                list={list}
                query={board}
                rows={data?.learners ?? []}
                unit="名学员"
                columns={[
                  {
                    title: '排名',
                    width: 70,
                    // The board is in rank order; the index counts within the page shown.
                    render: (_: unknown, __: TermLearner, index) =>
                      (list.page - 1) * list.pageSize + index + 1,
                  },
                  { title: '学员', dataIndex: 'nickname' },
                  { title: '用户ID', dataIndex: 'userId', width: 90 },
                  {
                    title: '学习进度',
                    dataIndex: 'progress',
                    width: 220,
                    render: (progress: number) => <Progress percent={progress} size="small" />,
                  },
                  { title: '报名时间', dataIndex: 'enrolledAt', width: 180 },
                  ...(canWrite
                    ? [
                        {
                          title: '操作',
                          width: 160,
                          render: (_: unknown, row: TermLearner) => (
                            <Space>
                              <FormModal<{ termId: number }>
                                title={`为「${row.nickname}」转期`}
                                trigger={{ label: '转期', size: 'small', disabled: !data?.laterTerms.length }}
                                submit={async ({ termId: target }) => {
                                  await callApi(adminCampEnrolmentTransfer, {
                                    trainingUserId: row.trainingUserId,
                                    termId: target,
                                  });
                                  await refresh();
                                }}
                                done="已转期，学习进度已保留"
                                ok="确认转期"
                              >
                                <Form.Item
                                  label="转入期次"
                                  name="termId"
                                  rules={[{ required: true, message: '请选择期次' }]}
                                >
                                  <Select
                                    options={(data?.laterTerms ?? []).map((later) => ({
                                      value: later.id,
                                      label: `${later.name}（${later.startDate} 开营）`,
                                    }))}
                                  />
                                </Form.Item>
                              </FormModal>
                              <ConfirmButton
                                size="small"
                                danger
                                question={`将「${row.nickname}」移出本期？名额将释放给候补学员。`}
                                action={async () => {
                                  await callApi(adminCampEnrolmentRemove, {
                                    trainingUserId: row.trainingUserId,
                                  });
                                  await refresh();
                                }}
                                done="已移出"
                              >
                                移出
                              </ConfirmButton>
                            </Space>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            ),
          },
          {
            key: 'waitlist',
            label: `候补名单（${data?.waitlist.length ?? 0}）`,
            children: (
              <Table<WaitingLearner>
                rowKey="userId"
                dataSource={data?.waitlist ?? []}
                pagination={false}
                columns={[
                  { title: '顺位', width: 70, render: (_: unknown, __: WaitingLearner, index) => index + 1 },
                  { title: '学员', dataIndex: 'nickname' },
                  { title: '加入时间', dataIndex: 'joinedAt', width: 180 },
                  {
                    title: '状态',
                    dataIndex: 'offerExpiresAt',
                    render: (until: string | null) =>
                      until ? <Tag color="gold">名额保留至 {until}</Tag> : <Tag>候补中</Tag>,
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </ScreenCard>
  );
}

function Summary({ board }: { board: TermBoard }) {
  const { term } = board;
  return (
    <>
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="状态">{TERM_STATUS_NAMES[term.status]}</Descriptions.Item>
        <Descriptions.Item label="开营">{`${term.startDate} 至 ${term.endDate}`}</Descriptions.Item>
        <Descriptions.Item label="报名">{`${term.enrollStartDate} 至 ${term.enrollEndDate}`}</Descriptions.Item>
      </Descriptions>
      <Space size={48} style={{ marginBottom: 16 }}>
        <Statistic title="学员" value={board.learners.length} suffix={`/ ${term.capacity}`} />
        <Statistic title="已占名额" value={term.taken} />
        <Statistic title="平均进度" value={board.averageProgress} suffix="%" />
        <Statistic title="已结业" value={board.completed} />
        <Statistic title="候补" value={board.waitlist.length} />
      </Space>
    </>
  );
}
