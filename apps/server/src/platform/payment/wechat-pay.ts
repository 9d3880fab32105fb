import {
  createDecipheriv,
  createHash,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { z } from 'zod';
import { formatChinaRfc3339 } from '../format/index.js';
import { fetchBytes, fetchText, HttpClientError, joinUrl } from '../http-client.js';
import { parseWeChatTradeBill } from './bills.js';
import {
  type IncomingNotification,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentRequest,
  PaymentVerificationError,
  type ProviderPayment,
  type ProviderRefund,
  type RefundRequest,
} from './payment-provider.js';

/** WeChat Pay API v3, Native payment (a QR code the WeChat app scans). */
export interface WeChatPayOptions {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate, named in every request's Authorization. */
  mchSerialNo: string;
  mchPrivateKey: KeyObject;
  /** 32-byte APIv3 key: decrypts notification resources. */
  apiV3Key: string;
  /** WeChat Pay's public key (or platform certificate key) and its id: verifies answers and notifications. */
  platformPublicKey: KeyObject;
  platformSerial: string;
  apiBase: string;
  notifyUrl: string;
  /** Where WeChat Pay sends refund notifications. */
  refundNotifyUrl: string;
  timeoutMs?: number;
  /** Notifications and answers older or newer than this are refused (replays). */
  maxClockSkewSeconds?: number;
}

const Transaction = z.object({
  mchid: z.string(),
  appid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int(), payer_total: z.number().int().optional() }).optional(),
});

const Notification = z.object({
  id: z.string(),
  event_type: z.string(),
  resource_type: z.literal('encrypt-resource'),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string(),
    associated_data: z.string().optional(),
    nonce: z.string(),
  }),
});

/** A refund as WeChat Pay answers it (request and query) and as its refund notification carries it. */
const Refund = z.object({
  mchid: z.string().optional(),
  out_trade_no: z.string(),
  out_refund_no: z.string(),
  refund_id: z.string(),
  /** `status` in answers, `refund_status` in notifications. */
  status: z.string().optional(),
  refund_status: z.string().optional(),
  amount: z.object({ total: z.number().int(), refund: z.number().int() }),
});

const REFUND_STATES: Record<string, ProviderRefund['status']> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'processing',
  CLOSED: 'failed',
  ABNORMAL: 'failed',
};

function toRefund(refund: z.infer<typeof Refund>): ProviderRefund {
  const state = refund.status ?? refund.refund_status ?? '';
  const status = REFUND_STATES[state];
  if (!status)
    throw new PaymentVerificationError(`unknown refund state ${JSON.stringify(state.slice(0, 32))}`);
  return {
    orderNo: refund.out_trade_no,
    refundNo: refund.out_refund_no,
    amount: refund.amount.refund,
    status,
    refundId: refund.refund_id,
    ...(status === 'failed' ? { failure: `WeChat Pay refund ${state}` } : {}),
  };
}

const header = (headers: IncomingNotification['headers'] | Headers, name: string): string => {
  const value = headers instanceof Headers ? headers.get(name) : headers[name];
  return typeof value === 'string' ? value : '';
};

export function createWeChatPay(options: WeChatPayOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxSkew = options.maxClockSkewSeconds ?? 300;

  /** The Authorization header: RSA-SHA256 over method, path with query, timestamp, nonce and body. */
  function authorization(method: string, pathWithQuery: string, body: string): string {
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const nonce = randomBytes(16).toString('hex');
    const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
    const signature = createSign('RSA-SHA256').update(message).sign(options.mchPrivateKey, 'base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${options.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${options.mchSerialNo}"`;
  }

  /** WeChat Pay signs answers and notifications alike: timestamp, nonce and body, one per line. */
  function verifySignature(headers: IncomingNotification['headers'] | Headers, body: string): void {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature) throw new PaymentVerificationError('missing Wechatpay-* headers');
    if (serial !== options.platformSerial) {
      throw new PaymentVerificationError(`unknown Wechatpay-Serial ${JSON.stringify(serial.slice(0, 64))}`);
    }
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > maxSkew) {
      throw new PaymentVerificationError('Wechatpay-Timestamp outside the allowed window');
    }
    const valid = createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .verify(options.platformPublicKey, signature, 'base64');
    if (!valid) throw new PaymentVerificationError('Wechatpay-Signature does not verify');
  }

  async function call(method: 'GET' | 'POST', pathWithQuery: string, body = '') {
    let answer: Awaited<ReturnType<typeof fetchText>>;
    try {
      answer = await fetchText(joinUrl(options.apiBase, pathWithQuery), {
        method,
        timeoutMs,
        headers: {
          authorization: authorization(method, pathWithQuery, body),
          'content-type': 'application/json',
          'user-agent': 'zhixue-server',
        },
        ...(method === 'POST' ? { body } : {}),
      });
    } catch (error) {
      if (error instanceof HttpClientError) throw new PaymentProviderError(error.message, { cause: error });
      throw error;
    }
    // An answer that is not provably WeChat Pay's is not believed, error answers included.
    try {
      verifySignature(answer.headers, answer.text);
    } catch (error) {
      throw new PaymentProviderError(
        `WeChat Pay answer HTTP ${answer.status} not verified: ${(error as Error).message}`,
      );
    }
    return answer;
  }

  function toPayment(transaction: z.infer<typeof Transaction>): ProviderPayment | null {
    if (transaction.trade_state !== 'SUCCESS' || !transaction.transaction_id || !transaction.amount)
      return null;
    if (transaction.appid !== options.appId) {
      throw new PaymentVerificationError(`transaction of another app id ${transaction.appid}`);
    }
    return {
      orderNo: transaction.out_trade_no,
      amount: transaction.amount.total,
      merchantId: transaction.mchid,
      tradeNo: transaction.transaction_id,
    };
  }

  /** A verified notification's decrypted resource, as JSON. */
  function openNotification({ headers, rawBody }: IncomingNotification): unknown {
    verifySignature(headers, rawBody);
    const notification = Notification.safeParse(safeJson(rawBody));
    if (!notification.success) throw new PaymentVerificationError('notification body is malformed');
    return safeJson(decrypt(notification.data.resource));
  }

  function decrypt(resource: z.infer<typeof Notification>['resource']): string {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length <= 16) throw new PaymentVerificationError('resource ciphertext too short');
    try {
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(options.apiV3Key), resource.nonce);
      decipher.setAuthTag(data.subarray(data.length - 16));
      decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
      return Buffer.concat([
        decipher.update(data.subarray(0, data.length - 16)),
        decipher.final(),
      ]).toString();
    } catch {
      throw new PaymentVerificationError('resource does not decrypt with the APIv3 key');
    }
  }

  return {
    channel: 'wx',
    mode: 'live',
    merchantId: options.mchId,

    async start(request: PaymentRequest) {
      const body = JSON.stringify({
        appid: options.appId,
        mchid: options.mchId,
        description: request.description.slice(0, 127),
        out_trade_no: request.orderNo,
        time_expire: formatChinaRfc3339(request.expiresAt),
        notify_url: options.notifyUrl,
        amount: { total: request.amount, currency: 'CNY' },
      });
      const answer = await call('POST', '/v3/pay/transactions/native', body);
      const parsed = z.object({ code_url: z.string().min(1) }).safeParse(safeJson(answer.text));
      if (answer.status !== 200 || !parsed.success) {
        throw new PaymentProviderError(
          `WeChat Pay native order refused: HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      }
      return parsed.data.code_url;
    },

    async query(orderNo: string) {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(options.mchId)}`;
      const answer = await call('GET', path);
      if (answer.status === 404) return null;
      const parsed = Transaction.safeParse(safeJson(answer.text));
      if (answer.status !== 200 || !parsed.success) {
        throw new PaymentProviderError(
          `WeChat Pay query failed: HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      }
      return toPayment(parsed.data);
    },

    async close(orderNo: string) {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`;
      const answer = await call('POST', path, JSON.stringify({ mchid: options.mchId }));
      // 204 closed now; ORDER_NOT_EXIST means it was never created there, which is as good.
      if (answer.status === 204 || answer.status === 404) return;
      throw new PaymentProviderError(
        `WeChat Pay close failed: HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
      );
    },

    async verifyNotification(notification: IncomingNotification) {
      const transaction = Transaction.safeParse(openNotification(notification));
      if (!transaction.success) throw new PaymentVerificationError('decrypted resource is malformed');
      return toPayment(transaction.data);
    },

    async refund(request: RefundRequest) {
      const body = JSON.stringify({
        out_trade_no: request.orderNo,
        out_refund_no: request.refundNo,
        reason: request.reason.slice(0, 80),
        notify_url: options.refundNotifyUrl,
        amount: { refund: request.amount, total: request.total, currency: 'CNY' },
      });
      const answer = await call('POST', '/v3/refund/domestic/refunds', body);
      const parsed = Refund.safeParse(safeJson(answer.text));
      if (answer.status === 200 && parsed.success) return toRefund(parsed.data);
      // A refusal (NOT_ENOUGH, INVALID_REQUEST …) is final for this number; a 5xx may be retried.
      if (answer.status >= 400 && answer.status < 500) {
        const code = z
          .object({ code: z.string(), message: z.string().optional() })
          .safeParse(safeJson(answer.text));
        return {
          orderNo: request.orderNo,
          refundNo: request.refundNo,
          amount: request.amount,
          status: 'failed' as const,
          refundId: null,
          failure: code.success
            ? `${code.data.code} ${code.data.message ?? ''}`.trim()
            : `HTTP ${answer.status}`,
        };
      }
      throw new PaymentProviderError(
        `WeChat Pay refund failed: HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
      );
    },

    async queryRefund(_orderNo: string, refundNo: string) {
      const answer = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`);
      if (answer.status === 404) return null;
      const parsed = Refund.safeParse(safeJson(answer.text));
      if (answer.status !== 200 || !parsed.success) {
        throw new PaymentProviderError(
          `WeChat Pay refund query failed: HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      }
      return toRefund(parsed.data);
    },

    async verifyRefundNotification(notification: IncomingNotification) {
      const refund = Refund.safeParse(openNotification(notification));
      if (!refund.success) throw new PaymentVerificationError('decrypted refund resource is malformed');
      if (refund.data.mchid !== options.mchId) {
        throw new PaymentVerificationError(`refund of another merchant ${refund.data.mchid ?? ''}`);
      }
      return toRefund(refund.data);
    },

    async bill(day: string) {
      const answer = await call('GET', `/v3/bill/tradebill?bill_date=${day}&bill_type=ALL`);
      const parsed = z
        .object({ download_url: z.string().url(), hash_type: z.literal('SHA1'), hash_value: z.string() })
        .safeParse(safeJson(answer.text));
      if (answer.status !== 200 || !parsed.success) {
        // A day without a single trade has no bill: nothing to compare but our side.
        if (answer.status === 400 && /NO_STATEMENT_EXIST/.test(answer.text)) {
          return { channel: 'wx' as const, day, payments: [], refunds: [] };
        }
        throw new PaymentProviderError(
          `WeChat Pay trade bill ${day} refused: HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      }
      const address = new URL(parsed.data.download_url);
      let file: Awaited<ReturnType<typeof fetchBytes>>;
      try {
        // Asked for like any call, but the file comes unsigned: the signed answer's hash vouches for it.
        file = await fetchBytes(address.toString(), {
          timeoutMs,
          headers: {
            authorization: authorization('GET', address.pathname + address.search, ''),
            'user-agent': 'zhixue-server',
          },
        });
      } catch (error) {
        if (error instanceof HttpClientError) throw new PaymentProviderError(error.message, { cause: error });
        throw error;
      }
      if (file.status !== 200)
        throw new PaymentProviderError(`WeChat Pay bill download: HTTP ${file.status}`);
      const hash = createHash('sha1').update(file.bytes).digest('hex');
      if (hash.toLowerCase() !== parsed.data.hash_value.toLowerCase()) {
        throw new PaymentProviderError('WeChat Pay bill file does not match its SHA1 hash');
      }
      return parseWeChatTradeBill(file.bytes.toString('utf8'), day);
    },

    reply(accepted: boolean) {
      return accepted
        ? { status: 204, contentType: 'application/json; charset=utf-8', body: '' }
        : {
            status: 400,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
