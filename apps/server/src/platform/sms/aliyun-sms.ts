import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { fetchJson, HttpClientError, joinUrl } from '../http-client.js';
import { SmsDeliveryError, type SmsNotice, type SmsSender } from './sms-sender.js';

export interface AliyunSmsOptions {
  /** e.g. https://dysmsapi.aliyuncs.com */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The templates of notices, by notice (a notice without one is not sent). */
  noticeTemplates?: Partial<Record<SmsNotice['template'], string>>;
  fetch?: typeof fetch;
  now?: () => Date;
  nonce?: () => string;
  /** A code the user waits for is worthless after a few seconds; tests shorten it. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;
const API_VERSION = '2017-05-25';

// Aliyun answers business errors with HTTP 200 and protocol errors (signature, throttling) with 4xx,
// both with this shape; only `Code: "OK"` means the message was accepted.
const SendSmsAnswer = z.object({
  Code: z.string(),
  Message: z.string().optional(),
  RequestId: z.string().optional(),
  BizId: z.string().optional(),
});

/** Aliyun Dysmsapi SendSms over the RPC (POP) protocol with a signature version 1.0 request. */
export function createAliyunSms(options: AliyunSmsOptions): SmsSender {
  const now = options.now ?? (() => new Date());
  const nonce = options.nonce ?? randomUUID;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(mobile: string, templateCode: string, templateParams: Record<string, string>) {
    const params: Record<string, string> = {
      AccessKeyId: options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: 'cn-hangzhou',
      SignName: options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParams),
      Timestamp: aliyunTimestamp(now()),
      Version: API_VERSION,
    };
    const signature = signAliyunRpc('GET', params, options.accessKeySecret);
    const query = canonicalQuery({ ...params, Signature: signature });
    const url = `${joinUrl(options.endpoint, '/')}?${query}`;

    let answer: Awaited<ReturnType<typeof fetchJson>>;
    try {
      answer = await fetchJson(url, { timeoutMs, fetch: options.fetch });
    } catch (error) {
      if (error instanceof HttpClientError) {
        throw new SmsDeliveryError(`aliyun SendSms failed: ${error.message}`, { cause: error });
      }
      throw error;
    }
    const parsed = SendSmsAnswer.safeParse(answer.body);
    if (!parsed.success) {
      throw new SmsDeliveryError(`aliyun SendSms answered HTTP ${answer.status} with an unexpected body`);
    }
    const { Code, Message, RequestId } = parsed.data;
    if (Code !== 'OK') {
      throw new SmsDeliveryError(
        `aliyun SendSms refused: ${[Code, Message].filter(Boolean).join(' ')} (HTTP ${answer.status}, RequestId ${RequestId ?? '-'})`,
      );
    }
  }

  return {
    kind: 'aliyun',
    sendCode: (mobile, code) => send(mobile, options.templateCode, { code }),
    async sendNotice(mobile, notice) {
      const templateCode = options.noticeTemplates?.[notice.template];
      if (!templateCode) throw new SmsDeliveryError(`no aliyun SMS template for ${notice.template}`);
      await send(mobile, templateCode, notice.params);
    },
  };
}

/**
 * The RPC signature: HMAC-SHA1 over `METHOD&%2F&` + the percent-encoded canonical query, keyed with
 * the secret plus '&'. Exported for the known-answer test against Aliyun's documented example.
 */
export function signAliyunRpc(
  method: string,
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** Parameters sorted by name, each name and value encoded with Aliyun's rules. */
function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&');
}

/**
 * RFC 3986 encoding as Aliyun's POP gateway recomputes it: encodeURIComponent leaves `!'()*`
 * alone, so those are escaped here; it already keeps `~` and writes spaces as %20.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** ISO 8601 in UTC without milliseconds, e.g. 2017-07-12T02:42:19Z. */
function aliyunTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
