import {
  type AdminOperator,
  OPERATOR_ROLE_NAMES,
  OPERATOR_ROLES,
  OperatorAccountName,
  OperatorPassword,
  type OperatorRole,
} from '@zhixue/contract';
import { Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { ListTable } from '@/components/list-table';
import { ConfirmButton } from '@/lib/confirm-button';
import { formatDateTime } from '@/lib/date-format';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useMe } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import { useOperatorCreate, useOperatorList, useOperatorResetFactor, useOperatorSetDisabled } from './api';

const FILTERS = { role: '', status: '' };
const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: OPERATOR_ROLE_NAMES[role] }));

interface NewOperatorValues {
  account: string;
  name: string;
  password: string;
  role: OperatorRole;
  enterpriseId?: number;
}

/** Super admins: create operators with a role, disable them, reset a lost second factor. */
export function OperatorsPage() {
  const operatorCreate = useOperatorCreate();
  const operatorSetDisabled = useOperatorSetDisabled();
  const operatorResetFactor = useOperatorResetFactor();
  const me = useMe().data;
  const canWrite = me?.permissions.includes('operators.write') ?? false;
  const list = useUrlList(FILTERS);
  const operators = useOperatorList();
  const rows = (operators.data ?? []).filter(
    (row) =>
      (!list.filters.role || row.role === list.filters.role) &&
      (!list.filters.status || row.disabled === (list.filters.status === 'disabled')),
  );

  return (
    <ScreenCard
      title="管理员"
      extra={
        canWrite && (
          <FormModal<NewOperatorValues>
            title="新建管理员"
            trigger={{ label: '新建管理员', type: 'primary' }}
            initialValues={{ role: 'content_editor' }}
            submit={async (values) => {
              await operatorCreate.mutateAsync({ ...values, enterpriseId: values.enterpriseId ?? null });
            }}
            done="管理员已创建，首次登录时绑定验证器"
          >
            <Form.Item label="账号" name="account" rules={[zodRule(OperatorAccountName)]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label="姓名" name="name" rules={[{ required: true, message: '请输入姓名' }]}>
              <Input />
            </Form.Item>
            <Form.Item label="初始密码" name="password" rules={[zodRule(OperatorPassword)]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item label="角色" name="role">
              <Select options={roleOptions} />
            </Form.Item>
            <Form.Item noStyle dependencies={['role']}>
              {({ getFieldValue }) =>
                getFieldValue('role') === 'enterprise_admin' && (
                  <Form.Item
                    label="企业编号"
                    name="enterpriseId"
                    rules={[{ required: true, message: '企业管理员须指定企业' }]}
                  >
                    <InputNumber min={1} style={{ width: '100%' }} />
                  </Form.Item>
                )
              }
            </Form.Item>
          </FormModal>
        )
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部角色"
          aria-label="角色"
          value={list.filters.role || undefined}
          onChange={(role) => list.setFilters({ role: role ?? '' })}
          options={roleOptions}
          style={{ width: 160 }}
        />
        <Select
          allowClear
          placeholder="全部状态"
          aria-label="状态"
          value={list.filters.status || undefined}
          onChange={(status) => list.setFilters({ status: status ?? '' })}
          options={[
            { value: 'active', label: '正常' },
            { value: 'disabled', label: '已停用' },
          ]}
          style={{ width: 140 }}
        />
      </Space>
      <ListTable<AdminOperator>
        rowKey="id"
        list={list}
        query={operators}
        rows={rows}
        unit="位"
        columns={[
          {
            title: '账号',
            dataIndex: 'account',
            sorter: (a, b) => a.account.localeCompare(b.account),
          },
          { title: '姓名', dataIndex: 'name' },
          { title: '角色', dataIndex: 'role', render: (role: OperatorRole) => OPERATOR_ROLE_NAMES[role] },
          { title: '企业', dataIndex: 'enterpriseId', render: (id: number | null) => id ?? '—' },
          {
            title: '验证器',
            dataIndex: 'factorEnrolled',
            render: (enrolled: boolean) => (enrolled ? <Tag color="green">已绑定</Tag> : <Tag>待绑定</Tag>),
          },
          {
            title: '状态',
            dataIndex: 'disabled',
            render: (disabled: boolean) =>
              disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>,
          },
          {
            title: '创建时间',
            dataIndex: 'createdAt',
            render: formatDateTime,
            sorter: (a, b) => a.createdAt.localeCompare(b.createdAt),
          },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  render: (_: unknown, row: AdminOperator) =>
                    row.id === me?.id ? (
                      <Tag>当前登录</Tag>
                    ) : (
                      <Space size="small">
                        <ConfirmButton
                          size="small"
                          danger={!row.disabled}
                          question={
                            row.disabled
                              ? `恢复「${row.name}」的登录权限？`
                              : `停用「${row.name}」？其登录会立即失效。`
                          }
                          action={async () => {
                            await operatorSetDisabled.mutateAsync({ id: row.id, disabled: !row.disabled });
                          }}
                        >
                          {row.disabled ? '启用' : '停用'}
                        </ConfirmButton>
                        <ConfirmButton
                          size="small"
                          question={`重置「${row.name}」的验证器？其登录会立即失效，下次登录需重新绑定。`}
                          action={async () => {
                            await operatorResetFactor.mutateAsync({ id: row.id });
                          }}
                        >
                          重置验证器
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
