import {
  createCipheriv,
  createHash,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatChinaDate, formatChinaTime } from '../format/index.js';
import { centsToYuan } from './payment-provider.js';

/**
 * Test double of WeChat Pay API v3 (Native order, query by out_trade_no, domestic refunds and their
 * query, the trade bill and its download) for the adapter's tests.
 * It checks the merchant's request signatures, signs its answers with its own key, and builds the
 * signed, encrypted notifications WeChat Pay would send. Keys are generated per fake.
 */
export interface FakeWeChatPayMerchant {
  appId: string;
  mchId: string;
  mchSerialNo: string;
  apiV3Key: string;
}

interface Trade {
  orderNo: string;
  amount: number;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string | null;
  timeExpire: string;
  /** When the learner paid: the day whose bill lists the payment. */
  paidAt?: Date;
}

interface RefundRecord {
  orderNo: string;
  refundNo: string;
  refundId: string;
  amount: number;
  total: number;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL';
  /** The day whose bill lists the refund. */
  createdAt: Date;
}

export async function startFakeWeChatPay(merchant: FakeWeChatPayMerchant) {
  const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformSerial = `PUB_KEY_ID_${randomBytes(8).toString('hex').toUpperCase()}`;
  const trades = new Map<string, Trade>();
  /** By out_refund_no. WeChat Pay refunds one number once: asked again, it answers the same refund. */
  const refunds = new Map<string, RefundRecord>();
  /** refuseRequests: answer every call with a (signed) system error; forgeAnswers: sign answers with another key. */
  const state = { refuseRequests: false, forgeAnswers: false };
  const impostorKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  /** Bill files handed out, by download token. */
  const billFiles = new Map<string, string>();

  const signed = (key: KeyObject, timestamp: string, nonce: string, body: string) =>
    createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64');

  const answer = (res: ServerResponse, status: number, body: object | null) => {
    const text = body === null ? '' : JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const nonce = randomBytes(16).toString('hex');
    res.writeHead(status, {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': platformSerial,
      'wechatpay-signature': signed(
        state.forgeAnswers ? impostorKey : platformKeys.privateKey,
        timestamp,
        nonce,
        text,
      ),
    });
    res.end(text);
  };

  /** The Authorization header must be the merchant's signature over this very request. */
  function authorised(req: IncomingMessage, body: string): boolean {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
    const fields = Object.fromEntries(
      [...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]] as const),
    );
    if (fields.mchid !== merchant.mchId || fields.serial_no !== merchant.mchSerialNo) return false;
    const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(merchantKeys.publicKey, fields.signature ?? '', 'base64');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      if (state.refuseRequests) return answer(res, 500, { code: 'SYSTEM_ERROR', message: '系统错误' });
      if (!authorised(req, body)) return answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
        const order = JSON.parse(body) as {
          appid: string;
          mchid: string;
          out_trade_no: string;
          time_expire: string;
          amount: { total: number };
        };
        if (order.appid !== merchant.appId || order.mchid !== merchant.mchId) {
          return answer(res, 400, { code: 'PARAM_ERROR', message: 'appid和mch_id不匹配' });
        }
        const existing = trades.get(order.out_trade_no);
        if (existing?.state === 'SUCCESS')
          return answer(res, 400, { code: 'ORDERPAID', message: '该订单已支付' });
        trades.set(order.out_trade_no, {
          orderNo: order.out_trade_no,
          amount: order.amount.total,
          state: 'NOTPAY',
          transactionId: null,
          timeExpire: order.time_expire,
        });
        return answer(res, 200, {
          code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('hex')}`,
        });
      }
      const closing = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(url.pathname);
      if (req.method === 'POST' && closing) {
        const trade = trades.get(decodeURIComponent(closing[1] ?? ''));
        if (!trade) return answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        if (trade.state === 'SUCCESS') return answer(res, 400, { code: 'ORDERPAID', message: '订单已支付' });
        trade.state = 'CLOSED';
        return answer(res, 204, null);
      }
      if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
        return answerRefund(res, JSON.parse(body));
      }
      if (req.method === 'GET' && url.pathname === '/v3/bill/tradebill') {
        const day = url.searchParams.get('bill_date') ?? '';
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || url.searchParams.get('bill_type') !== 'ALL') {
          return answer(res, 400, { code: 'PARAM_ERROR', message: '参数错误' });
        }
        const file = tradeBill(day);
        if (file === null) return answer(res, 400, { code: 'NO_STATEMENT_EXIST', message: '账单文件不存在' });
        const token = randomBytes(12).toString('hex');
        billFiles.set(token, file);
        return answer(res, 200, {
          hash_type: 'SHA1',
          hash_value: createHash('sha1').update(file).digest('hex'),
          download_url: `http://127.0.0.1:${port}/v3/billdownload/file?token=${token}`,
        });
      }
      if (req.method === 'GET' && url.pathname === '/v3/billdownload/file') {
        const file = billFiles.get(url.searchParams.get('token') ?? '');
        if (file === undefined) return answer(res, 404, { code: 'RESOURCE_NOT_EXISTS' });
        // The file itself comes unsigned, as WeChat Pay sends it.
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end(file);
      }
      const refundQueried = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && refundQueried) {
        const refund = refunds.get(decodeURIComponent(refundQueried[1] ?? ''));
        if (!refund) return answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
        return answer(res, 200, refundResource(refund));
      }
      const queried = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && queried) {
        if (url.searchParams.get('mchid') !== merchant.mchId)
          return answer(res, 400, { code: 'PARAM_ERROR' });
        const trade = trades.get(decodeURIComponent(queried[1] ?? ''));
        if (!trade) return answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        return answer(res, 200, transaction(trade));
      }
      answer(res, 404, { code: 'NOT_FOUND' });
    });
  });

  /**
   * The ALL trade bill of a China day: WeChat Pay's column layout, each field behind a backquote,
   * then the summary. Null for a day without a trade (NO_STATEMENT_EXIST).
   */
  function tradeBill(day: string): string | null {
    const header =
      '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
    const line = (fields: (string | number)[]) => fields.map((field) => `\`${field}`).join(',');
    const lines: string[] = [];
    let paidCents = 0;
    let refundCents = 0;
    for (const trade of trades.values()) {
      if (trade.state !== 'SUCCESS' || !trade.paidAt || formatChinaDate(trade.paidAt) !== day) continue;
      paidCents += trade.amount;
      const yuan = centsToYuan(trade.amount);
      lines.push(
        line([
          formatChinaTime(trade.paidAt),
          merchant.appId,
          merchant.mchId,
          0,
          '',
          trade.transactionId ?? '',
          trade.orderNo,
          'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
          'NATIVE',
          'SUCCESS',
          'OTHERS',
          'CNY',
          yuan,
          '0.00',
          0,
          0,
          '0.00',
          '0.00',
          '',
          '',
          '课程',
          '',
          '0.00000',
          '0.60%',
          yuan,
          '0.00',
          '',
        ]),
      );
    }
    for (const refund of refunds.values()) {
      if (formatChinaDate(refund.createdAt) !== day) continue;
      const trade = trades.get(refund.orderNo);
      refundCents += refund.amount;
      lines.push(
        line([
          formatChinaTime(refund.createdAt),
          merchant.appId,
          merchant.mchId,
          0,
          '',
          trade?.transactionId ?? '',
          refund.orderNo,
          'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
          'NATIVE',
          'REFUND',
          'OTHERS',
          'CNY',
          '0.00',
          '0.00',
          refund.refundId,
          refund.refundNo,
          centsToYuan(refund.amount),
          '0.00',
          'ORIGINAL',
          refund.status,
          '课程',
          '',
          '0.00000',
          '0.60%',
          centsToYuan(refund.total),
          centsToYuan(refund.amount),
          '',
        ]),
      );
    }
    if (lines.length === 0) return null;
    const summary = line([
      lines.length,
      centsToYuan(paidCents),
      centsToYuan(refundCents),
      '0.00',
      '0.00000',
      centsToYuan(paidCents),
      centsToYuan(refundCents),
    ]);
    return `${header}\r\n${lines.join('\r\n')}\r\n总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额\r\n${summary}\r\n`;
  }

  /** A refund request: the trade must be paid, and its refunds never exceed what was paid. */
  function answerRefund(
    res: ServerResponse,
    request: { out_trade_no: string; out_refund_no: string; amount: { refund: number; total: number } },
  ) {
    const earlier = refunds.get(request.out_refund_no);
    if (earlier) return answer(res, 200, refundResource(earlier));
    const trade = trades.get(request.out_trade_no);
    if (trade?.state !== 'SUCCESS') {
      return answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
    }
    if (request.amount.total !== trade.amount) {
      return answer(res, 400, { code: 'INVALID_REQUEST', message: '订单金额与原订单不一致' });
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.orderNo === trade.orderNo && refund.status !== 'ABNORMAL')
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded + request.amount.refund > trade.amount) {
      return answer(res, 403, { code: 'NOT_ENOUGH', message: '可退款金额不足' });
    }
    const refund: RefundRecord = {
      orderNo: trade.orderNo,
      refundNo: request.out_refund_no,
      refundId: `5030${Date.now()}${randomBytes(3).toString('hex')}`,
      amount: request.amount.refund,
      total: trade.amount,
      status: 'PROCESSING',
      createdAt: new Date(),
    };
    refunds.set(refund.refundNo, refund);
    return answer(res, 200, refundResource(refund));
  }

  const refundResource = (refund: RefundRecord, overrides: Partial<{ mchid: string }> = {}) => ({
    mchid: overrides.mchid ?? merchant.mchId,
    refund_id: refund.refundId,
    out_refund_no: refund.refundNo,
    transaction_id: trades.get(refund.orderNo)?.transactionId ?? '',
    out_trade_no: refund.orderNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    status: refund.status,
    refund_status: refund.status,
    create_time: new Date().toISOString(),
    amount: {
      total: refund.total,
      refund: refund.amount,
      payer_total: refund.total,
      payer_refund: refund.amount,
      currency: 'CNY',
    },
  });

  /** Signed and encrypted as WeChat Pay sends every notification. */
  function encryptedNotification(
    resource: object,
    event: { type: string; summary: string; originalType: string },
    tamper: Partial<{ forgeSignature: boolean; wrongApiKey: boolean }>,
  ) {
    const plaintext = JSON.stringify(resource);
    const nonce = randomBytes(6).toString('hex');
    const associatedData = event.originalType;
    const key = tamper.wrongApiKey ? randomBytes(32) : Buffer.from(merchant.apiV3Key);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    cipher.setAAD(Buffer.from(associatedData));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    const body = JSON.stringify({
      id: randomBytes(18).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: event.type,
      summary: event.summary,
      resource: {
        original_type: event.originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: ciphertext.toString('base64'),
        associated_data: associatedData,
        nonce,
      },
    });
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const signingNonce = randomBytes(16).toString('hex');
    const signingKey = tamper.forgeSignature
      ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
      : platformKeys.privateKey;
    return {
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': signingNonce,
        'wechatpay-serial': platformSerial,
        'wechatpay-signature': signed(signingKey, timestamp, signingNonce, body),
      },
      body,
    };
  }

  const transaction = (trade: Trade, overrides: Partial<{ total: number; mchid: string }> = {}) => ({
    appid: merchant.appId,
    mchid: overrides.mchid ?? merchant.mchId,
    out_trade_no: trade.orderNo,
    transaction_id: trade.transactionId ?? undefined,
    trade_type: 'NATIVE',
    trade_state: trade.state,
    trade_state_desc:
      trade.state === 'SUCCESS' ? '支付成功' : trade.state === 'CLOSED' ? '已关闭' : '订单未支付',
    success_time: trade.state === 'SUCCESS' ? new Date().toISOString() : undefined,
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: {
      total: overrides.total ?? trade.amount,
      payer_total: overrides.total ?? trade.amount,
      currency: 'CNY',
      payer_currency: 'CNY',
    },
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    state,
    merchantPrivateKey: merchantKeys.privateKey,
    platformPublicKey: platformKeys.publicKey,
    platformSerial,
    trades,
    /** The learner scans and pays: the trade succeeds at WeChat Pay. */
    pay(orderNo: string): void {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`no native order ${orderNo} at the fake`);
      if (trade.state === 'CLOSED') throw new Error(`order ${orderNo} is closed: WeChat refuses the payment`);
      trade.state = 'SUCCESS';
      trade.paidAt ??= new Date();
      trade.transactionId ??= `4200${Date.now()}${randomBytes(3).toString('hex')}`;
    },
    /**
     * The notification WeChat Pay sends for a trade, optionally altered as an attacker or a
     * misconfiguration would: another amount or merchant inside the (validly encrypted) resource,
     * a signature by some other key, or a resource encrypted with another APIv3 key.
     */
    notification(
      orderNo: string,
      tamper: Partial<{ total: number; mchid: string; forgeSignature: boolean; wrongApiKey: boolean }> = {},
    ) {
      const trade = trades.get(orderNo) ?? {
        orderNo,
        amount: tamper.total ?? 100,
        state: 'SUCCESS' as const,
        transactionId: `4200${Date.now()}`,
        timeExpire: '',
      };
      return encryptedNotification(
        transaction(trade, tamper),
        { type: 'TRANSACTION.SUCCESS', summary: '支付成功', originalType: 'transaction' },
        tamper,
      );
    },
    refunds,
    /**
     * The refund is done (or failed) at WeChat Pay: its state changes and the refund notification it
     * sends is answered, signed and encrypted, optionally tampered with.
     */
    settleRefund(
      refundNo: string,
      outcome: 'SUCCESS' | 'ABNORMAL' = 'SUCCESS',
      tamper: Partial<{ mchid: string; forgeSignature: boolean; wrongApiKey: boolean }> = {},
    ) {
      const refund = refunds.get(refundNo);
      if (!refund) throw new Error(`no refund ${refundNo} at the fake`);
      refund.status = outcome;
      return encryptedNotification(
        refundResource(refund, tamper),
        {
          type: `REFUND.${outcome}`,
          summary: outcome === 'SUCCESS' ? '退款成功' : '退款异常',
          originalType: 'refund',
        },
        tamper,
      );
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
