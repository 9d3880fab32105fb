import {
  adminEntDepartmentCreate,
  adminEntDepartmentDelete,
  adminEntDepartmentRename,
  type EntDepartment,
} from '@zhixue/contract';
import { Flex, Form, Input, Table, TreeSelect } from 'antd';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { departmentTree, useDepartments, useRefreshEnterprise } from './api';

interface Row extends EntDepartment {
  children?: Row[];
}

/** Nests the flat list for the tree table; a leaf has no `children` (no expander). */
function nest(departments: EntDepartment[]): Row[] {
  const rows = new Map<number, Row>();
  const roots: Row[] = [];
  for (const department of departments) {
    const row: Row = { ...department };
    rows.set(department.id, row);
    const parent = department.parentId === null ? undefined : rows.get(department.parentId);
    if (parent) parent.children = [...(parent.children ?? []), row];
    else roots.push(row);
  }
  return roots;
}

const nameRule = { required: true, whitespace: true, max: 30, message: '请输入部门名称（最多 30 个字）' };

/** The departments as a tree: add under any department, rename, delete an empty one. */
export function EntDepartmentsPage() {
  const departments = useDepartments();
  const refresh = useRefreshEnterprise();
  const tree = departmentTree(departments.data ?? []);
  const rows = nest(departments.data ?? []);

  return (
    <ScreenCard
      title="部门管理"
      extra={
        <FormModal<{ name: string; parentId?: number }>
          title="新建部门"
          trigger={{ label: '新建部门', type: 'primary' }}
          submit={async (values) => {
            await callApi(adminEntDepartmentCreate, { name: values.name, parentId: values.parentId ?? null });
            await refresh();
          }}
        >
          <Form.Item label="部门名称" name="name" rules={[nameRule]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item label="上级部门" name="parentId">
            <TreeSelect treeData={tree} allowClear treeDefaultExpandAll placeholder="不选则为顶级部门" />
          </Form.Item>
        </FormModal>
      }
    >
      {departments.error && <div role="alert">{departments.error.message}</div>}
      {rows.length > 0 && (
        <Table<Row>
          rowKey="id"
          loading={departments.isFetching}
          dataSource={rows}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
          columns={[
            { title: '部门', dataIndex: 'name' },
            { title: '本部门学员', dataIndex: 'learners', width: 120 },
            {
              title: '操作',
              width: 240,
              render: (_, row) => (
                <Flex gap={4}>
                  <FormModal<{ name: string }>
                    title={`添加 ${row.name} 的下级部门`}
                    trigger={{ label: '添加下级', type: 'link' }}
                    submit={async (values) => {
                      await callApi(adminEntDepartmentCreate, { name: values.name, parentId: row.id });
                      await refresh();
                    }}
                  >
                    <Form.Item label="部门名称" name="name" rules={[nameRule]}>
                      <Input maxLength={30} />
                    </Form.Item>
                  </FormModal>
                  <FormModal<{ name: string }>
                    title={`重命名：${row.name}`}
                    trigger={{ label: '重命名', type: 'link' }}
                    initialValues={{ name: row.name }}
                    submit={async (values) => {
                      await callApi(adminEntDepartmentRename, { id: row.id, name: values.name });
                      await refresh();
                    }}
                  >
                    <Form.Item label="部门名称" name="name" rules={[nameRule]}>
                      <Input maxLength={30} />
                    </Form.Item>
                  </FormModal>
                  <ConfirmButton
                    type="link"
                    danger
                    question={`删除部门 ${row.name}？`}
                    done="部门已删除"
                    action={async () => {
                      await callApi(adminEntDepartmentDelete, { id: row.id });
                      await refresh();
                    }}
                  >
                    删除
                  </ConfirmButton>
                </Flex>
              ),
            },
          ]}
        />
      )}
    </ScreenCard>
  );
}
