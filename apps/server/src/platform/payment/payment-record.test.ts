import { describe, expect, it } from 'vitest';
import { describePaymentRecord, type PaymentRecordFacts } from './payment-record.js';

const facts = (over: Partial<PaymentRecordFacts>): PaymentRecordFacts => ({
  channel: 'ali',
  outcome: 'fulfilled',
  source: 'notification',
  tradeNo: null,
  amount: null,
  sandbox: false,
  detail: '',
  ...over,
});

describe('describePaymentRecord', () => {
  it.each([
    [
      facts({ sandbox: true, tradeNo: 'SANDBOX20261129001', amount: 14900 }),
      '支付宝（沙箱）支付成功通知 · 交易号 SANDBOX20261129001 · ¥149.00',
    ],
    [
      facts({ channel: 'wx', source: 'query', tradeNo: '4200001', amount: 5 }),
      '微信支付成功（查询结果） · 交易号 4200001 · ¥0.05',
    ],
    [
      facts({
        channel: 'wx',
        outcome: 'rejected',
        tradeNo: '4200002',
        amount: 1,
        detail: '金额与订单的 ¥99.00 不符',
      }),
      '微信拒绝的支付通知 · 交易号 4200002 · ¥0.01 · 原因：金额与订单的 ¥99.00 不符',
    ],
    [
      facts({
        channel: 'wx',
        outcome: 'refund-failed',
        source: 'answer',
        tradeNo: 'RF1',
        amount: 9900,
        detail: '余额不足',
      }),
      '微信退款失败（渠道应答） · 退款单号 RF1 · ¥99.00 · 原因：余额不足',
    ],
    [
      facts({ channel: 'peiban', source: 'operator', tradeNo: 'BANK-7', amount: 100000 }),
      '对公转账支付成功（人工确认） · 银行流水号 BANK-7 · ¥1000.00',
    ],
  ])('puts a structured record in words and yuan (%#)', (record, words) => {
    expect(describePaymentRecord(record)).toBe(words);
  });

  it.each([
    [
      'notification: trade SANDBOX123, 14900 cents',
      'fulfilled',
      '支付宝支付成功通知 · 交易号 SANDBOX123 · ¥149.00',
    ],
    [
      'answer: refund RF9 failed, 9900 cents (NOTENOUGH)',
      'refund-failed',
      '支付宝退款失败（渠道应答） · 退款单号 RF9 · ¥99.00 · 原因：NOTENOUGH',
    ],
    [
      'operator BANK-1: trade BANK-1, 100 cents',
      'fulfilled',
      '支付宝支付成功（人工确认） · 交易号 BANK-1 · ¥1.00',
    ],
    ['notification: unknown order', 'rejected', '支付宝拒绝的支付 · 原因：notification: unknown order'],
  ])('reads an old free-text row %j without failing', (detail, outcome, words) => {
    expect(describePaymentRecord(facts({ source: null, detail, outcome }))).toBe(words);
  });
});
