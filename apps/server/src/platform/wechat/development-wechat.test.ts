import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../cache/index.js';
import { createDevelopmentWeChat, issueDevCode } from './development-wechat.js';
import { registerDevelopmentWeChatPage } from './development-wechat-page.js';
import { WeChatAuthError } from './wechat-login.js';

const cache = createMemoryCache();
afterAll(() => cache.close());

describe('development WeChat login', () => {
  const wechat = createDevelopmentWeChat(cache);

  it('points the QR connect address at the local page', () => {
    expect(wechat.kind).toBe('development');
    expect(wechat.qrConnectUrl('abc-123')).toBe('/dev/wechat/qrconnect?state=abc-123');
  });

  it('answers a stable identity per nickname, once per code', async () => {
    const code = issueDevCode('微信用户·小知');
    const identity = await wechat.exchangeCode(code);
    expect(identity).toEqual({
      openid: expect.stringMatching(/^dev-openid-[0-9a-f]{24}$/),
      unionid: expect.stringMatching(/^dev-unionid-[0-9a-f]{24}$/),
      nickname: '微信用户·小知',
      avatar: '/demo/users/default.svg',
    });
    await expect(wechat.exchangeCode(code)).rejects.toThrow(
      new WeChatAuthError('development wechat: 40163 code been used'),
    );

    // A new scan by the same demo user is a new code but the same WeChat user.
    expect(await wechat.exchangeCode(issueDevCode('微信用户·小知'))).toEqual(identity);
    expect((await wechat.exchangeCode(issueDevCode('微信用户·小学'))).openid).not.toBe(identity.openid);
  });

  it('rejects codes it did not issue', async () => {
    const valid = issueDevCode('小知');
    const nonce = valid.split('.')[1];
    const foreign = [
      '0617fc1a2b3c4d5e6f7a8b9c0d1e2f3a', // a real WeChat code
      valid.replace('dev_', 'dev-'),
      valid.slice(0, -1),
      `dev_${Buffer.from('a'.repeat(33)).toString('base64url')}.${nonce}`, // name too long
      `dev_${Buffer.from([0xff, 0xfe]).toString('base64url')}.${nonce}`, // not UTF-8
      `dev_${Buffer.from(' 小知').toString('base64url')}.${nonce}`, // not normalized
      '',
    ];
    for (const code of foreign) {
      await expect(wechat.exchangeCode(code), code).rejects.toBeInstanceOf(WeChatAuthError);
    }
  });
});

describe('development WeChat scan page', () => {
  const app = Fastify();
  registerDevelopmentWeChatPage(app);
  afterAll(() => app.close());

  it('serves the simulated scan page carrying the state', async () => {
    const response = await app.inject({ url: '/dev/wechat/qrconnect?state=Ab-9_x.~' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>微信扫码登录（开发环境模拟）</title>');
    expect(response.body).toContain('微信用户·小知');
    expect(response.body).toContain('确认登录');
    expect(response.body).toContain('<input type="hidden" name="state" value="Ab-9_x.~">');
  });

  it.each([
    '/dev/wechat/qrconnect',
    `/dev/wechat/qrconnect?state=${encodeURIComponent('"><script>alert(1)</script>')}`,
    `/dev/wechat/qrconnect?state=${'a'.repeat(129)}`,
    `/dev/wechat/confirm?state=${encodeURIComponent('<b>')}&name=x`,
  ])('rejects a missing or hostile state: %s', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('state');
  });

  it('redirects a confirmed scan to /user/wxlogin with a code the adapter accepts', async () => {
    const response = await app.inject({
      url: `/dev/wechat/confirm?state=s1&name=${encodeURIComponent('微信用户·小学')}&custom=`,
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/user/wxlogin');
    expect(location.searchParams.get('state')).toBe('s1');
    const identity = await createDevelopmentWeChat(cache).exchangeCode(
      location.searchParams.get('code') ?? '',
    );
    expect(identity.nickname).toBe('微信用户·小学');
  });

  it('prefers a typed nickname and refuses one that is too long', async () => {
    const typed = await app.inject({
      url: `/dev/wechat/confirm?state=s2&name=x&custom=${encodeURIComponent(' 阿Q ')}`,
    });
    const code = new URL(String(typed.headers.location), 'http://localhost').searchParams.get('code') ?? '';
    expect((await createDevelopmentWeChat(cache).exchangeCode(code)).nickname).toBe('阿Q');

    const tooLong = await app.inject({ url: `/dev/wechat/confirm?state=s3&custom=${'<'.repeat(40)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('昵称需为 1–32 个字符');
  });
});
