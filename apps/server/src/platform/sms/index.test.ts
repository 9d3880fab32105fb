import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../cache/index.js';
import { loadConfig } from '../config/index.js';
import { createSmsSender } from './index.js';

describe('createSmsSender', () => {
  const cache = createMemoryCache();
  afterAll(() => cache.close());
  const log = { info: () => {} };

  it('uses the development sender, with its outbox, by default', () => {
    const sms = createSmsSender(loadConfig({}), cache, log);
    expect(sms.sender.kind).toBe('development');
    expect(sms.readOutbox).toBeTypeOf('function');
  });

  it('uses Aliyun when configured, without an outbox', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '知学',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    });
    const sms = createSmsSender(config, cache, log);
    expect(sms.sender.kind).toBe('aliyun');
    expect(sms.readOutbox).toBeUndefined();
  });
});
