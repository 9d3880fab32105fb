import { type AdminTransferRow, adminTransferConfirm, adminTransferReject } from '@zhixue/contract';
import { Form, Input, Space } from 'antd';
import { Link } from 'react-router';
import { ListTable } from '@/components/list-table';
import { PRODUCT_TYPE_NAMES, yuan } from '@/components/order-labels';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import { useConfirmTransfer, useRejectTransfer, useTransferQueue } from './api';

const NO_FILTERS = {};
const referenceRule = zodRule(adminTransferConfirm.request.shape.reference);
const reasonRule = zodRule(adminTransferReject.request.shape.reason);

/** Orders waiting for a bank transfer, oldest first: confirm with the bank's serial number, or reject. */
export function TransfersPage() {
  const list = useUrlList(NO_FILTERS);
  const queue = useTransferQueue({ pageCurrent: list.page, pageSize: list.pageSize });
  const confirm = useConfirmTransfer();
  const reject = useRejectTransfer();

  return (
    <ScreenCard title="对公转账">
      <ListTable<AdminTransferRow>
        rowKey="id"
        list={list}
        query={queue}
        unit="条"
        empty="没有等待确认的转账"
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
                  submit={(values) => confirm.mutateAsync({ orderId: row.id, reference: values.reference })}
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
                  submit={(values) => reject.mutateAsync({ orderId: row.id, reason: values.reason })}
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
