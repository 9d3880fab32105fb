import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../cache/index.js';
import { createDevelopmentSms } from './development-sms.js';

describe('development SMS sender', () => {
  it('logs the code and keeps the latest one in the outbox', async () => {
    const cache = createMemoryCache();
    const lines: Array<{ obj: object; msg: string }> = [];
    const { sender, readOutbox } = createDevelopmentSms(cache, {
      info: (obj, msg) => lines.push({ obj, msg }),
    });

    expect(sender.kind).toBe('development');
    expect(await readOutbox('13800138000')).toBeNull();
    await sender.sendCode('13800138000', '111111');
    await sender.sendCode('13800138000', '222222');

    expect(await readOutbox('13800138000')).toBe('222222');
    expect(await readOutbox('13900139000')).toBeNull();
    expect(lines.at(-1)).toEqual({ obj: {}, msg: '开发环境短信：验证码 222222 已发送至尾号 8000 的手机' });
    await cache.close();
  });

  it('forgets the code after five minutes', async () => {
    let time = 0;
    const cache = createMemoryCache(() => time);
    const { sender, readOutbox } = createDevelopmentSms(cache, { info: () => {} });
    await sender.sendCode('13800138000', '333333');
    time = 299_000;
    expect(await readOutbox('13800138000')).toBe('333333');
    time = 300_000;
    expect(await readOutbox('13800138000')).toBeNull();
    await cache.close();
  });
});
