import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminTransferRow,
  adminTransferConfirm,
  adminTransferQueue,
  adminTransferReject,
} from '@zhixue/contract';
import { Form, Input, Space, Table } from 'antd';
import { Link } from 'react-router';
import { PRODUCT_TYPE_NAMES, yuan } from '@/components/order-labels';
import { callApi } from '@/lib/api';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';

const NO_FILTERS = {};
const referenceRule = zodRule(adminTransferConfirm.request.shape.reference);
const reasonRule = zodRule(adminTransferReject.request.shape.reason);

/** Orders waiting for a bank transfer, oldest first: confirm with the bank's serial number, or reject. */
export function TransfersPage() {
  const list = useUrlList(NO_FILTERS);
  const queryClient = useQueryClient();
  const query = { pageCurrent: list.page, pageSize: list.pageSize };
  const queue = useQuery({
    queryKey: ['transfers', query],
    queryFn: () => callApi(adminTransferQueue, query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['transfers'] });

  return (
    <ScreenCard title="对公转账">
      {queue.error && <div role="alert">{queue.error.message}</div>}
      <Table<AdminTransferRow>
        rowKey="id"
        loading={queue.isFetching}
        dataSource={queue.data?.list ?? []}
        locale={{ emptyText: '没有等待确认的转账' }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: queue.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: list.setPage,
        }}
        columns={[
          {
            title: '订单号（转账备注）',
            dataIndex: 'orderNo',
            render: (value: string, row) => <Link to={`/orders/${row.id}`}>{value}</Link>,
          },
          { title: '商品', render: (_, row) => `${PRODUCT_TYPE_NAMES[row.productType]}｜${row.productName}` },
          { title: '学员', render: (_, row) => `${row.learner.nickname}（${row.learner.mobile ?? '—'}）` },
          { title: '应付金额', render: (_, row) => yuan(row.amount), width: 110 },
          { title: '申请时间', dataIndex: 'requestedAt', width: 170 },
          { title: '截止时间', dataIndex: 'expireTime', width: 170 },
          {
            title: '操作',
            width: 200,
            render: (_, row) => (
              <Space>
                <FormModal<{ reference: string }>
                  title={`确认收款：${row.orderNo}`}
                  trigger={{ label: '确认收款', type: 'link' }}
                  done="已确认收款，订单已开通"
                  ok="确认收款"
                  submit={async (values) => {
                    await callApi(adminTransferConfirm, { orderId: row.id, reference: values.reference });
                    await refresh();
                  }}
                >
                  <p>请核对银行到账金额为 {yuan(row.amount)}，备注为订单号。</p>
                  <Form.Item label="银行流水号" name="reference" rules={[referenceRule]}>
                    <Input maxLength={64} />
                  </Form.Item>
                </FormModal>
                <FormModal<{ reason: string }>
                  title={`驳回：${row.orderNo}`}
                  trigger={{ label: '驳回', type: 'link', danger: true }}
                  done="已驳回，已通知学员"
                  ok="驳回"
                  submit={async (values) => {
                    await callApi(adminTransferReject, { orderId: row.id, reason: values.reason });
                    await refresh();
                  }}
                >
                  <Form.Item label="驳回原因（将告知学员）" name="reason" rules={[reasonRule]}>
                    <Input.TextArea rows={3} maxLength={200} showCount />
                  </Form.Item>
                </FormModal>
              </Space>
            ),
          },
        ]}
      />
    </ScreenCard>
  );
}
