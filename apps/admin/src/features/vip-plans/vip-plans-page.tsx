import { type AdminVipPlan, VipPlanShape } from '@zhixue/contract';
import { Form, Input, InputNumber, Select, Space, Switch, Table, Tag } from 'antd';
import { FormModal } from '@/lib/form-modal';
import { OrderButtons } from '@/lib/order-buttons';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { zodRule } from '@/lib/zod-rule';
import { useVipPlanCreate, useVipPlanList, useVipPlanReorder, useVipPlanUpdate } from './api';

const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;
/** Prices are typed in yuan and travel in cents, checked by the contract's cents schema. */
const toCents = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : value);
type PlanValues = Omit<AdminVipPlan, 'id' | 'sort'>;
const toWire = (values: PlanValues) => ({
  ...values,
  price: Math.round(values.price * 100),
  linePrice: Math.round(values.linePrice * 100),
  benefits: values.benefits ?? [],
});

function PlanFormItems() {
  return (
    <>
      <Form.Item label="套餐名称" name="name" rules={[zodRule(VipPlanShape.shape.name)]}>
        <Input placeholder="如：年度会员" />
      </Form.Item>
      <Space>
        <Form.Item label="售价（元）" name="price" rules={[zodRule(VipPlanShape.shape.price, toCents)]}>
          <InputNumber min={0} precision={2} />
        </Form.Item>
        <Form.Item
          label="划线价（元）"
          name="linePrice"
          rules={[zodRule(VipPlanShape.shape.linePrice, toCents)]}
        >
          <InputNumber min={0} precision={2} />
        </Form.Item>
        <Form.Item label="时长（天）" name="durationDays" rules={[zodRule(VipPlanShape.shape.durationDays)]}>
          <InputNumber min={1} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item label="会员权益" name="benefits" extra="输入后回车，每条一项">
        <Select mode="tags" open={false} placeholder="如：200+ 精选课程免费学" />
      </Form.Item>
      <Form.Item label="在售" name="enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

/** The member page's plans (会员套餐): price, line price, duration, order, on sale or not. */
export function VipPlansPage() {
  const vipPlanCreate = useVipPlanCreate();
  const vipPlanReorder = useVipPlanReorder();
  const vipPlanUpdate = useVipPlanUpdate();
  const canWrite = useCan('vip-plans.write');
  const plans = useVipPlanList();
  const rows = plans.data ?? [];
  const ids = rows.map((row) => row.id);

  return (
    <ScreenCard
      title="会员套餐"
      extra={
        canWrite && (
          <FormModal<PlanValues>
            title="新增会员套餐"
            trigger={{ label: '新增套餐', type: 'primary' }}
            initialValues={{ enabled: true, benefits: [] }}
            submit={async (values) => {
              await vipPlanCreate.mutateAsync(toWire(values));
            }}
            done="套餐已添加"
          >
            <PlanFormItems />
          </FormModal>
        )
      }
    >
      <Table<AdminVipPlan>
        rowKey="id"
        loading={plans.isPending}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '顺序', width: 70, render: (_, _row, index) => index + 1 },
          { title: '套餐名称', dataIndex: 'name', width: 140 },
          { title: '售价', dataIndex: 'price', width: 110, render: yuan },
          {
            title: '划线价',
            dataIndex: 'linePrice',
            width: 110,
            render: (cents: number) => <s>{yuan(cents)}</s>,
          },
          { title: '时长', dataIndex: 'durationDays', width: 90, render: (days: number) => `${days} 天` },
          {
            title: '权益',
            dataIndex: 'benefits',
            ellipsis: true,
            render: (benefits: string[]) => benefits.join('、'),
          },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 90,
            render: (enabled: boolean) => (enabled ? <Tag color="green">在售</Tag> : <Tag>已停售</Tag>),
          },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 220,
                  render: (_: unknown, row: AdminVipPlan) => (
                    <Space size="small">
                      <OrderButtons
                        ids={ids}
                        id={row.id}
                        reorder={async (next) => {
                          await vipPlanReorder.mutateAsync({ ids: next });
                        }}
                      />
                      <FormModal<PlanValues>
                        title={`编辑「${row.name}」`}
                        trigger={{ label: '编辑', size: 'small' }}
                        initialValues={{ ...row, price: row.price / 100, linePrice: row.linePrice / 100 }}
                        submit={async (values) => {
                          await vipPlanUpdate.mutateAsync({ id: row.id, ...toWire(values) });
                        }}
                        done="已保存，会员页即时生效"
                      >
                        <PlanFormItems />
                      </FormModal>
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
