import type {
  Commission,
  CommissionStatus,
  ReferralLink,
  Withdrawal,
  WithdrawalStatus,
} from '@zhixue/contract';
import { Button, InputNumber, Skeleton, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { PersonalPanel } from '@/components/personal-panel';
import { toastError } from '@/lib/api';
import { feedback } from '@/lib/feedback';
import { formatPrice } from '@/lib/format';
import {
  REFERRAL_PAGE_SIZE,
  useOwnCommissions,
  useOwnLinks,
  useReferralSummary,
  useWithdraw,
} from '../api/referrals';
import styles from './referrals.module.css';

const COMMISSION_WORDS: Record<CommissionStatus, { text: string; color: string }> = {
  frozen: { text: '冻结中', color: 'orange' },
  available: { text: '可提现', color: 'green' },
  taken_back: { text: '已退款收回', color: 'default' },
};

const WITHDRAWAL_WORDS: Record<WithdrawalStatus, { text: string; color: string }> = {
  pending: { text: '审核中', color: 'processing' },
  paid: { text: '已打款', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
};

/** 我的推广, for the personal area: the figures, 申请提现, the commissions, the share links, the withdrawals. */
export function MyReferrals() {
  const summary = useReferralSummary();
  const [tab, setTab] = useState('commissions');
  return (
    <PersonalPanel title="我的推广">
      {summary.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : summary.isError ? (
        <LoadFailed compact query={summary} fallback="推广数据加载失败" />
      ) : (
        <>
          <dl className={styles.figures}>
            <Figure label="推广点击" value={String(summary.data.clicks)} />
            <Figure label="推广订单" value={String(summary.data.orders)} />
            <Figure label="冻结中" value={formatPrice(summary.data.frozen)} />
            <Figure label="可提现" value={formatPrice(summary.data.available)} />
            <Figure label="已提现" value={formatPrice(summary.data.withdrawn)} />
          </dl>
          <WithdrawForm available={summary.data.available} pending={summary.data.pendingWithdrawal} />
        </>
      )}
      <p className={styles.note}>
        在课程页点击“分享赚佣金”获取推广链接和二维码；好友 7 天内通过链接购买，按实付金额计佣，订单 7
        天退款期后佣金转为可提现。
      </p>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'commissions', label: '佣金明细', children: <Commissions /> },
          { key: 'links', label: '推广链接', children: <Links /> },
          {
            key: 'withdrawals',
            label: '提现记录',
            children: <Withdrawals list={summary.data?.withdrawals ?? []} />,
          },
        ]}
      />
    </PersonalPanel>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** 申请提现 in yuan (two decimals), sent in fen; the server holds the rules (≥ ¥1, ≤ 可提现, one at a time). */
function WithdrawForm({ available, pending }: { available: number; pending: Withdrawal | null }) {
  const [yuan, setYuan] = useState<number | null>(null);
  const withdraw = useWithdraw();
  if (pending)
    return <p className={styles.pending}>提现 {formatPrice(pending.amount)} 审核中，财务打款后到账</p>;
  const submit = () => {
    if (yuan === null) {
      feedback.error('请输入提现金额');
      return;
    }
    withdraw.mutate(Math.round(yuan * 100), {
      onSuccess: () => {
        feedback.success('提现申请已提交，等待财务审核');
        setYuan(null);
      },
      onError: toastError,
    });
  };
  return (
    <div className={styles.withdraw}>
      <InputNumber
        aria-label="提现金额（元）"
        placeholder="提现金额（元）"
        min={0}
        precision={2}
        value={yuan}
        onChange={(value) => setYuan(value)}
        addonBefore="¥"
        style={{ width: 200 }}
      />
      <Button type="primary" loading={withdraw.isPending} disabled={available < 100} onClick={submit}>
        申请提现
      </Button>
      <span className={styles.hint}>可提现 {formatPrice(Math.max(available, 0))}，单笔至少 ¥1</span>
    </div>
  );
}

function Commissions() {
  const [page, setPage] = useState(1);
  const query = useOwnCommissions(page);
  if (query.isError) return <LoadFailed compact query={query} fallback="佣金明细加载失败" />;
  return (
    <Table<Commission>
      rowKey="id"
      size="small"
      loading={query.isPending}
      dataSource={query.data?.list ?? []}
      locale={{ emptyText: '暂无推广订单' }}
      pagination={{
        current: page,
        pageSize: REFERRAL_PAGE_SIZE,
        total: query.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        { title: '课程', dataIndex: 'productName' },
        { title: '实付金额', dataIndex: 'paidAmount', render: (cents: number) => formatPrice(cents) },
        { title: '比例', dataIndex: 'rate', render: (rate: number) => `${rate}%` },
        {
          title: '佣金',
          dataIndex: 'amount',
          render: (cents: number, row) =>
            row.clawedBack > 0
              ? `${formatPrice(cents)}（退款扣回 ${formatPrice(row.clawedBack)}）`
              : formatPrice(cents),
        },
        {
          title: '状态',
          dataIndex: 'status',
          render: (status: CommissionStatus) => (
            <Tag color={COMMISSION_WORDS[status].color}>{COMMISSION_WORDS[status].text}</Tag>
          ),
        },
        {
          title: '下单时间 / 解冻时间',
          key: 'times',
          render: (_, row) => `${row.createdAt.slice(0, 16)} / ${row.releasesAt.slice(0, 16)}`,
        },
      ]}
    />
  );
}

function Links() {
  const [page, setPage] = useState(1);
  const query = useOwnLinks(page);
  if (query.isError) return <LoadFailed compact query={query} fallback="推广链接加载失败" />;
  const copy = (link: ReferralLink) =>
    navigator.clipboard
      .writeText(`${window.location.origin}${link.path}`)
      .then(() => feedback.success('推广链接已复制'))
      .catch(() => feedback.error('复制失败，请手动复制链接'));
  return (
    <Table<ReferralLink>
      rowKey="code"
      size="small"
      loading={query.isPending}
      dataSource={query.data?.list ?? []}
      locale={{ emptyText: '还没有推广链接，去课程页点击“分享赚佣金”' }}
      pagination={{
        current: page,
        pageSize: REFERRAL_PAGE_SIZE,
        total: query.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        {
          title: '课程',
          dataIndex: 'productName',
          render: (name: string, link) => <Link to={link.path}>{name}</Link>,
        },
        { title: '佣金比例', dataIndex: 'rate', render: (rate: number) => `${rate}%` },
        { title: '点击', dataIndex: 'clicks' },
        { title: '订单', dataIndex: 'orders' },
        {
          title: '操作',
          key: 'copy',
          render: (_, link) => (
            <Button size="small" onClick={() => copy(link)}>
              复制链接
            </Button>
          ),
        },
      ]}
    />
  );
}

function Withdrawals({ list }: { list: Withdrawal[] }) {
  return (
    <Table<Withdrawal>
      rowKey="id"
      size="small"
      dataSource={list}
      pagination={false}
      locale={{ emptyText: '暂无提现记录' }}
      columns={[
        { title: '申请时间', dataIndex: 'createdAt' },
        { title: '金额', dataIndex: 'amount', render: (cents: number) => formatPrice(cents) },
        {
          title: '状态',
          dataIndex: 'status',
          render: (status: WithdrawalStatus) => (
            <Tag color={WITHDRAWAL_WORDS[status].color}>{WITHDRAWAL_WORDS[status].text}</Tag>
          ),
        },
        {
          title: '说明',
          key: 'note',
          render: (_, row) =>
            row.status === 'paid'
              ? `转账流水 ${row.transferRef ?? ''}`
              : row.status === 'rejected'
                ? row.rejectReason
                : '',
        },
      ]}
    />
  );
}
