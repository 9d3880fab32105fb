import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminPaymentEvent,
  type AdminRefund,
  AdminRefundRequest,
  adminOrderDetail,
  adminOrderRefund,
} from '@zhixue/contract';
import { Descriptions, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { z } from 'zod';
import {
  channelLabel,
  channelName,
  outcomeName,
  PRODUCT_TYPE_NAMES,
  REFUND_STATUS_NAMES,
  StatusTag,
  yuan,
} from '@/components/order-labels';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { zodRule } from '@/lib/zod-rule';

const toCents = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : value);
/** A fresh refund number per opened dialog: every click of that dialog is the same refund. */
const newRefundNo = () => `RF${Date.now()}${Math.random().toString(36).slice(2, 10)}`;

type AdminPaymentEventRow = z.infer<typeof AdminPaymentEvent>;

/** One order: what was bought, who paid how, every payment decision, its refunds; finance refunds here. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: ['order', id],
    queryFn: () => callApi(adminOrderDetail, { id }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const [refundNo, setRefundNo] = useState(newRefundNo);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['order', id] });
  const data = order.data;
  const mayResend = useCan('orders.refund');
  const mayRefund = mayResend && data && data.refundable > 0;

  return (
    <ScreenCard
      title={data ? `订单 ${data.orderNo}` : '订单详情'}
      extra={
        mayRefund && (
          <FormModal<{ amount: number; reason: string }>
            title="退款"
            trigger={{ label: '退款', danger: true }}
            initialValues={{ amount: data.refundable / 100 }}
            done="退款已提交"
            ok="确认退款"
            submit={async (values) => {
              await callApi(adminOrderRefund, {
                orderId: data.id,
                refundNo,
                amount: Math.round(values.amount * 100),
                reason: values.reason,
              });
              setRefundNo(newRefundNo());
              await refresh();
            }}
          >
            <Typography.Paragraph>
              最多可退 {yuan(data.refundable)}。全额退款后，该订单开通的课程、训练营名额或会员天数将立即收回。
            </Typography.Paragraph>
            <Form.Item
              label="退款金额（元）"
              name="amount"
              rules={[zodRule(AdminRefundRequest.shape.amount, toCents)]}
            >
              <InputNumber min={0.01} max={data.refundable / 100} precision={2} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item label="退款原因" name="reason" rules={[zodRule(AdminRefundRequest.shape.reason)]}>
              <Input.TextArea rows={3} maxLength={80} showCount />
            </Form.Item>
          </FormModal>
        )
      }
    >
      {order.error && <div role="alert">{order.error.message}</div>}
      {data && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="状态">
              <StatusTag status={data.status} />
              {data.awaitingTransfer && <Tag color="blue">等待对公转账确认</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="商品">
              {PRODUCT_TYPE_NAMES[data.productType]}｜{data.productName}
              {data.termName ? ` ${data.termName}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="学员">
              {data.learner.nickname}（{data.learner.mobile ?? '—'}，ID {data.learner.id}）
            </Descriptions.Item>
            <Descriptions.Item label="金额">
              {yuan(data.amount)}（原价 {yuan(data.linePrice)}）
            </Descriptions.Item>
            <Descriptions.Item label="已退">{yuan(data.refundedAmount)}</Descriptions.Item>
            <Descriptions.Item label="可退">{yuan(data.refundable)}</Descriptions.Item>
            <Descriptions.Item label="支付方式">{channelName(data.payChannel)}</Descriptions.Item>
            <Descriptions.Item label="交易号">{data.providerTradeNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="下单时间">{data.createdAt}</Descriptions.Item>
            <Descriptions.Item label="支付时间">{data.paidAt ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="关闭时间">{data.endedAt ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="退款时间">{data.refundedAt ?? '—'}</Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              支付记录
            </Typography.Title>
            <Table<AdminPaymentEventRow>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.paymentEvents}
              columns={[
                { title: '时间', dataIndex: 'at', width: 170 },
                { title: '渠道', dataIndex: 'channel', render: channelLabel, width: 100 },
                {
                  title: '结果',
                  dataIndex: 'outcome',
                  render: (value: string) => <Tag>{outcomeName(value)}</Tag>,
                  width: 170,
                },
                { title: '详情', dataIndex: 'summary' },
              ]}
            />
          </div>
          <div>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              退款记录
            </Typography.Title>
            <Table<AdminRefund>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.refunds}
              columns={[
                { title: '退款单号', dataIndex: 'refundNo' },
                { title: '金额', render: (_, row) => yuan(row.amount), width: 100 },
                {
                  title: '状态',
                  render: (_, row) => (
                    <Tag
                      color={row.status === 'failed' ? 'red' : row.status === 'succeeded' ? 'green' : 'gold'}
                    >
                      {REFUND_STATUS_NAMES[row.status]}
                    </Tag>
                  ),
                  width: 100,
                },
                { title: '原因', dataIndex: 'reason' },
                { title: '失败原因', render: (_, row) => row.failure ?? '—' },
                { title: '操作人', dataIndex: 'operatorName', width: 100 },
                { title: '时间', dataIndex: 'createdAt', width: 170 },
                {
                  title: '操作',
                  width: 110,
                  render: (_, row) =>
                    mayResend &&
                    row.status !== 'succeeded' && (
                      // The same number again: the provider answers this refund, it never pays twice.
                      <ConfirmButton
                        type="link"
                        question={`重新向支付渠道发送退款 ${row.refundNo}？`}
                        done="已重新发送"
                        action={async () => {
                          await callApi(adminOrderRefund, {
                            orderId: data.id,
                            refundNo: row.refundNo,
                            amount: row.amount,
                            reason: row.reason,
                          });
                          await refresh();
                        }}
                      >
                        重新发送
                      </ConfirmButton>
                    ),
                },
              ]}
            />
          </div>
        </Space>
      )}
    </ScreenCard>
  );
}
