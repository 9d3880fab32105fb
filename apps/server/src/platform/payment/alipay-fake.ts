import { createSign, createVerify, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatChinaTime } from '../format/index.js';
import { alipaySigningString } from './alipay.js';
import { centsToYuan, yuanToCents } from './payment-provider.js';

/**
 * Test double of the Alipay open-platform gateway (page pay, alipay.trade.query, alipay.trade.refund
 * and alipay.trade.fastpay.refund.query) for the adapter's
 * tests. It verifies the app's RSA2 signatures, signs its answers and notifications with its own
 * key, and keeps the trades a learner paid. Keys are generated per fake.
 */
interface Trade {
  orderNo: string;
  amount: number;
  subject: string;
  paid: boolean;
  closed: boolean;
  tradeNo: string | null;
  notifyUrl: string;
  returnUrl: string;
}

export async function startFakeAlipay(app: { appId: string; sellerId: string }) {
  const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const trades = new Map<string, Trade>();
  /** Refunded cents by out_request_no: one number refunds once, asked again it moves no money. */
  const refunds = new Map<string, { orderNo: string; amount: number }>();

  const sign = (key: KeyObject, text: string) => createSign('RSA-SHA256').update(text).sign(key, 'base64');
  const signedByApp = (params: Record<string, string>) =>
    params.sign_type === 'RSA2' &&
    params.app_id === app.appId &&
    createVerify('RSA-SHA256')
      .update(alipaySigningString(params))
      .verify(appKeys.publicKey, params.sign ?? '', 'base64');

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const node = `${(params.method ?? 'alipay.error').replaceAll('.', '_')}_response`;
      const reply = (content: object) => {
        const text = JSON.stringify(content);
        res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
        res.end(`{"${node}":${text},"sign":"${sign(alipayKeys.privateKey, text)}"}`);
      };
      if (!signedByApp(params))
        return reply({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' });
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string | undefined>;
      const orderNo = biz.out_trade_no;
      const trade = trades.get(orderNo ?? '');
      if (!trade) return reply({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' });
      if (params.method === 'alipay.trade.close') {
        if (trade.paid) return reply({ code: '40004', sub_code: 'ACQ.TRADE_STATUS_ERROR' });
        trade.closed = true;
        return reply({ code: '10000', msg: 'Success', out_trade_no: trade.orderNo });
      }
      if (params.method === 'alipay.trade.refund') return reply(refund(trade, biz));
      if (params.method === 'alipay.trade.fastpay.refund.query') {
        const refunded = refunds.get(biz.out_request_no ?? '');
        if (!refunded || refunded.orderNo !== trade.orderNo) return reply({ code: '10000', msg: 'Success' });
        return reply({
          code: '10000',
          msg: 'Success',
          trade_no: trade.tradeNo,
          out_trade_no: trade.orderNo,
          out_request_no: biz.out_request_no,
          total_amount: centsToYuan(trade.amount),
          refund_amount: centsToYuan(refunded.amount),
          refund_status: 'REFUND_SUCCESS',
        });
      }
      if (params.method !== 'alipay.trade.query')
        return reply({ code: '40004', sub_code: 'isv.invalid-method' });
      reply({
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.orderNo,
        trade_no: trade.tradeNo ?? '',
        trade_status: trade.paid ? 'TRADE_SUCCESS' : trade.closed ? 'TRADE_CLOSED' : 'WAIT_BUYER_PAY',
        total_amount: centsToYuan(trade.amount),
      });
    });
  });

  /** alipay.trade.refund: synchronous; never more than was paid; one number moves money once. */
  function refund(trade: Trade, biz: Record<string, string | undefined>) {
    const requestNo = biz.out_request_no ?? trade.orderNo;
    const amount = yuanToCents(biz.refund_amount ?? '');
    const answered = (fundChange: 'Y' | 'N') => ({
      code: '10000',
      msg: 'Success',
      trade_no: trade.tradeNo,
      out_trade_no: trade.orderNo,
      fund_change: fundChange,
      refund_fee: centsToYuan(refundedOf(trade.orderNo)),
    });
    if (refunds.has(requestNo)) return answered('N');
    if (!trade.paid || amount === null)
      return { code: '40004', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
    if (refundedOf(trade.orderNo) + amount > trade.amount) {
      return { code: '40004', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' };
    }
    refunds.set(requestNo, { orderNo: trade.orderNo, amount });
    return answered('Y');
  }
  const refundedOf = (orderNo: string) =>
    [...refunds.values()].filter((r) => r.orderNo === orderNo).reduce((sum, r) => sum + r.amount, 0);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const gateway = `http://127.0.0.1:${port}/gateway.do`;

  return {
    gateway,
    appPrivateKey: appKeys.privateKey,
    alipayPublicKey: alipayKeys.publicKey,
    trades,
    refunds,
    /**
     * The learner's browser arrives at the page-pay address: the fake checks it as Alipay would and
     * keeps the trade; answers the checked parameters.
     */
    openPayPage(address: string): Record<string, string> {
      const url = new URL(address);
      if (`${url.origin}${url.pathname}` !== gateway)
        throw new Error(`page pay sent to ${url.origin}${url.pathname}`);
      const params = Object.fromEntries(url.searchParams);
      if (!signedByApp(params)) throw new Error('page pay request signature does not verify');
      if (params.method !== 'alipay.trade.page.pay') throw new Error(`unexpected method ${params.method}`);
      const biz = JSON.parse(params.biz_content ?? '{}') as {
        out_trade_no: string;
        total_amount: string;
        subject: string;
      };
      const amount = yuanToCents(biz.total_amount);
      if (amount === null) throw new Error(`bad total_amount ${biz.total_amount}`);
      trades.set(biz.out_trade_no, {
        orderNo: biz.out_trade_no,
        amount,
        subject: biz.subject,
        paid: false,
        closed: false,
        tradeNo: null,
        notifyUrl: params.notify_url ?? '',
        returnUrl: params.return_url ?? '',
      });
      return params;
    },
    pay(orderNo: string): void {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`no page pay for ${orderNo} at the fake`);
      if (trade.closed) throw new Error(`trade ${orderNo} is closed: Alipay refuses the payment`);
      trade.paid = true;
      trade.tradeNo ??= `2026${Date.now()}${randomBytes(3).toString('hex')}`;
    },
    /** The asynchronous notification (a form) Alipay sends, optionally tampered with. */
    notification(
      orderNo: string,
      tamper: Partial<{ totalAmount: string; appId: string; sellerId: string; forgeSignature: boolean }> = {},
    ): string {
      const trade = trades.get(orderNo);
      const params: Record<string, string> = {
        notify_time: formatChinaTime(new Date()),
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        charset: 'utf-8',
        version: '1.0',
        app_id: tamper.appId ?? app.appId,
        seller_id: tamper.sellerId ?? app.sellerId,
        trade_no: trade?.tradeNo ?? `2026${Date.now()}`,
        out_trade_no: orderNo,
        trade_status: 'TRADE_SUCCESS',
        total_amount: tamper.totalAmount ?? centsToYuan(trade?.amount ?? 100),
        subject: trade?.subject ?? '课程',
        gmt_payment: formatChinaTime(new Date()),
      };
      const key = tamper.forgeSignature
        ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
        : alipayKeys.privateKey;
      const signature = sign(key, alipaySigningString(params));
      return new URLSearchParams({ ...params, sign_type: 'RSA2', sign: signature }).toString();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
