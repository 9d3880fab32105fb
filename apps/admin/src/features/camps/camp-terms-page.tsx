import type { AdminTerm, TermFields } from '@zhixue/contract';
import { Space, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useCampTerms, useCreateTerm, useUpdateTerm } from './api';
import { TERM_STATUS_NAMES, TermFormItems } from './camp-forms';

const termFields = ({
  name,
  enrollStartDate,
  enrollEndDate,
  startDate,
  endDate,
  capacity,
  lateJoin,
}: AdminTerm) => ({
  name,
  enrollStartDate,
  enrollEndDate,
  startDate,
  endDate,
  capacity,
  lateJoin,
});

/** /camps/:id: an online camp's terms (create, edit), each with its board. */
export function CampTermsPage() {
  const trainingId = Number(useParams().id);
  const canWrite = useCan('camps.write');
  const terms = useCampTerms(trainingId);
  const create = useCreateTerm();
  const update = useUpdateTerm();

  return (
    <ScreenCard
      title="期次管理"
      extra={
        canWrite && (
          <FormModal<TermFields>
            title="新建期次"
            trigger={{ label: '新建期次', type: 'primary' }}
            initialValues={{ lateJoin: false, capacity: 100 }}
            submit={(values) => create.mutateAsync({ ...values, trainingId })}
            done="期次已创建，学习计划已复制"
          >
            <TermFormItems />
          </FormModal>
        )
      }
    >
      <Table<AdminTerm>
        rowKey="id"
        loading={terms.isPending}
        dataSource={terms.data ?? []}
        pagination={false}
        columns={[
          { title: '期次', dataIndex: 'name' },
          {
            title: '报名时间',
            render: (_: unknown, row: AdminTerm) => `${row.enrollStartDate} 至 ${row.enrollEndDate}`,
          },
          { title: '开营', render: (_: unknown, row: AdminTerm) => `${row.startDate} 至 ${row.endDate}` },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: AdminTerm['status']) => <Tag>{TERM_STATUS_NAMES[status]}</Tag>,
          },
          {
            title: '名额',
            render: (_: unknown, row: AdminTerm) => `${row.taken} / ${row.capacity}`,
            width: 90,
          },
          { title: '学员', dataIndex: 'enrolled', width: 70 },
          { title: '候补', dataIndex: 'waiting', width: 70 },
          {
            title: '操作',
            width: 220,
            render: (_: unknown, row: AdminTerm) => (
              <Space>
                <Link to={`/camps/terms/${row.id}`}>学员与进度</Link>
                <Link to={`/camps/${trainingId}/checkin?term=${row.id}`}>签到</Link>
                {canWrite ? (
                  <FormModal<TermFields>
                    title={`编辑「${row.name}」`}
                    trigger={{ label: '编辑', size: 'small' }}
                    initialValues={termFields(row)}
                    submit={(values) => update.mutateAsync({ ...values, id: row.id })}
                  >
                    <TermFormItems />
                  </FormModal>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </ScreenCard>
  );
}
