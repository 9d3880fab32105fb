import type { LedgerReport } from '@zhixue/contract';
import { Alert, Button, Descriptions, Table, Typography } from 'antd';
import { yuan } from '@/components/order-labels';
import { ScreenCard } from '@/lib/screen-card';
import { useLedgerReport } from './api';

type Account = LedgerReport['accounts'][number];
type Mismatch = LedgerReport['orderMismatches'][number];

const MISMATCH_COLUMNS = [
  { title: '订单号', dataIndex: 'orderNo', width: 240 },
  { title: '不一致项', dataIndex: 'what' },
  { title: '应为', dataIndex: 'expected', width: 140, render: (cents: number) => yuan(cents) },
  { title: '记录为', dataIndex: 'recorded', width: 140, render: (cents: number) => yuan(cents) },
];

/**
 * 账务核对: every ledger account with what went through it, whether debits equal credits, and every
 * order (or provider bill line) the ledger disagrees with. Read fresh each time it opens.
 */
export function LedgerPage() {
  const report = useLedgerReport();
  const data = report.data;
  return (
    <ScreenCard
      title="账务核对"
      extra={
        <Button onClick={() => void report.refetch()} loading={report.isFetching}>
          重新核对
        </Button>
      }
    >
      {report.isError ? (
        <Alert type="error" showIcon title="核对失败，请稍后重试" />
      ) : data ? (
        <>
          <Alert
            showIcon
            type={data.balanced && data.billMismatches.length === 0 ? 'success' : 'warning'}
            title={
              data.balanced
                ? data.billMismatches.length === 0
                  ? '账目平衡：借贷相等，与订单、退款及支付渠道账单一致'
                  : `账目平衡，与订单一致；支付渠道账单有 ${data.billMismatches.length} 处差异，见下方`
                : '账目不平衡或与订单不一致，请查看下方差异'
            }
            style={{ marginBottom: 16 }}
          />
          <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="分录数">{data.entries}</Descriptions.Item>
            <Descriptions.Item label="借方合计">{yuan(data.totalDebit)}</Descriptions.Item>
            <Descriptions.Item label="贷方合计">{yuan(data.totalCredit)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>科目余额</Typography.Title>
          <Table<Account>
            rowKey="account"
            size="small"
            pagination={false}
            dataSource={data.accounts}
            columns={[
              { title: '科目', dataIndex: 'label' },
              { title: '借方', dataIndex: 'debit', width: 160, render: (cents: number) => yuan(cents) },
              { title: '贷方', dataIndex: 'credit', width: 160, render: (cents: number) => yuan(cents) },
              {
                title: '余额（借 − 贷）',
                dataIndex: 'balance',
                width: 180,
                render: (cents: number) => yuan(cents),
              },
            ]}
            style={{ marginBottom: 24 }}
          />
          <Typography.Title level={5}>与订单不一致</Typography.Title>
          <Table<Mismatch>
            rowKey={(row) => `${row.orderNo}-${row.what}`}
            size="small"
            pagination={false}
            dataSource={data.orderMismatches}
            columns={MISMATCH_COLUMNS}
            locale={{ emptyText: '没有不一致的订单' }}
            style={{ marginBottom: 24 }}
          />
          <Typography.Title level={5}>与支付渠道账单不一致</Typography.Title>
          <Table<Mismatch>
            rowKey={(row) => `${row.orderNo}-${row.what}`}
            size="small"
            pagination={false}
            dataSource={data.billMismatches}
            columns={MISMATCH_COLUMNS.map((column) =>
              column.dataIndex === 'expected'
                ? { ...column, title: '账单金额' }
                : column.dataIndex === 'recorded'
                  ? { ...column, title: '平台金额' }
                  : column,
            )}
            locale={{ emptyText: '最近对账的账单没有差异' }}
          />
        </>
      ) : null}
    </ScreenCard>
  );
}
