import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SECRETS, loadConfig } from './config.js';

/** Live payment settings that pass validation (the keys are only parsed when the providers start). */
const livePayments = {
  PAY_PROVIDER: 'live',
  PAY_SITE_URL: 'https://www.zhixue.example',
  WXPAY_APP_ID: 'wx8888888888888888',
  WXPAY_MCH_ID: '1900000109',
  WXPAY_MCH_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WXPAY_MCH_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nMIIE\\n',
  WXPAY_API_V3_KEY: 'a7Kx2Lq9Vb3Nm8Pz4Rt6Wy1Cd5Fg0Hj2',
  WXPAY_PLATFORM_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nMIIB\n',
  WXPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0114232134912410000000000000',
  ALIPAY_APP_ID: '2021004100000001',
  ALIPAY_APP_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nMIIE\n',
  ALIPAY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nMIIB\n',
  PEIBAN_PAYEE_NAME: '上海知学教育科技有限公司',
  PEIBAN_PAYEE_BANK: '招商银行上海徐汇支行',
  PEIBAN_PAYEE_ACCOUNT: '1219 0000 0000 0001',
};

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
      OPERATOR_SECRET: 'o'.repeat(40),
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '知学',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      WECHAT_PROVIDER: 'wechat',
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 'secret',
      WECHAT_REDIRECT_URI: 'https://www.zhixue.example/user/wxlogin',
      LIVE_PROVIDER: 'aliyun',
      LIVE_AUTH_KEY: 'a'.repeat(24),
      LIVE_NOTIFY_KEY: 'n'.repeat(24),
      LIVE_PUSH_DOMAIN: 'push.zhixue.example',
      LIVE_PULL_DOMAIN: 'play.zhixue.example',
      LIVE_RECORD_OSS_ENDPOINT: 'https://zhixue-live.oss-cn-shanghai.aliyuncs.com',
      LIVE_RECORD_OSS_BUCKET: 'zhixue-live',
      LIVE_RECORD_OSS_ACCESS_KEY_ID: 'id',
      LIVE_RECORD_OSS_ACCESS_KEY_SECRET: 'secret',
      ...livePayments,
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
    expect(() => loadConfig({ LIVE_PROVIDER: 'aliyun' })).toThrowError(/LIVE_PULL_DOMAIN is required/);
    expect(() => loadConfig({ LIVE_PROVIDER: 'aliyun' })).toThrowError(/LIVE_RECORD_OSS_BUCKET is required/);
    expect(() => loadConfig({ LIVE_RECORD_OSS_BUCKET: 'zhixue-live' })).toThrowError(
      /LIVE_RECORD_OSS_ACCESS_KEY_SECRET is required with the other LIVE_RECORD_OSS_ settings/,
    );
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

  it('refuses the payment sandbox and the demo payee in production; live payments need their keys', () => {
    expect(() => loadConfig({ PAY_PROVIDER: 'live' })).toThrowError(/WXPAY_MCH_PRIVATE_KEY is required/);
    expect(() => loadConfig({ ...livePayments, WXPAY_API_V3_KEY: 'short' })).toThrowError(/exactly 32 bytes/);
    expect(() => loadConfig({ ...livePayments, ALIPAY_PUBLIC_KEY: 'not a key' })).toThrowError(/PEM key/);
    // A PEM key may arrive on one line with \n for its line breaks.
    expect(loadConfig(livePayments).WXPAY_MCH_PRIVATE_KEY).toBe('-----BEGIN PRIVATE KEY-----\nMIIE\n');
    const production = {
      NODE_ENV: 'production',
      APP_AES_KEY: 'Q7rT2mX9vB4nK8pL',
      SESSION_SECRET: 's'.repeat(40),
      MEDIA_SIGNING_SECRET: 'm'.repeat(40),
    };
    expect(() => loadConfig(production)).toThrowError(
      /PAY_PROVIDER=sandbox is not allowed[\s\S]*PEIBAN_PAYEE_NAME still names the demo payee/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
