import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCamp, adminCampCreate, adminCampList, adminCampUpdate } from '@zhixue/contract';
import { Form, Select, Space, Table } from 'antd';
import { Link } from 'react-router';
import { useMe } from '@/lib/use-me';
import { callApi } from '@/lib/api';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { CAMP_KIND_NAMES, CampFormItems, type CampValues, campToForm, campToWire } from './camp-forms';

const NO_FILTERS = {};
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/** Training camps: create, edit, and each camp's terms (online) or check-in sessions (offline). */
export function CampsPage() {
  const queryClient = useQueryClient();
  const canWrite = useMe().data?.permissions.includes('camps.write') ?? false;
  const list = useUrlList(NO_FILTERS);
  const query = { pageCurrent: list.page, pageSize: list.pageSize };
  const camps = useQuery({
    queryKey: ['camps', query],
    queryFn: () => callApi(adminCampList, query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['camps'] });

  return (
    <ScreenCard
      title="训练营管理"
      extra={
        canWrite && (
          <FormModal<CampValues & { kind: AdminCamp['kind'] }>
            title="新建训练营"
            trigger={{ label: '新建训练营', type: 'primary' }}
            initialValues={{ kind: 'online', enquire: false, price: 0, linePrice: 0, termEndAccess: 'keep' }}
            submit={async (values) => {
              await callApi(adminCampCreate, { ...campToWire(values), kind: values.kind });
              await refresh();
            }}
            done="训练营已创建"
          >
            <Form.Item label="类型" name="kind">
              <Select options={Object.entries(CAMP_KIND_NAMES).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
            <CampFormItems />
          </FormModal>
        )
      }
    >
      <Table<AdminCamp>
        rowKey="id"
        loading={camps.isPending}
        dataSource={camps.data?.list ?? []}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: camps.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 个训练营`,
          onChange: list.setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 80,
            render: (kind: AdminCamp['kind']) => CAMP_KIND_NAMES[kind],
          },
          { title: '名称', dataIndex: 'name' },
          { title: '价格', dataIndex: 'price', width: 100, render: yuan },
          { title: '期次', dataIndex: 'termCount', width: 70 },
          { title: '报名人数', dataIndex: 'enrolledCount', width: 90 },
          {
            title: '操作',
            width: 260,
            render: (_: unknown, row: AdminCamp) => (
              <Space>
                <Link to={`/camps/${row.id}/plan`}>学习计划</Link>
                {row.kind === 'online' ? <Link to={`/camps/${row.id}`}>期次</Link> : null}
                {row.kind === 'offline' ? <Link to={`/camps/${row.id}/checkin`}>签到</Link> : null}
                {canWrite ? (
                  <FormModal<CampValues>
                    title={`编辑「${row.name}」`}
                    trigger={{ label: '编辑', size: 'small' }}
                    initialValues={campToForm(row)}
                    submit={async (values) => {
                      await callApi(adminCampUpdate, { id: row.id, ...campToWire(values) });
                      await refresh();
                    }}
                  >
                    <CampFormItems />
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
