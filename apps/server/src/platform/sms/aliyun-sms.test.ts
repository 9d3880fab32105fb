import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAliyunSms, percentEncode, signAliyunRpc } from './aliyun-sms.js';
import { aliyunSignature, startFakeAliyun } from './aliyun-sms-fake.js';
import { SmsDeliveryError } from './sms-sender.js';

const credentials = {
  accessKeyId: 'LTAI5tZhixueTest',
  accessKeySecret: 'fake-secret-知学',
  signName: '知学',
  templateCode: 'SMS_300000001',
};

describe('Aliyun RPC signature', () => {
  // The example request from Aliyun's SendSms signature documentation.
  const documented: Record<string, string> = {
    AccessKeyId: 'testId',
    Action: 'SendSms',
    Format: 'XML',
    OutId: '123',
    PhoneNumbers: '15300000001',
    RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007',
    TemplateParam: '{"customer":"test"}',
    Timestamp: '2017-07-12T02:42:19Z',
    Version: '2017-05-25',
  };

  it('matches the documented known answer', () => {
    expect(signAliyunRpc('GET', documented, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    // The fake verifies with its own encoder: it must agree with the documentation too.
    expect(aliyunSignature('GET', documented, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it("percent-encodes like Aliyun's POP gateway", () => {
    expect(percentEncode("a b*c~d!e'f(g)h+/:")).toBe('a%20b%2Ac~d%21e%27f%28g%29h%2B%2F%3A');
    expect(percentEncode('知')).toBe('%E7%9F%A5');
  });
});

describe('Aliyun SMS sender against a fake Dysmsapi', () => {
  let fake: Awaited<ReturnType<typeof startFakeAliyun>>;
  beforeAll(async () => {
    fake = await startFakeAliyun(credentials);
  });
  afterEach(() => {
    fake.state.behaviour = 'normal';
  });
  afterAll(() => fake.close());

  const sender = (overrides: Partial<Parameters<typeof createAliyunSms>[0]> = {}) =>
    createAliyunSms({ endpoint: fake.endpoint, ...credentials, ...overrides });

  it('sends the code to the phone with the configured template', async () => {
    await sender().sendCode('13800138000', '123456');
    expect(fake.sent.at(-1)).toEqual({
      phone: '13800138000',
      signName: '知学',
      templateCode: 'SMS_300000001',
      templateParam: { code: '123456' },
    });
  });

  it('accepts an endpoint written with a trailing slash', async () => {
    await sender({ endpoint: `${fake.endpoint}/` }).sendCode('13800138001', '000111');
    expect(fake.sent.at(-1)?.phone).toBe('13800138001');
  });

  it('surfaces a wrong secret as the signature mismatch the provider reports', async () => {
    const error = await sender({ accessKeySecret: 'wrong' })
      .sendCode('13800138000', '123456')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toMatch(/SignatureDoesNotMatch.*HTTP 400/);
  });

  it('surfaces provider error codes and messages', async () => {
    await expect(sender().sendCode('12345', '123456')).rejects.toThrow(
      /isv\.MOBILE_NUMBER_ILLEGAL 非法手机号/,
    );
    await expect(sender({ templateCode: 'SMS_1' }).sendCode('13800138000', '1')).rejects.toThrow(
      /isv\.SMS_TEMPLATE_ILLEGAL/,
    );
    const send = () => sender().sendCode('13900139000', '654321');
    for (let i = 0; i < 3; i += 1) await send();
    await expect(send()).rejects.toThrow(/isv\.BUSINESS_LIMIT_CONTROL/);
  });

  it('signs a fresh nonce for every request', async () => {
    const fixedNonce = sender({ nonce: () => 'same-nonce' });
    await fixedNonce.sendCode('13700137000', '111111');
    await expect(fixedNonce.sendCode('13700137000', '222222')).rejects.toThrow(/SignatureNonceUsed/);
  });

  it('fails with SmsDeliveryError when the provider is slow', async () => {
    fake.state.behaviour = 'slow';
    const started = Date.now();
    await expect(sender({ timeoutMs: 100 }).sendCode('13800138000', '1')).rejects.toThrow(
      new SmsDeliveryError(`aliyun SendSms failed: GET ${fake.endpoint}/ did not answer within 100 ms`),
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('fails with SmsDeliveryError when the answer is not JSON', async () => {
    fake.state.behaviour = 'html';
    const error = await sender()
      .sendCode('13800138000', '1')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toMatch(/HTTP 502 with a body that is not JSON/);
  });

  it('fails with SmsDeliveryError when the endpoint cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const error = await sender({ endpoint: `http://127.0.0.1:${port}` })
      .sendCode('13800138000', '1')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toMatch(/could not be reached.*ECONNREFUSED/);
    // The signed query (and so the access key id) stays out of the message.
    expect((error as Error).message).not.toContain(credentials.accessKeyId);
  });
});
