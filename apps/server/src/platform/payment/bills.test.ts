import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../cache/index.js';
import { formatChinaDate } from '../format/index.js';
import { parseAlipayTradeBill, parseWeChatTradeBill } from './bills.js';
import { PaymentProviderError } from './payment-provider.js';
import { createSandboxBank, createSandboxPay, paySandbox, readSandboxPayment } from './sandbox-pay.js';

const WX_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
const wxLine = (
  state: string,
  orderNo: string,
  total: string,
  refundNo = '0',
  refund = '0.00',
  refundState = '',
) =>
  `\`2026-11-25 10:00:00,\`wx1,\`1900000109,\`0,\`,\`4200001,\`${orderNo},\`o1,\`NATIVE,\`${state},\`OTHERS,\`CNY,\`${total},\`0.00,\`0,\`${refundNo},\`${refund},\`0.00,\`ORIGINAL,\`${refundState},\`课程,\`,\`0.00000,\`0.60%,\`${total},\`${refund},\``;

describe('the providers’ bills', () => {
  it('reads WeChat Pay’s trade bill, backquotes and summary', () => {
    const text = [
      WX_HEADER,
      wxLine('SUCCESS', 'ZX1', '99.00'),
      wxLine('REFUND', 'ZX2', '50.00', 'RF1', '12.30', 'SUCCESS'),
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
      '`2,`99.00,`12.30,`0.00,`0.00000,`149.00,`12.30',
    ].join('\r\n');
    expect(parseWeChatTradeBill(text, '2026-11-25')).toEqual({
      channel: 'wx',
      day: '2026-11-25',
      payments: [{ orderNo: 'ZX1', tradeNo: '4200001', amount: 9900 }],
      refunds: [{ orderNo: 'ZX2', refundNo: 'RF1', amount: 1230, status: 'succeeded' }],
    });
  });

  it('refuses a WeChat Pay bill cut short (its summary counts more lines)', () => {
    const text = [
      WX_HEADER,
      wxLine('SUCCESS', 'ZX1', '99.00'),
      '总交易单数,应结订单总金额',
      '`2,`198.00',
    ].join('\n');
    expect(() => parseWeChatTradeBill(text, '2026-11-25')).toThrow(PaymentProviderError);
    expect(() => parseWeChatTradeBill('<html>', '2026-11-25')).toThrow(PaymentProviderError);
  });

  it('reads Alipay’s zipped GBK bill and refuses one whose counts disagree', () => {
    const header =
      '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';
    const detail = (paidCount: number) =>
      [
        '#支付宝交易记录明细查询',
        header,
        '2026112522001\t,ZX3\t,交易\t,数据分析思维\t,2026-11-25 09:00:00\t,2026-11-25 09:00:01\t,,,,,a@b.c\t,199.00\t,199.00\t,0.00,0.00,0.00,0.00,0.00,,0.00,0.00,\t,-1.19,0.00,',
        '2026112522001\t,ZX3\t,退款\t,数据分析思维\t,2026-11-25 11:00:00\t,2026-11-25 11:00:00\t,,,,,a@b.c\t,199.00\t,-20.00\t,0.00,0.00,0.00,0.00,0.00,,0.00,0.00,RQ1\t,0.12,0.00,',
        '#-----------------------------------------业务明细列表结束------------------------------------',
        `#交易合计：${paidCount}笔，商家实收共199.00元，商家优惠共0.00元`,
        '#退款合计：1笔，商家实收退款共-20.00元，商家优惠退款共0.00元',
      ].join('\r\n');
    const zip = (text: string) =>
      zipSync({ 'a_detail.csv': iconv.encode(text, 'gbk'), 'a_summary.csv': iconv.encode('#汇总', 'gbk') });
    expect(parseAlipayTradeBill(zip(detail(1)), '2026-11-25')).toEqual({
      channel: 'ali',
      day: '2026-11-25',
      payments: [{ orderNo: 'ZX3', tradeNo: '2026112522001', amount: 19900 }],
      refunds: [{ orderNo: 'ZX3', refundNo: 'RQ1', amount: 2000, status: 'succeeded' }],
    });
    expect(() => parseAlipayTradeBill(zip(detail(2)), '2026-11-25')).toThrow(PaymentProviderError);
    expect(() => parseAlipayTradeBill(new Uint8Array([1, 2, 3]), '2026-11-25')).toThrow(PaymentProviderError);
  });

  it('the sandbox bills, offline, what it took and gave back per channel, once per order', async () => {
    const bank = createSandboxBank(createMemoryCache());
    const wx = createSandboxPay(bank, 'wx');
    const ali = createSandboxPay(bank, 'ali');
    const request = {
      amount: 9900,
      description: '课程',
      expiresAt: new Date(Date.now() + 60_000),
      returnPath: '/',
    };
    await wx.start({ ...request, orderNo: 'ZXS1' });
    await ali.start({ ...request, orderNo: 'ZXS2' });
    for (const orderNo of ['ZXS1', 'ZXS1', 'ZXS2']) {
      const payment = await readSandboxPayment(bank, orderNo);
      if (!payment) throw new Error('not started');
      await paySandbox(bank, payment);
    }
    await wx.refund({ orderNo: 'ZXS1', refundNo: 'RFS1', amount: 100, total: 9900, reason: '退' });
    await wx.refund({ orderNo: 'ZXS1', refundNo: 'RFS1', amount: 100, total: 9900, reason: '退' });
    const today = formatChinaDate(new Date());
    const bill = await wx.bill(today);
    expect(bill.payments).toEqual([expect.objectContaining({ orderNo: 'ZXS1', amount: 9900 })]);
    expect(bill.refunds).toEqual([{ orderNo: 'ZXS1', refundNo: 'RFS1', amount: 100, status: 'succeeded' }]);
    expect((await ali.bill(today)).payments.map((payment) => payment.orderNo)).toEqual(['ZXS2']);
    expect(await wx.bill('2000-01-01')).toMatchObject({ payments: [], refunds: [] });
  });
});
