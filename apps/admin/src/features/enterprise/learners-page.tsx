import {
  adminEntLearnerAdd,
  adminEntLearnerRemove,
  adminEntLearnerSetDepartment,
  type EntAdminLearner,
  EntLearnerAddRequest,
} from '@zhixue/contract';
import { Button, Card, Flex, Form, Input, Tag, Tree, TreeSelect } from 'antd';
import { Link } from 'react-router';
import { ListTable } from '@/components/list-table';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import { departmentTree, useDepartments, useEntLearners, useRefreshEnterprise } from './api';

const FILTERS = { keyword: '', dept: '' };
const fields = EntLearnerAddRequest.shape;

/**
 * The enterprise's learners, by department (a department shows its whole branch): add one by phone
 * (registered or not), move between departments, remove (their sessions lose the enterprise at once).
 */
export function EntLearnersPage() {
  const list = useUrlList(FILTERS);
  const refresh = useRefreshEnterprise();
  const departments = useDepartments();
  const tree = departmentTree(departments.data ?? []);
  const { keyword, dept } = list.filters;
  const learners = useEntLearners({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(keyword ? { keyword } : {}),
    ...(dept ? { deptId: Number(dept) } : {}),
  });

  return (
    <ScreenCard
      title="企业学员"
      extra={
        <Flex gap={8}>
          <Link to="/ent/learners/import">
            <Button>批量导入</Button>
          </Link>
          <FormModal<{ mobile: string; name: string; deptId?: number }>
            title="添加学员"
            trigger={{ label: '添加学员', type: 'primary' }}
            done="已添加，学员用这个手机号登录即可进入企业"
            submit={async (values) => {
              await callApi(adminEntLearnerAdd, { ...values, deptId: values.deptId ?? null });
              await refresh();
            }}
          >
            <Form.Item label="手机号" name="mobile" rules={[zodRule(fields.mobile)]} extra="学员无需先注册">
              <Input maxLength={11} />
            </Form.Item>
            <Form.Item label="姓名" name="name" rules={[zodRule(fields.name)]}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item label="部门" name="deptId">
              <TreeSelect
                treeData={tree}
                allowClear
                treeDefaultExpandAll
                placeholder="不选则不属于任何部门"
              />
            </Form.Item>
          </FormModal>
        </Flex>
      }
    >
      <Flex gap={16} align="flex-start">
        <Card size="small" title="部门" style={{ width: 220, flex: 'none' }}>
          <Tree
            blockNode
            defaultExpandAll
            key={tree.length}
            treeData={[{ key: 0, title: '全部学员', children: tree }]}
            selectedKeys={[Number(dept) || 0]}
            onSelect={([key]) => list.setFilters({ dept: key ? String(key) : '' })}
          />
        </Card>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Input.Search
            allowClear
            placeholder="姓名、手机号或账号"
            defaultValue={keyword}
            onSearch={(value) => list.setFilters({ keyword: value.trim() })}
            style={{ width: 260, marginBottom: 16 }}
          />
          {learners.error && <div role="alert">{learners.error.message}</div>}
          <ListTable<EntAdminLearner>
            rowKey="userId"
            list={list}
            query={learners}
            unit="名学员"
            columns={[
              { title: '姓名', dataIndex: 'name' },
              { title: '手机号', render: (_, row) => row.mobile ?? '—', width: 130 },
              { title: '账号', render: (_, row) => row.account ?? '—', width: 100 },
              {
                title: '部门',
                width: 200,
                render: (_, row) => (
                  <TreeSelect
                    aria-label={`${row.name}的部门`}
                    size="small"
                    style={{ width: '100%' }}
                    treeData={tree}
                    treeDefaultExpandAll
                    allowClear
                    placeholder="未分配"
                    value={row.deptId ?? undefined}
                    onChange={async (deptId?: number) => {
                      await callApi(adminEntLearnerSetDepartment, {
                        userId: row.userId,
                        deptId: deptId ?? null,
                      });
                      await refresh();
                    }}
                  />
                ),
              },
              {
                title: '状态',
                width: 90,
                render: (_, row) => (row.registered ? <Tag color="green">已登录</Tag> : <Tag>未登录</Tag>),
              },
              {
                title: '操作',
                width: 90,
                render: (_, row) => (
                  <ConfirmButton
                    type="link"
                    danger
                    question={`将 ${row.name} 移出企业？其正在使用的登录会立即失去企业权限。`}
                    done="已移出企业"
                    action={async () => {
                      await callApi(adminEntLearnerRemove, { userId: row.userId });
                      await refresh();
                    }}
                  >
                    移出
                  </ConfirmButton>
                ),
              },
            ]}
          />
        </div>
      </Flex>
    </ScreenCard>
  );
}
