import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SECRETS, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults for the embedded setup', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.SEED_DEMO).toBe(true);
    expect(config.isProduction).toBe(false);
  });

  it('lists every wrong value at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_AES_KEY: 'short' }),
    ).toThrowError(/PORT[\s\S]*DATABASE_URL[\s\S]*APP_AES_KEY/);
  });

  it('refuses to run in production with a development secret', () => {
    const strong = {
      NODE_ENV: 'production',
      APP_AES_KEY: 'Q7rT2mX9vB4nK8pL',
      SESSION_SECRET: 's'.repeat(40),
      MEDIA_SIGNING_SECRET: 'm'.repeat(40),
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '知学',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      WECHAT_PROVIDER: 'wechat',
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 'secret',
      WECHAT_REDIRECT_URI: 'https://www.zhixue.example/user/wxlogin',
    };
    expect(loadConfig(strong).isProduction).toBe(true);
    for (const name of Object.keys(DEVELOPMENT_SECRETS)) {
      const { [name as keyof typeof strong]: _dropped, ...rest } = strong;
      expect(() => loadConfig(rest)).toThrowError(ConfigError);
      expect(() => loadConfig(rest)).toThrowError(new RegExp(`${name} still has its development value`));
    }
  });

  it('refuses the development providers in production and needs the real ones configured', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrowError(/ALIYUN_SMS_ACCESS_KEY_ID is required/);
    expect(() => loadConfig({ WECHAT_PROVIDER: 'wechat' })).toThrowError(/WECHAT_APP_SECRET is required/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_AES_KEY: 'Q7rT2mX9vB4nK8pL',
        SESSION_SECRET: 's'.repeat(40),
        MEDIA_SIGNING_SECRET: 'm'.repeat(40),
      }),
    ).toThrowError(
      /SMS_PROVIDER=development is not allowed[\s\S]*WECHAT_PROVIDER=development is not allowed/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
