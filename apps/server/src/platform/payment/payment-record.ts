import { centsToYuan } from './payment-provider.js';

/** How news of a payment or refund reached us. */
export type PaymentRecordSource =
  | 'notification'
  | 'query'
  | 'answer'
  | 'operator'
  | 'refund-notification'
  | 'refund-send';

/** One recorded payment decision as stored: structured, so it can be put in words for any reader. */
export interface PaymentRecordFacts {
  channel: string;
  outcome: string;
  /** Null on rows written before the record was structured: their facts are in `detail` alone. */
  source: string | null;
  /** The provider's trade number, our refund number, or the bank reference an operator typed. */
  tradeNo: string | null;
  amount: number | null;
  sandbox: boolean;
  /** Why it was refused or failed, in words (ours in Chinese, a provider's as it said it). */
  detail: string;
}

const CHANNEL_WORDS: Record<string, string> = { wx: '微信', ali: '支付宝', peiban: '对公转账' };

const OUTCOME_WORDS: Record<string, string> = {
  fulfilled: '支付成功',
  duplicate: '重复的支付',
  rejected: '拒绝的支付',
  double: '重复支付（需退回）',
  unpayable: '订单已结束后的支付（需退回）',
  'refund-processing': '退款处理中',
  'refund-succeeded': '退款成功',
  'refund-failed': '退款失败',
  'refund-duplicate': '重复的退款',
  'refund-unsent': '退款未送达',
};

const SOURCE_WORDS: Record<string, string> = {
  notification: '通知',
  'refund-notification': '通知',
  query: '（查询结果）',
  answer: '（渠道应答）',
  operator: '（人工确认）',
  'refund-send': '',
};

/** What the rows written before the structure said, in the order of their free text. */
const OLD_PAYMENT = /^(.+?): trade (\S+), (\d+) cents$/;
const OLD_REFUND = /^(.+?): refund (\S+) \w+, (\d+) cents(?: \((.*)\))?$/;
const OLD_SOURCES: Record<string, PaymentRecordSource> = {
  notification: 'notification',
  query: 'query',
  answer: 'answer',
  'refund notification': 'refund-notification',
};

/** Reads an old row's free text into facts; a text it cannot read stays the detail. */
function readOldDetail(facts: PaymentRecordFacts): PaymentRecordFacts {
  const payment = OLD_PAYMENT.exec(facts.detail);
  const refund = payment ? null : OLD_REFUND.exec(facts.detail);
  const match = payment ?? refund;
  if (!match) return facts;
  const [, source = '', tradeNo = '', amount = '0', failure = ''] = match;
  return {
    ...facts,
    source: OLD_SOURCES[source] ?? (source.startsWith('operator') ? 'operator' : null),
    tradeNo,
    amount: Number(amount),
    detail: failure,
  };
}

/**
 * A payment decision in words for an operator: 支付宝（沙箱）支付成功通知 · 交易号 SANDBOX… · ¥149.00,
 * amounts in yuan with two decimals, the reason of a refusal after them.
 */
export function describePaymentRecord(stored: PaymentRecordFacts): string {
  const facts = stored.source === null ? readOldDetail(stored) : stored;
  const isRefund = facts.outcome.startsWith('refund-');
  const head =
    (CHANNEL_WORDS[facts.channel] ?? facts.channel) +
    (facts.sandbox ? '（沙箱）' : '') +
    (OUTCOME_WORDS[facts.outcome] ?? facts.outcome) +
    (facts.source ? (SOURCE_WORDS[facts.source] ?? '') : '');
  const number =
    facts.tradeNo &&
    `${isRefund ? '退款单号' : facts.channel === 'peiban' ? '银行流水号' : '交易号'} ${facts.tradeNo}`;
  const amount = facts.amount === null ? null : `¥${centsToYuan(facts.amount)}`;
  const reason = facts.detail && `原因：${facts.detail}`;
  return [head, number, amount, reason].filter(Boolean).join(' · ');
}
