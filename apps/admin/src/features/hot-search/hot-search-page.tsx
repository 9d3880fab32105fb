import { type AdminHotSearch, HotSearchName } from '@zhixue/contract';
import { Form, Input, Space, Table, Tag } from 'antd';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { OrderButtons } from '@/lib/order-buttons';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { zodRule } from '@/lib/zod-rule';
import { useHotSearchCreate, useHotSearchList, useHotSearchReorder, useHotSearchUpdate } from './api';

/** The terms of the search box's dropdown (热门搜索): add, rename, order, enable. */
export function HotSearchPage() {
  const hotSearchUpdate = useHotSearchUpdate();
  const hotSearchCreate = useHotSearchCreate();
  const hotSearchReorder = useHotSearchReorder();
  const canWrite = useCan('marketing.write');
  const terms = useHotSearchList();
  const rows = terms.data ?? [];
  const ids = rows.map((row) => row.id);
  const save = async (row: AdminHotSearch, change: Partial<Pick<AdminHotSearch, 'name' | 'enabled'>>) => {
    await hotSearchUpdate.mutateAsync({ id: row.id, name: row.name, enabled: row.enabled, ...change });
  };

  return (
    <ScreenCard
      title="热门搜索"
      extra={
        canWrite && (
          <FormModal<{ name: string }>
            title="新增搜索词"
            trigger={{ label: '新增搜索词', type: 'primary' }}
            submit={async ({ name }) => {
              await hotSearchCreate.mutateAsync({ name });
            }}
            done="搜索词已添加，排在最前"
          >
            <Form.Item label="搜索词" name="name" rules={[zodRule(HotSearchName)]}>
              <Input placeholder="如：沟通技巧" />
            </Form.Item>
          </FormModal>
        )
      }
    >
      <Table<AdminHotSearch>
        rowKey="id"
        loading={terms.isPending}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '顺序', width: 70, render: (_, _row, index) => index + 1 },
          { title: '搜索词', dataIndex: 'name' },
          { title: '点击次数', dataIndex: 'clickCount', width: 110 },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 100,
            render: (enabled: boolean) => (enabled ? <Tag color="green">展示中</Tag> : <Tag>已停用</Tag>),
          },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 240,
                  render: (_: unknown, row: AdminHotSearch) => (
                    <Space size="small">
                      <OrderButtons
                        ids={ids}
                        id={row.id}
                        reorder={async (next) => {
                          await hotSearchReorder.mutateAsync({ ids: next });
                        }}
                      />
                      <FormModal<{ name: string }>
                        title="修改搜索词"
                        trigger={{ label: '修改', size: 'small' }}
                        initialValues={{ name: row.name }}
                        submit={({ name }) => save(row, { name })}
                      >
                        <Form.Item label="搜索词" name="name" rules={[zodRule(HotSearchName)]}>
                          <Input />
                        </Form.Item>
                      </FormModal>
                      <ConfirmButton
                        size="small"
                        danger={row.enabled}
                        question={
                          row.enabled
                            ? `从搜索框下拉中撤下「${row.name}」？`
                            : `在搜索框下拉中展示「${row.name}」？`
                        }
                        action={() => save(row, { enabled: !row.enabled })}
                      >
                        {row.enabled ? '停用' : '展示'}
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
