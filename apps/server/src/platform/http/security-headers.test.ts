import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { pageDirectives } from './security-headers.js';

const production = {
  STORAGE_PROVIDER: 's3',
  S3_BUCKET: 'zhixue',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  // A MinIO beside the server: plain HTTP, which `https:` does not cover.
  S3_PUBLIC_BASE_URL: 'http://10.0.0.5:9000/zhixue/uploads',
  LIVE_PROVIDER: 'aliyun',
  LIVE_PUSH_DOMAIN: 'push.zhixue.example',
  LIVE_PULL_DOMAIN: 'play.zhixue.example',
  LIVE_RECORD_OSS_ENDPOINT: 'https://zhixue-live.oss-cn-shanghai.aliyuncs.com',
  LIVE_RECORD_OSS_BUCKET: 'zhixue-live',
  LIVE_RECORD_OSS_ACCESS_KEY_ID: 'key',
  LIVE_RECORD_OSS_ACCESS_KEY_SECRET: 'secret',
  WECHAT_PROVIDER: 'wechat',
  WECHAT_APP_ID: 'wx0123456789',
  WECHAT_APP_SECRET: 'secret',
  WECHAT_REDIRECT_URI: 'https://www.zhixue.example/user/wxlogin',
};

describe('the page policy follows the configured providers', () => {
  it('development: everything comes from this server', () => {
    const site = pageDirectives(loadConfig({}), 'site');
    expect(site['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(site['connect-src']).toEqual(["'self'"]);
    expect(site['media-src']).toEqual(["'self'", 'blob:']);
    // The development WeChat stand-in is one of our own pages.
    expect(site['frame-src']).toEqual(["'self'"]);
  });

  it('pictures from the bucket, streams from the live service, the QR frame from WeChat', () => {
    const config = loadConfig(production);
    const site = pageDirectives(config, 'site');
    expect(site['img-src']).toContain('http://10.0.0.5:9000');
    expect(site['connect-src']).toEqual(["'self'", 'https://play.zhixue.example']);
    expect(site['media-src']).toEqual(["'self'", 'blob:', 'https://play.zhixue.example']);
    expect(site['frame-src']).toEqual(["'self'", 'https://open.weixin.qq.com']);
    expect(site['frame-ancestors']).toEqual(["'self'"]);

    // The console frames nothing, WeChat included, and is framed by nobody.
    const consolePolicy = pageDirectives(config, 'console');
    expect(consolePolicy['frame-src']).toEqual(["'none'"]);
    expect(consolePolicy['frame-ancestors']).toEqual(["'none'"]);
    expect(consolePolicy['img-src']).toContain('http://10.0.0.5:9000');
  });
});
