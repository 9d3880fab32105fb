import { createSign, createVerify, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { formatChinaDate, formatChinaTime } from '../format/index.js';
import { alipaySigningString } from './alipay.js';
import { centsToYuan, yuanToCents } from './payment-provider.js';

/**
 * Test double of the Alipay open-platform gateway (page pay, alipay.trade.query, alipay.trade.refund,
 * alipay.trade.fastpay.refund.query and the bill download, a zip of GBK CSV) for the adapter's
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
  /** When the learner paid: the day whose bill lists the payment. */
  paidAt?: Date;
  notifyUrl: string;
  returnUrl: string;
}

export async function startFakeAlipay(app: { appId: string; sellerId: string }) {
  const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const trades = new Map<string, Trade>();
  /** Refunded cents by out_request_no: one number refunds once, asked again it moves no money. */
  const refunds = new Map<string, { orderNo: string; amount: number; at: Date }>();
  /** Zipped bills handed out, by file id. */
  const billFiles = new Map<string, Uint8Array>();

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
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'GET' && url.pathname === '/downloadBillFile.resource') {
        const file = billFiles.get(url.searchParams.get('fileId') ?? '');
        res.writeHead(file ? 200 : 404, { 'content-type': 'application/oct-stream' });
        return res.end(file ?? '');
      }
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
      if (params.method === 'alipay.data.dataservice.bill.downloadurl.query') {
        if (biz.bill_type !== 'trade' || !/^\d{4}-\d{2}-\d{2}$/.test(biz.bill_date ?? '')) {
          return reply({ code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-arguments' });
        }
        const zip = tradeBill(biz.bill_date ?? '');
        if (!zip) return reply({ code: '40004', msg: 'Business Failed', sub_code: 'isp.bill_not_exist' });
        const fileId = randomBytes(8).toString('hex');
        billFiles.set(fileId, zip);
        return reply({
          code: '10000',
          msg: 'Success',
          bill_download_url: `http://127.0.0.1:${port}/downloadBillFile.resource?bizType=trade&fileType=csv.zip&fileId=${fileId}`,
        });
      }
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
    refunds.set(requestNo, { orderNo: trade.orderNo, amount, at: new Date() });
    return answered('Y');
  }
  const refundedOf = (orderNo: string) =>
    [...refunds.values()].filter((r) => r.orderNo === orderNo).reduce((sum, r) => sum + r.amount, 0);

  /**
   * The trade bill of a China day as Alipay hands it out: a zip of the detail (业务明细) and its
   * summary, GBK, `#` lines around the table, fields followed by tabs. Null without any trade.
   */
  function tradeBill(day: string): Uint8Array | null {
    const header =
      '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';
    const row = (fields: string[]) => fields.map((field) => `${field}\t`).join(',');
    const paid = [...trades.values()].filter((t) => t.paid && t.paidAt && formatChinaDate(t.paidAt) === day);
    const refunded = [...refunds.entries()].filter(([, r]) => formatChinaDate(r.at) === day);
    if (paid.length + refunded.length === 0) return null;
    const lines = [
      ...paid.map((t) => {
        const yuan = centsToYuan(t.amount);
        const at = formatChinaTime(t.paidAt ?? new Date());
        return row([
          t.tradeNo ?? '',
          t.orderNo,
          '交易',
          t.subject,
          at,
          at,
          '',
          '',
          '',
          '',
          'buyer@example.com',
          yuan,
          yuan,
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '',
          '0.00',
          '0.00',
          '',
          '-0.60',
          '0.00',
          '',
        ]);
      }),
      ...refunded.map(([requestNo, r]) => {
        const trade = trades.get(r.orderNo);
        const at = formatChinaTime(r.at);
        return row([
          trade?.tradeNo ?? '',
          r.orderNo,
          '退款',
          trade?.subject ?? '',
          at,
          at,
          '',
          '',
          '',
          '',
          'buyer@example.com',
          centsToYuan(trade?.amount ?? r.amount),
          `-${centsToYuan(r.amount)}`,
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '',
          '0.00',
          '0.00',
          requestNo,
          '0.60',
          '0.00',
          '',
        ]);
      }),
    ];
    const compact = day.replaceAll('-', '');
    const detail = [
      '#支付宝交易记录明细查询',
      `#账号：[${app.sellerId}0156]`,
      `#起始日期：[${day} 00:00:00]   终止日期：[${day} 23:59:59]`,
      '#-----------------------------------------业务明细列表----------------------------------------',
      header,
      ...lines,
      '#-----------------------------------------业务明细列表结束------------------------------------',
      `#交易合计：${paid.length}笔，商家实收共${centsToYuan(paid.reduce((s, t) => s + t.amount, 0))}元，商家优惠共0.00元`,
      `#退款合计：${refunded.length}笔，商家实收退款共-${centsToYuan(refunded.reduce((s, [, r]) => s + r.amount, 0))}元，商家优惠退款共0.00元`,
      `#导出时间：[${formatChinaTime(new Date())}]`,
    ].join('\r\n');
    const summary = ['#支付宝业务明细查询', '#业务类型,交易笔数,交易金额', `交易,${paid.length}`].join(
      '\r\n',
    );
    // Zip names stay ASCII here: Alipay's own are GBK without the UTF-8 flag, read by content, not name.
    return zipSync({
      [`${app.sellerId}0156_${compact}_detail.csv`]: iconv.encode(detail, 'gbk'),
      [`${app.sellerId}0156_${compact}_summary.csv`]: iconv.encode(summary, 'gbk'),
    });
  }

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
      trade.paidAt ??= new Date();
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
