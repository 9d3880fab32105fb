import { ACTIVITY_STATE_NAMES, type AdminActivity, Cents, Id } from '@zhixue/contract';
import { DatePicker, Form, Input, InputNumber, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { actionsColumn, nameColumn, timeColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import { useActivityCreate, useActivityEnd, useActivityList, useActivityUpdate } from './api';

interface ActivityForm {
  name: string;
  productId: number;
  /** Yuan, as typed. */
  activityPrice: number;
  window: [Dayjs, Dayjs];
}

const STATE_COLORS = { upcoming: 'blue', running: 'green', ended: 'default' } as const;
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;
const toCents = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : value);
const termsOf = ({ window: [startAt, endAt], activityPrice, name }: ActivityForm) => ({
  name,
  activityPrice: Math.round(activityPrice * 100),
  startAt: startAt.toISOString(),
  endAt: endAt.toISOString(),
});

function ActivityFields({ newOne }: { newOne: boolean }) {
  return (
    <>
      <Form.Item label="活动名称" name="name" rules={[{ required: true, message: '请输入活动名称' }]}>
        <Input placeholder="如：双十一特惠" maxLength={30} />
      </Form.Item>
      <Form.Item label="课程或系列课编号" name="productId" rules={[zodRule(Id)]} extra="课程管理列表中的编号">
        <InputNumber min={1} disabled={!newOne} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        label="活动价（元）"
        name="activityPrice"
        rules={[zodRule(Cents, toCents)]}
        extra="须低于售价"
      >
        <InputNumber min={0} precision={2} />
      </Form.Item>
      <Form.Item label="活动时间" name="window" rules={[{ required: true, message: '请选择活动时间' }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
    </>
  );
}

/** Activities (限时活动): a price of a course or bundle between two times; created, edited, ended. */
export function ActivitiesPage() {
  const activityCreate = useActivityCreate();
  const activityUpdate = useActivityUpdate();
  const activityEnd = useActivityEnd();
  const canWrite = useCan('courses.write');
  const list = useUrlList({});
  const query = { pageCurrent: list.page, pageSize: list.pageSize };
  const activities = useActivityList(query);

  return (
    <ScreenCard
      title="限时活动"
      extra={
        canWrite && (
          <FormModal<ActivityForm>
            title="新建活动"
            trigger={{ label: '新建活动', type: 'primary' }}
            initialValues={{ window: [dayjs(), dayjs().add(7, 'day')] }}
            done="活动已创建"
            submit={async (values) => {
              await activityCreate.mutateAsync({ productId: values.productId, ...termsOf(values) });
            }}
          >
            <ActivityFields newOne />
          </FormModal>
        )
      }
    >
      <ListTable<AdminActivity>
        rowKey={(row) => `${row.id}-${row.productId}`}
        list={list}
        query={activities}
        unit="项"
        columns={[
          { title: '活动', dataIndex: 'name', width: 180, ellipsis: true },
          nameColumn<AdminActivity>(
            '课程',
            'productName',
            (name, row) => `${row.productType === 2 ? '[系列课] ' : ''}${name}（#${row.productId}）`,
          ),
          { title: '售价', dataIndex: 'productPrice', width: 100, render: yuan },
          { title: '活动价', dataIndex: 'activityPrice', width: 100, render: yuan },
          timeColumn('开始', 'startAt'),
          timeColumn('结束', 'endAt'),
          {
            title: '状态',
            dataIndex: 'state',
            width: 90,
            render: (state: AdminActivity['state']) => (
              <Tag color={STATE_COLORS[state]}>{ACTIVITY_STATE_NAMES[state]}</Tag>
            ),
          },
          ...(canWrite
            ? [
                actionsColumn<AdminActivity>(150, (row) =>
                  row.state === 'ended' ? null : (
                    <Space size="small">
                      <FormModal<ActivityForm>
                        title={`编辑「${row.name}」`}
                        trigger={{ label: '编辑', size: 'small' }}
                        initialValues={{
                          name: row.name,
                          productId: row.productId,
                          activityPrice: row.activityPrice / 100,
                          window: [dayjs(row.startAt), dayjs(row.endAt)],
                        }}
                        submit={async (values) => {
                          await activityUpdate.mutateAsync({
                            id: row.id,
                            productId: row.productId,
                            ...termsOf(values),
                          });
                        }}
                      >
                        <ActivityFields newOne={false} />
                      </FormModal>
                      <ConfirmButton
                        size="small"
                        danger
                        question={`确认现在结束「${row.name}」？活动价立即失效。`}
                        action={async () => {
                          await activityEnd.mutateAsync({ id: row.id });
                        }}
                      >
                        结束
                      </ConfirmButton>
                    </Space>
                  ),
                ),
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
