import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../cache/index.js';
import { loadConfig } from '../config/index.js';
import { createWeChatLogin } from './index.js';

describe('createWeChatLogin', () => {
  const cache = createMemoryCache();
  afterAll(() => cache.close());

  it('simulates the scan by default', () => {
    expect(createWeChatLogin(loadConfig({}), cache).kind).toBe('development');
  });

  it('uses the Open Platform when configured', () => {
    const config = loadConfig({
      WECHAT_PROVIDER: 'wechat',
      WECHAT_APP_ID: 'wx123',
      WECHAT_APP_SECRET: 'secret',
      WECHAT_REDIRECT_URI: 'https://www.zhixue.example/user/wxlogin',
    });
    const login = createWeChatLogin(config, cache);
    expect(login.kind).toBe('wechat');
    expect(login.qrConnectUrl('s')).toMatch(
      /^https:\/\/open\.weixin\.qq\.com\/connect\/qrconnect\?appid=wx123&/,
    );
  });
});
