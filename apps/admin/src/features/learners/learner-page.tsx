import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminLearnerDetail,
  adminLearnerDetail,
  adminLearnerDisable,
  adminLearnerEnable,
  adminLearnerPasswordReset,
} from '@zhixue/contract';
import { Alert, Descriptions, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { channelName, PRODUCT_TYPE_NAMES, StatusTag, yuan } from '@/components/order-labels';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { formatDateTime } from '@/lib/date-format';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { zodRule } from '@/lib/zod-rule';

const reasonRule = zodRule(adminLearnerDisable.request.shape.reason);
const passwordRule = zodRule(adminLearnerPasswordReset.request.shape.password);
const SOURCE_NAMES: Record<string, string> = {
  order: '购买',
  bundle: '套餐',
  gift: '赠送',
  enterprise: '企业',
};
/** The login's kind as the learner site names it. */
const DEVICE_TYPES: Record<string, string> = { pc: '电脑网页', app: '手机App', h5: '手机网页' };
const section = (title: string) => (
  <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
    {title}
  </Typography.Title>
);

/** 学员详情: what a learner bought, holds and studies, where they are signed in; support manages the account. */
export function LearnerPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const learner = useQuery({
    queryKey: ['learner', id],
    queryFn: () => callApi(adminLearnerDetail, { id }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const data = learner.data;
  const mayManage = useCan('learners.manage');
  const shown = (next: AdminLearnerDetail) => queryClient.setQueryData(['learner', id], next);

  return (
    <ScreenCard
      title={data ? `学员 ${data.nickname}` : '学员详情'}
      extra={
        data &&
        mayManage && (
          <Space>
            {data.disabledAt ? (
              <ConfirmButton
                question={`恢复 ${data.nickname} 的账号？`}
                done="账号已恢复"
                action={async () => shown(await callApi(adminLearnerEnable, { userId: id }))}
              >
                恢复账号
              </ConfirmButton>
            ) : (
              <FormModal<{ reason: string }>
                title={`停用账号：${data.nickname}`}
                trigger={{ label: '停用账号', danger: true }}
                done="账号已停用，所有登录已退出"
                ok="停用账号"
                submit={async (values) =>
                  shown(await callApi(adminLearnerDisable, { userId: id, reason: values.reason }))
                }
              >
                <p>停用后该学员的所有登录立即失效，且无法再登录，直到恢复账号。</p>
                <Form.Item label="停用原因" name="reason" rules={[reasonRule]}>
                  <Input.TextArea rows={3} maxLength={200} showCount />
                </Form.Item>
              </FormModal>
            )}
            <FormModal<{ password?: string }>
              title={`重置密码：${data.nickname}`}
              trigger={{ label: '重置密码' }}
              done="密码已重置，所有登录已退出"
              ok="重置密码"
              submit={async (values) => {
                const answer = await callApi(adminLearnerPasswordReset, {
                  userId: id,
                  ...(values.password ? { password: values.password } : {}),
                });
                shown(answer.learner);
                Modal.info({
                  title: '临时密码',
                  content: (
                    <p>
                      请电话告知学员临时密码{' '}
                      <Typography.Text code copyable>
                        {answer.temporaryPassword}
                      </Typography.Text>
                      ，并提醒其登录后修改。此密码只显示这一次。
                    </p>
                  ),
                });
              }}
            >
              <p>重置后该学员的所有登录立即失效。留空则由系统生成临时密码。</p>
              <Form.Item label="临时密码（可留空）" name="password" rules={[passwordRule]}>
                <Input.Password maxLength={32} autoComplete="new-password" />
              </Form.Item>
            </FormModal>
          </Space>
        )
      }
    >
      {learner.error && <div role="alert">{learner.error.message}</div>}
      {data && (
        <>
          {data.disabledAt && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              message={`账号已于 ${data.disabledAt} 停用：${data.disabledReason ?? ''}`}
            />
          )}
          <Descriptions bordered size="small" column={3}>
            <Descriptions.Item label="学员ID">{data.id}</Descriptions.Item>
            <Descriptions.Item label="手机号">{data.mobile ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="企业">{data.enterpriseName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="会员">
              {data.vip ? <Tag color="gold">会员至 {formatDateTime(data.vipExpiresAt ?? '')}</Tag> : '非会员'}
            </Descriptions.Item>
            <Descriptions.Item label="登录密码">{data.hasPassword ? '已设置' : '未设置'}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{data.createdAt}</Descriptions.Item>
          </Descriptions>

          {section(`订单（${data.orders.length}）`)}
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data.orders}
            locale={{ emptyText: '没有订单' }}
            columns={[
              {
                title: '订单号',
                render: (_, row) => <Link to={`/orders/${row.id}`}>{row.orderNo}</Link>,
              },
              {
                title: '商品',
                render: (_, row) => `${PRODUCT_TYPE_NAMES[row.productType]}｜${row.productName}`,
              },
              { title: '金额', render: (_, row) => yuan(row.amount), width: 100 },
              { title: '支付方式', render: (_, row) => channelName(row.payChannel), width: 100 },
              { title: '状态', render: (_, row) => <StatusTag status={row.status} />, width: 90 },
              { title: '下单时间', dataIndex: 'createdAt', width: 170 },
            ]}
          />

          {section(`课程（${data.courses.length}）`)}
          <Table
            rowKey="courseId"
            size="small"
            pagination={false}
            dataSource={data.courses}
            locale={{ emptyText: '没有已开通的课程' }}
            columns={[
              { title: '课程', dataIndex: 'name' },
              { title: '来源', render: (_, row) => SOURCE_NAMES[row.source] ?? row.source, width: 100 },
              { title: '开通时间', dataIndex: 'since', width: 170 },
            ]}
          />

          {section(`训练营（${data.camps.length}）`)}
          <Table
            rowKey="enrolmentId"
            size="small"
            pagination={false}
            dataSource={data.camps}
            locale={{ emptyText: '没有报名训练营' }}
            columns={[
              { title: '训练营', dataIndex: 'campName' },
              { title: '期次', render: (_, row) => row.termName ?? '—' },
              { title: '进度', render: (_, row) => `${row.progress}%`, width: 90 },
              { title: '报名时间', dataIndex: 'since', width: 170 },
            ]}
          />

          {section(`登录中的设备（${data.sessions.length}）`)}
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data.sessions}
            locale={{ emptyText: '当前没有登录' }}
            columns={[
              {
                title: '设备',
                dataIndex: 'deviceType',
                width: 90,
                render: (type: string) => DEVICE_TYPES[type] ?? type,
              },
              { title: 'IP', dataIndex: 'ip', width: 140 },
              {
                title: '浏览器 · 系统',
                dataIndex: 'deviceName',
                // The raw user agent stays one hover away for the rare case the name is not enough.
                render: (name: string, row) => <span title={row.userAgent}>{name}</span>,
              },
              { title: '登录时间', dataIndex: 'createdAt', width: 170 },
              { title: '最近活动', dataIndex: 'lastSeenAt', width: 170 },
            ]}
          />
        </>
      )}
    </ScreenCard>
  );
}
