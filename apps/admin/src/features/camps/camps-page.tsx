import type { AdminCamp } from '@zhixue/contract';
import { Form, Select, Space } from 'antd';
import { Link } from 'react-router';
import { actionsColumn, nameColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useCampList, useCreateCamp, useUpdateCamp } from './api';
import { CAMP_KIND_NAMES, CampFormItems, type CampValues, campToForm, campToWire } from './camp-forms';

const NO_FILTERS = {};
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/** Training camps: create, edit, and each camp's terms (online) or check-in sessions (offline). */
export function CampsPage() {
  const canWrite = useCan('camps.write');
  const list = useUrlList(NO_FILTERS);
  const camps = useCampList({ pageCurrent: list.page, pageSize: list.pageSize });
  const create = useCreateCamp();
  const update = useUpdateCamp();

  return (
    <ScreenCard
      title="训练营管理"
      extra={
        canWrite && (
          <FormModal<CampValues & { kind: AdminCamp['kind'] }>
            title="新建训练营"
            trigger={{ label: '新建训练营', type: 'primary' }}
            initialValues={{ kind: 'online', enquire: false, price: 0, linePrice: 0, termEndAccess: 'keep' }}
            submit={(values) => create.mutateAsync({ ...campToWire(values), kind: values.kind })}
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
      <ListTable<AdminCamp>
        rowKey="id"
        list={list}
        query={camps}
        unit="个训练营"
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 80,
            render: (kind: AdminCamp['kind']) => CAMP_KIND_NAMES[kind],
          },
          nameColumn('名称', 'name'),
          { title: '价格', dataIndex: 'price', width: 100, render: yuan },
          { title: '期次', dataIndex: 'termCount', width: 70 },
          { title: '报名人数', dataIndex: 'enrolledCount', width: 90 },
          actionsColumn<AdminCamp>(260, (row) => (
            <Space>
              <Link to={`/camps/${row.id}/plan`}>学习计划</Link>
              {row.kind === 'online' ? <Link to={`/camps/${row.id}`}>期次</Link> : null}
              {row.kind === 'offline' ? <Link to={`/camps/${row.id}/checkin`}>签到</Link> : null}
              {canWrite ? (
                <FormModal<CampValues>
                  title={`编辑「${row.name}」`}
                  trigger={{ label: '编辑', size: 'small' }}
                  initialValues={campToForm(row)}
                  submit={(values) => update.mutateAsync({ id: row.id, ...campToWire(values) })}
                >
                  <CampFormItems />
                </FormModal>
              ) : null}
            </Space>
          )),
        ]}
      />
    </ScreenCard>
  );
}
