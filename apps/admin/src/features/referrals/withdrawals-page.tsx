import type { AdminWithdrawal, WithdrawalStatus } from '@zhixue/contract';
import { Form, Input, Space, Tag } from 'antd';
import { actionsColumn, timeColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { yuan } from '@/components/order-labels';
import { SearchBar } from '@/components/search-bar';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { usePayWithdrawal, useReferralWithdrawals, useRejectWithdrawal } from './api';

const FILTERS = { status: 'pending' };

const STATES: Record<WithdrawalStatus, { label: string; color: string }> = {
  pending: { label: '待审核', color: 'processing' },
  paid: { label: '已打款', color: 'green' },
  rejected: { label: '已驳回', color: 'red' },
};

/**
 * 提现审核: the sharers' withdrawal requests, waiting ones first. Finance pays one by bank transfer
 * and records the transfer's reference, or rejects it with a reason (the money goes back to 可提现).
 */
export function ReferralWithdrawalsPage() {
  const list = useUrlList(FILTERS);
  const withdrawals = useReferralWithdrawals({
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.status ? { status: list.filters.status as WithdrawalStatus } : {}),
  });
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();
  const canPay = useCan('referrals.pay');

  return (
    <ScreenCard title="提现审核">
      <SearchBar
        list={list}
        selects={[
          {
            name: 'status',
            placeholder: '审核状态',
            width: 120,
            options: Object.entries(STATES).map(([value, { label }]) => ({ value, label })),
          },
        ]}
      />
      <ListTable<AdminWithdrawal>
        list={list}
        query={withdrawals}
        rowKey="id"
        unit="笔"
        empty="没有提现申请"
        columns={[
          {
            title: '推广人',
            key: 'user',
            width: 180,
            render: (_, row) => `${row.userName}（${row.mobile || `ID ${row.userId}`}）`,
          },
          { title: '提现金额', dataIndex: 'amount', width: 110, render: (value: number) => yuan(value) },
          { title: '当前可提现', dataIndex: 'available', width: 110, render: (value: number) => yuan(value) },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: WithdrawalStatus) => (
              <Tag color={STATES[status].color}>{STATES[status].label}</Tag>
            ),
          },
          {
            title: '处理结果',
            key: 'result',
            render: (_, row) =>
              row.status === 'paid'
                ? `转账流水 ${row.transferRef ?? ''}（${row.operatorName ?? ''}）`
                : row.status === 'rejected'
                  ? `${row.rejectReason ?? ''}（${row.operatorName ?? ''}）`
                  : '',
          },
          timeColumn('申请时间', 'createdAt'),
          actionsColumn(150, (row) =>
            canPay && row.status === 'pending' ? (
              <Space size={0}>
                <FormModal<{ transferRef: string }>
                  title={`确认打款 ${yuan(row.amount)} · ${row.userName}`}
                  trigger={{ label: '确认打款', type: 'link', size: 'small' }}
                  ok="已转账，确认"
                  done="已记录打款"
                  submit={(values) => pay.mutateAsync({ id: row.id, transferRef: values.transferRef })}
                >
                  <Form.Item
                    name="transferRef"
                    label="转账流水号"
                    extra="银行转账完成后填写，记入账务和审计日志"
                    rules={[{ required: true, message: '请输入转账流水号' }]}
                  >
                    <Input maxLength={64} />
                  </Form.Item>
                </FormModal>
                <FormModal<{ reason: string }>
                  title={`驳回提现 · ${row.userName}`}
                  trigger={{ label: '驳回', type: 'link', size: 'small', danger: true }}
                  ok="驳回"
                  done="已驳回，金额退回可提现"
                  submit={(values) => reject.mutateAsync({ id: row.id, reason: values.reason })}
                >
                  <Form.Item
                    name="reason"
                    label="驳回原因"
                    rules={[{ required: true, message: '请输入驳回原因' }]}
                  >
                    <Input.TextArea maxLength={200} rows={3} />
                  </Form.Item>
                </FormModal>
              </Space>
            ) : null,
          ),
        ]}
      />
    </ScreenCard>
  );
}
