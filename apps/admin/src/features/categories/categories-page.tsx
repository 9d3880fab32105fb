import { type AdminCategory, CategoryName } from '@zhixue/contract';
import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { actionsColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { SearchBar } from '@/components/search-bar';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import {
  useCategories,
  useCreateCategory,
  useRenameCategory,
  useReorderCategories,
  useSetCategoryHidden,
} from './api';

const FILTERS = { keyword: '', visibility: 'all' };

/** The course categories of the catalogue: create, rename, reorder among siblings, hide. */
export function CategoriesPage() {
  const canWrite = useCan('categories.write');
  const list = useUrlList(FILTERS);
  const categories = useCategories();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const reorder = useReorderCategories();
  const setHidden = useSetCategoryHidden();
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
    await reorder.mutateAsync({ parentId: row.parentId, ids: siblings });
  };

  return (
    <ScreenCard
      title="课程分类"
      extra={
        canWrite && (
          <FormModal<{ name: string; parentId?: number }>
            title="新建分类"
            trigger={{ label: '新建分类', type: 'primary' }}
            submit={(values) => create.mutateAsync({ name: values.name, parentId: values.parentId ?? null })}
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
      <SearchBar
        list={list}
        keyword={{ name: 'keyword', placeholder: '按名称筛选' }}
        selects={[
          {
            name: 'visibility',
            placeholder: '全部状态',
            options: [
              { value: 'all', label: '全部状态' },
              { value: 'shown', label: '展示中' },
              { value: 'hidden', label: '已隐藏' },
            ],
          },
        ]}
      />
      <ListTable<AdminCategory>
        rowKey="id"
        list={list}
        query={categories}
        rows={rows}
        unit="个分类"
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
                actionsColumn<AdminCategory>(300, (row) => (
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
                      submit={({ name }) => rename.mutateAsync({ id: row.id, name })}
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
                          ? `确认在学员端重新展示「${row.name}」？`
                          : `确认在学员端隐藏「${row.name}」？其课程仍可购买。`
                      }
                      action={() => setHidden.mutateAsync({ id: row.id, hidden: !row.hidden })}
                    >
                      {row.hidden ? '展示' : '隐藏'}
                    </ConfirmButton>
                  </Space>
                )),
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
