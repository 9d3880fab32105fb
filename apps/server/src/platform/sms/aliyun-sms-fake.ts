import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test double of dysmsapi.aliyuncs.com for the adapter's tests. It recomputes the signature with
 * its own encoder (written independently of the adapter's) so a shared mistake cannot hide.
 */

export interface SentSms {
  phone: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, unknown>;
}

export interface FakeAliyunOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}

/** How the next requests are answered, for the failure tests. */
export type FakeBehaviour = 'normal' | 'slow' | 'html';

const REQUIRED = [
  'AccessKeyId',
  'Action',
  'Format',
  'PhoneNumbers',
  'RegionId',
  'SignName',
  'Signature',
  'SignatureMethod',
  'SignatureNonce',
  'SignatureVersion',
  'TemplateCode',
  'TemplateParam',
  'Timestamp',
  'Version',
];
const FIXED: Record<string, string> = {
  Action: 'SendSms',
  Version: '2017-05-25',
  Format: 'JSON',
  RegionId: 'cn-hangzhou',
  SignatureMethod: 'HMAC-SHA1',
  SignatureVersion: '1.0',
};

export async function startFakeAliyun(options: FakeAliyunOptions) {
  const sent: SentSms[] = [];
  const usedNonces = new Set<string>();
  const state = { behaviour: 'normal' as FakeBehaviour };

  const answer = (res: ServerResponse, status: number, body: Record<string, string>) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
  };

  const server = createServer((req, res) => {
    if (state.behaviour === 'slow') return void setTimeout(() => answer(res, 200, { Code: 'OK' }), 2_000);
    if (state.behaviour === 'html') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return void res.end('<html><body>502 Bad Gateway</body></html>');
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = Object.fromEntries(url.searchParams);
    const missing = REQUIRED.find((name) => !q[name]);
    if (req.method !== 'GET' || url.pathname !== '/' || missing) {
      return answer(res, 400, { Code: 'MissingParameter', Message: `missing ${missing ?? 'route'}` });
    }
    for (const [name, value] of Object.entries(FIXED)) {
      if (q[name] !== value) return answer(res, 400, { Code: 'InvalidParameter', Message: name });
    }
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(q.Timestamp ?? '')) {
      return answer(res, 400, {
        Code: 'InvalidTimeStamp.Format',
        Message: 'Specified time stamp is invalid.',
      });
    }
    if (q.AccessKeyId !== options.accessKeyId) {
      return answer(res, 404, {
        Code: 'InvalidAccessKeyId.NotFound',
        Message: 'Specified access key is not found.',
      });
    }
    const { Signature, ...signed } = q;
    if (Signature !== aliyunSignature('GET', signed, options.accessKeySecret)) {
      const Message = 'Specified signature is not matched with our calculation.';
      return answer(res, 400, { Code: 'SignatureDoesNotMatch', Message });
    }
    const nonce = q.SignatureNonce ?? '';
    if (usedNonces.has(nonce)) {
      return answer(res, 400, {
        Code: 'SignatureNonceUsed',
        Message: 'Specified signature nonce was used already.',
      });
    }
    usedNonces.add(nonce);
    // Business errors come back with HTTP 200, like the real service.
    if (!/^1[3-9]\d{9}$/.test(q.PhoneNumbers ?? '')) {
      return answer(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
    }
    if (q.SignName !== options.signName)
      return answer(res, 200, { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '签名不合法' });
    if (q.TemplateCode !== options.templateCode) {
      return answer(res, 200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '模板不合法' });
    }
    let templateParam: Record<string, unknown>;
    try {
      templateParam = JSON.parse(q.TemplateParam ?? '');
    } catch {
      return answer(res, 200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' });
    }
    if (sent.filter((sms) => sms.phone === q.PhoneNumbers).length >= 3) {
      return answer(res, 200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:3' });
    }
    sent.push({
      phone: q.PhoneNumbers ?? '',
      signName: q.SignName,
      templateCode: q.TemplateCode,
      templateParam,
    });
    answer(res, 200, { Message: 'OK', BizId: `${Date.now()}^0`, Code: 'OK' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    sent,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Aliyun's RPC signature, byte by byte over the RFC 3986 unreserved set. */
export function aliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const encode = (text: string) =>
    [...Buffer.from(text, 'utf8')]
      .map((byte) => {
        const char = String.fromCharCode(byte);
        return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      })
      .join('');
  const query = Object.entries(params)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  const stringToSign = `${method}&${encode('/')}&${encode(query)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}
