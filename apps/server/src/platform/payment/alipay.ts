import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { formatChinaTime } from '../format/index.js';
import { fetchBytes, fetchText, HttpClientError, joinUrl } from '../http-client.js';
import { parseAlipayTradeBill } from './bills.js';
import {
  centsToYuan,
  type IncomingNotification,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentRequest,
  PaymentVerificationError,
  type ProviderPayment,
  type ProviderRefund,
  type RefundRequest,
  yuanToCents,
} from './payment-provider.js';

/** Alipay open platform: PC page pay (alipay.trade.page.pay) with RSA2 signatures. */
export interface AlipayOptions {
  appId: string;
  appPrivateKey: KeyObject;
  /** Alipay's public key: verifies notifications and answers. */
  alipayPublicKey: KeyObject;
  /** e.g. https://openapi.alipay.com/gateway.do */
  gateway: string;
  notifyUrl: string;
  /** Public address of the site: Alipay sends the learner back to the request's returnPath there. */
  siteBaseUrl: string;
  /** Our Alipay account (PID); when set, notifications must name it as seller_id. */
  sellerId?: string | undefined;
  timeoutMs?: number;
}

/** Alipay's signing string: every non-empty parameter but the signature, sorted, as k=v joined by &. */
export function alipaySigningString(params: Record<string, string>, exclude: string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

const GatewayAnswer = z.object({
  code: z.string(),
  trade_status: z.string().optional(),
  trade_no: z.string().optional(),
  out_trade_no: z.string().optional(),
  total_amount: z.string().optional(),
  sub_code: z.string().optional(),
  sub_msg: z.string().optional(),
  /** alipay.trade.refund: `Y` when this call moved money, `N` when the number had refunded before. */
  fund_change: z.string().optional(),
  /** alipay.data.dataservice.bill.downloadurl.query: where the day's zipped bill is, for 30 seconds. */
  bill_download_url: z.string().optional(),
  /** alipay.trade.fastpay.refund.query: the refund asked about. */
  out_request_no: z.string().optional(),
  refund_amount: z.string().optional(),
  refund_status: z.string().optional(),
});

export function createAlipay(options: AlipayOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;

  const sign = (params: Record<string, string>) =>
    createSign('RSA-SHA256').update(alipaySigningString(params)).sign(options.appPrivateKey, 'base64');

  const verify = (text: string, signature: string) =>
    createVerify('RSA-SHA256').update(text).verify(options.alipayPublicKey, signature, 'base64');

  /** The common request parameters with the call's own, signed. */
  function signedRequest(method: string, bizContent: object, extra: Record<string, string> = {}) {
    const params: Record<string, string> = {
      app_id: options.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: formatChinaTime(new Date()),
      version: '1.0',
      biz_content: JSON.stringify(bizContent),
      ...extra,
    };
    return { ...params, sign: sign(params) };
  }

  /** A signed gateway call about one order, answering its verified result node. */
  async function callGateway(
    method: string,
    orderNo: string | null,
    biz: Record<string, string> = {},
  ): Promise<z.infer<typeof GatewayAnswer>> {
    const params = signedRequest(method, orderNo === null ? biz : { out_trade_no: orderNo, ...biz });
    let text: string;
    try {
      const answer = await fetchText(options.gateway, {
        method: 'POST',
        timeoutMs,
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
      });
      text = answer.text;
    } catch (error) {
      if (error instanceof HttpClientError) throw new PaymentProviderError(error.message, { cause: error });
      throw error;
    }
    const { signedText, signature } = extractSignedNode(text, `${method.replaceAll('.', '_')}_response`);
    if (!verify(signedText, signature)) {
      throw new PaymentProviderError(`Alipay ${method} answer signature does not verify`);
    }
    const parsed = GatewayAnswer.safeParse(JSON.parse(signedText));
    if (!parsed.success) throw new PaymentProviderError(`Alipay ${method} answer is malformed`);
    return parsed.data;
  }

  function checkPayment(fields: {
    appId?: string | undefined;
    sellerId?: string | undefined;
    orderNo?: string | undefined;
    tradeNo?: string | undefined;
    totalAmount?: string | undefined;
  }): ProviderPayment {
    const amount = yuanToCents(fields.totalAmount ?? '');
    if (!fields.orderNo || !fields.tradeNo || amount === null) {
      throw new PaymentVerificationError('payment lacks out_trade_no, trade_no or total_amount');
    }
    if (options.sellerId && fields.sellerId !== undefined && fields.sellerId !== options.sellerId) {
      throw new PaymentVerificationError(`payment to another seller ${fields.sellerId}`);
    }
    return { orderNo: fields.orderNo, amount, merchantId: fields.appId ?? '', tradeNo: fields.tradeNo };
  }

  return {
    channel: 'ali',
    mode: 'live',
    merchantId: options.appId,

    async start(request: PaymentRequest) {
      const params = signedRequest(
        'alipay.trade.page.pay',
        {
          out_trade_no: request.orderNo,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: centsToYuan(request.amount),
          subject: request.description.slice(0, 256),
          time_expire: formatChinaTime(request.expiresAt),
        },
        { notify_url: options.notifyUrl, return_url: joinUrl(options.siteBaseUrl, request.returnPath) },
      );
      // Page pay is a browser redirect: the signed parameters travel in the address itself.
      const url = new URL(options.gateway);
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return url.toString();
    },

    async query(orderNo: string) {
      const result = await callGateway('alipay.trade.query', orderNo);
      if (result.code !== '10000') {
        if (result.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
        throw new PaymentProviderError(`Alipay query failed: ${result.code} ${result.sub_code ?? ''}`);
      }
      if (!PAID_STATES.has(result.trade_status ?? '')) return null;
      return checkPayment({
        appId: options.appId,
        orderNo: result.out_trade_no,
        tradeNo: result.trade_no,
        totalAmount: result.total_amount,
      });
    },

    async close(orderNo: string) {
      const result = await callGateway('alipay.trade.close', orderNo);
      // A trade the learner never opened does not exist at Alipay yet: nothing to close.
      if (result.code === '10000' || result.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      throw new PaymentProviderError(`Alipay close failed: ${result.code} ${result.sub_code ?? ''}`);
    },

    async verifyNotification({ rawBody }: IncomingNotification) {
      const params = Object.fromEntries(new URLSearchParams(rawBody));
      const signature = params.sign;
      if (!signature || params.sign_type !== 'RSA2') {
        throw new PaymentVerificationError('notification lacks an RSA2 signature');
      }
      // Notifications are verified over every parameter but sign and sign_type.
      if (!verify(alipaySigningString(params, ['sign', 'sign_type']), signature)) {
        throw new PaymentVerificationError('notification signature does not verify');
      }
      if (!PAID_STATES.has(params.trade_status ?? '')) return null;
      return checkPayment({
        appId: params.app_id,
        sellerId: params.seller_id,
        orderNo: params.out_trade_no,
        tradeNo: params.trade_no,
        totalAmount: params.total_amount,
      });
    },

    async refund(request: RefundRequest) {
      const result = await callGateway('alipay.trade.refund', request.orderNo, {
        refund_amount: centsToYuan(request.amount),
        out_request_no: request.refundNo,
        refund_reason: request.reason.slice(0, 256),
      });
      const refunded = { orderNo: request.orderNo, refundNo: request.refundNo, amount: request.amount };
      if (result.code === '10000') {
        // No money moved this time: the number refunded before, or not at all. The query tells which.
        if (result.fund_change === 'Y')
          return { ...refunded, status: 'succeeded', refundId: result.trade_no ?? null };
        return (
          (await this.queryRefund(request.orderNo, request.refundNo)) ?? {
            ...refunded,
            status: 'failed',
            refundId: null,
            failure: 'Alipay moved no money and knows no such refund',
          }
        );
      }
      // Alipay's own trouble may pass; a business refusal is final for this number.
      if (result.code === '20000' || result.sub_code === 'ACQ.SYSTEM_ERROR') {
        throw new PaymentProviderError(`Alipay refund failed: ${result.code} ${result.sub_code ?? ''}`);
      }
      return {
        ...refunded,
        status: 'failed',
        refundId: null,
        failure: `${result.sub_code ?? result.code} ${result.sub_msg ?? ''}`.trim(),
      };
    },

    async queryRefund(orderNo: string, refundNo: string): Promise<ProviderRefund | null> {
      const result = await callGateway('alipay.trade.fastpay.refund.query', orderNo, {
        out_request_no: refundNo,
      });
      if (result.code !== '10000') {
        if (result.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
        throw new PaymentProviderError(`Alipay refund query failed: ${result.code} ${result.sub_code ?? ''}`);
      }
      // Without refund_status the refund was never received (or failed): Alipay has no such refund.
      if (result.refund_status !== 'REFUND_SUCCESS') return null;
      const amount = yuanToCents(result.refund_amount ?? '');
      if (amount === null || result.out_request_no !== refundNo) {
        throw new PaymentProviderError('Alipay refund query answer lacks the refund');
      }
      return { orderNo, refundNo, amount, status: 'succeeded', refundId: result.trade_no ?? null };
    },

    async verifyRefundNotification() {
      // Alipay answers a refund at once; it sends no refund notification to this address.
      throw new PaymentVerificationError('Alipay sends no refund notifications');
    },

    async bill(day: string) {
      const result = await callGateway('alipay.data.dataservice.bill.downloadurl.query', null, {
        bill_type: 'trade',
        bill_date: day,
      });
      if (result.code !== '10000' || !result.bill_download_url) {
        // A day without a single trade has no bill.
        if (result.sub_code === 'isp.bill_not_exist')
          return { channel: 'ali' as const, day, payments: [], refunds: [] };
        throw new PaymentProviderError(`Alipay bill ${day} refused: ${result.code} ${result.sub_code ?? ''}`);
      }
      let file: Awaited<ReturnType<typeof fetchBytes>>;
      try {
        // The address is itself the authorisation (signed by Alipay, valid for 30 seconds).
        file = await fetchBytes(result.bill_download_url, { timeoutMs });
      } catch (error) {
        if (error instanceof HttpClientError) throw new PaymentProviderError(error.message, { cause: error });
        throw error;
      }
      if (file.status !== 200) throw new PaymentProviderError(`Alipay bill download: HTTP ${file.status}`);
      return parseAlipayTradeBill(file.bytes, day);
    },

    reply(accepted: boolean) {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
    },
  };
}

/**
 * Alipay signs the JSON text of the answer node exactly as sent: `{"<node>":{…},"sign":"…"}`. The
 * node's text is cut out of the raw answer rather than re-serialised, which could reorder it.
 */
function extractSignedNode(text: string, node: string): { signedText: string; signature: string } {
  const start = text.indexOf(`"${node}"`);
  const signAt = text.lastIndexOf('"sign"');
  if (start < 0 || signAt < 0 || signAt < start) {
    throw new PaymentProviderError('Alipay answer lacks its signed node');
  }
  const valueStart = text.indexOf('{', start);
  const valueEnd = text.lastIndexOf('}', signAt);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new PaymentProviderError('Alipay answer is not JSON');
  }
  const signature = (parsed as { sign?: unknown }).sign;
  if (valueStart < 0 || valueEnd < valueStart || typeof signature !== 'string') {
    throw new PaymentProviderError('Alipay answer lacks its signed node');
  }
  return { signedText: text.slice(valueStart, valueEnd + 1), signature };
}
