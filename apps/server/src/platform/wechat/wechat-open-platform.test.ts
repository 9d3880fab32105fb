import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WeChatAuthError } from './wechat-login.js';
import { createWeChatOpenPlatform, type WeChatOpenPlatformOptions } from './wechat-open-platform.js';
import { type FakeWeChatUser, startFakeWeChat } from './wechat-open-platform-fake.js';

const app = { appId: 'wx5f3c2a1b0d9e8f7a', appSecret: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
const redirectUri = 'https://www.zhixue.example/user/wxlogin?from=qr&lang=zh';

const xiaoming: FakeWeChatUser = {
  openid: 'oRrdQt0Xz1xTmJp5c9Kxq1Fh8a2s',
  unionid: 'o6_bmasdasdsad6_2sgVt7hMZOPfL',
  nickname: '小明😀',
  headimgurl: 'https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132',
};

describe('WeChat Open Platform login against a fake WeChat API', () => {
  let fake: Awaited<ReturnType<typeof startFakeWeChat>>;
  beforeAll(async () => {
    fake = await startFakeWeChat(app);
  });
  afterEach(() => {
    fake.state.behaviour = 'normal';
  });
  afterAll(() => fake.close());

  const login = (overrides: Partial<WeChatOpenPlatformOptions> = {}) =>
    createWeChatOpenPlatform({
      ...app,
      redirectUri,
      openBase: 'https://open.weixin.qq.com',
      apiBase: fake.apiBase,
      ...overrides,
    });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('expected a WeChatAuthError'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(WeChatAuthError);
        return (error as Error).message;
      },
    );

  it('builds the documented QR connect address', () => {
    const address = login().qrConnectUrl('s7Kx-9_q.~');
    const url = new URL(address);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(url.hash).toBe('#wechat_redirect');
    expect([...url.searchParams.keys()]).toEqual([
      'appid',
      'redirect_uri',
      'response_type',
      'scope',
      'state',
    ]);
    expect(url.searchParams.get('appid')).toBe(app.appId);
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('state')).toBe('s7Kx-9_q.~');
    // The redirect address travels encoded, so its own query does not leak into ours.
    expect(address).toContain(`redirect_uri=${encodeURIComponent(redirectUri)}&`);
  });

  it('exchanges a scanned code for the user identity', async () => {
    const identity = await login().exchangeCode(fake.scan(xiaoming));
    expect(identity).toEqual({
      openid: xiaoming.openid,
      unionid: xiaoming.unionid,
      nickname: '小明😀',
      avatar: xiaoming.headimgurl,
    });
  });

  it('falls back to a default nickname and avatar', async () => {
    const identity = await login().exchangeCode(fake.scan({ ...xiaoming, nickname: ' ', headimgurl: '' }));
    expect(identity.nickname).toBe('微信用户');
    expect(identity.avatar).toBe('/demo/users/default.svg');
  });

  it('cleans a nickname the site could not store and cuts it to the length of one edited on the site', async () => {
    const hostile = `\u0000小\u0007明\u0085${'\uD800'}`;
    expect((await login().exchangeCode(fake.scan({ ...xiaoming, nickname: hostile }))).nickname).toBe('小明');
    const long = '长'.repeat(30);
    expect((await login().exchangeCode(fake.scan({ ...xiaoming, nickname: long }))).nickname).toBe(
      '长'.repeat(20),
    );
    const onlyControls = '\u0001\u0002';
    expect((await login().exchangeCode(fake.scan({ ...xiaoming, nickname: onlyControls }))).nickname).toBe(
      '微信用户',
    );
  });

  it('refuses a code that was already used', async () => {
    const code = fake.scan(xiaoming);
    await login().exchangeCode(code);
    expect(await failure(login().exchangeCode(code))).toMatch(/access_token refused: 40163 code been used/);
  });

  it('refuses an unknown code', async () => {
    expect(await failure(login().exchangeCode('not-a-code'))).toMatch(/40029 invalid code/);
  });

  it('reports a wrong app secret without echoing it', async () => {
    const message = await failure(login({ appSecret: 'wrong-secret' }).exchangeCode(fake.scan(xiaoming)));
    expect(message).toMatch(/40125 invalid appsecret/);
    expect(message).not.toContain('wrong-secret');
  });

  it('turns a malformed answer into WeChatAuthError', async () => {
    fake.state.behaviour = 'malformed';
    expect(await failure(login().exchangeCode(fake.scan(xiaoming)))).toMatch(
      /^wechat access_token failed: GET http:\/\/127\.0\.0\.1:\d+\/sns\/oauth2\/access_token answered HTTP 200 with a body that is not JSON/,
    );
  });

  it('turns an answer of the wrong shape into WeChatAuthError', async () => {
    fake.state.behaviour = 'wrong-shape';
    expect(await failure(login().exchangeCode(fake.scan(xiaoming)))).toBe(
      'wechat access_token answered an unexpected body',
    );
  });

  it('gives up after the timeout', async () => {
    fake.state.behaviour = 'slow';
    const started = Date.now();
    const message = await failure(login({ timeoutMs: 100 }).exchangeCode(fake.scan(xiaoming)));
    expect(message).toMatch(/access_token failed: .* did not answer within 100 ms/);
    expect(message).not.toContain(app.appSecret);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('turns an unreachable API into WeChatAuthError', async () => {
    const message = await failure(login({ apiBase: 'http://127.0.0.1:1' }).exchangeCode('any'));
    expect(message).toMatch(/could not be reached/);
  });
});
