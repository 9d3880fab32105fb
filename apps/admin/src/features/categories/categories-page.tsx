import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCategory,
  adminCategoryCreate,
  adminCategoryList,
  adminCategoryRename,
  adminCategoryReorder,
  adminCategorySetHidden,
  CategoryName,
} from '@zhixue/contract';
import { Button, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useMe } from '@/lib/use-me';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';

const FILTERS = { keyword: '', visibility: 'all' };

/** The course categories of the catalogue: create, rename, reorder among siblings, hide. */
export function CategoriesPage() {
  const queryClient = useQueryClient();
  const canWrite = useMe().data?.permissions.includes('categories.write') ?? false;
  const list = useUrlList(FILTERS);
  const categories = useQuery({ queryKey: ['categories'], queryFn: () => callApi(adminCategoryList, {}) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['categories'] });
  const all = categories.data ?? [];
  const tops = all.filter((row) => row.parentId === null);
  const rows = all.filter(
    (row) =>
      row.name.includes(list.filters.keyword) &&
      (list.filters.visibility === 'all' || row.hidden === (list.filters.visibility === 'hidden')),
  );

  const move = async (row: AdminCategory, offset: -1 | 1) => {
    const siblings = all.filter((other) => other.parentId === row.parentId).map((other) => other.id);
    const from = siblings.indexOf(row.id);
    const to = from + offset;
    if (to < 0 || to >= siblings.length) return;
    [siblings[from], siblings[to]] = [siblings[to] as number, row.id];
    await callApi(adminCategoryReorder, { parentId: row.parentId, ids: siblings });
    await refresh();
  };

  return (
    <ScreenCard
      title="课程分类"
      extra={
        canWrite && (
          <FormModal<{ name: string; parentId?: number }>
            title="新建分类"
            trigger={{ label: '新建分类', type: 'primary' }}
            submit={async (values) => {
              await callApi(adminCategoryCreate, { name: values.name, parentId: values.parentId ?? null });
              await refresh();
            }}
            done="分类已创建"
          >
            <Form.Item label="分类名称" name="name" rules={[zodRule(CategoryName)]}>
              <Input placeholder="如：领导力" />
            </Form.Item>
            <Form.Item label="上级分类" name="parentId" extra="不选即为一级分类">
              <Select
                allowClear
                placeholder="一级分类"
                options={tops.map((top) => ({ value: top.id, label: top.name }))}
              />
            </Form.Item>
          </FormModal>
        )
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="按名称筛选"
          defaultValue={list.filters.keyword}
          onSearch={(keyword) => list.setFilters({ keyword })}
          style={{ width: 240 }}
        />
        <Select
          value={list.filters.visibility}
          onChange={(visibility) => list.setFilters({ visibility })}
          style={{ width: 140 }}
          options={[
            { value: 'all', label: '全部状态' },
            { value: 'shown', label: '展示中' },
            { value: 'hidden', label: '已隐藏' },
          ]}
        />
      </Space>
      <Table<AdminCategory>
        rowKey="id"
        loading={categories.isPending}
        dataSource={rows}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 个分类`,
          onChange: list.setPage,
        }}
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            render: (name: string, row) =>
              row.parentId === null ? (
                <strong>{name}</strong>
              ) : (
                <span style={{ paddingLeft: 24 }}>└ {name}</span>
              ),
          },
          { title: '层级', render: (_, row) => (row.parentId === null ? '一级' : '二级'), width: 80 },
          { title: '课程数', dataIndex: 'courseCount', width: 90 },
          {
            title: '状态',
            dataIndex: 'hidden',
            width: 90,
            render: (hidden: boolean) => (hidden ? <Tag>已隐藏</Tag> : <Tag color="green">展示中</Tag>),
          },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 320,
                  render: (_: unknown, row: AdminCategory) => (
                    <Space size="small">
                      <Button size="small" onClick={() => move(row, -1)}>
                        上移
                      </Button>
                      <Button size="small" onClick={() => move(row, 1)}>
                        下移
                      </Button>
                      <FormModal<{ name: string }>
                        title="重命名分类"
                        trigger={{ label: '重命名', size: 'small' }}
                        initialValues={{ name: row.name }}
                        submit={async ({ name }) => {
                          await callApi(adminCategoryRename, { id: row.id, name });
                          await refresh();
                        }}
                      >
                        <Form.Item label="分类名称" name="name" rules={[zodRule(CategoryName)]}>
                          <Input />
                        </Form.Item>
                      </FormModal>
                      <ConfirmButton
                        size="small"
                        danger={!row.hidden}
                        question={
                          row.hidden
                            ? `在学员端重新展示「${row.name}」？`
                            : `在学员端隐藏「${row.name}」？其课程仍可购买。`
                        }
                        action={async () => {
                          await callApi(adminCategorySetHidden, { id: row.id, hidden: !row.hidden });
                          await refresh();
                        }}
                      >
                        {row.hidden ? '展示' : '隐藏'}
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
