import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test double of api.weixin.qq.com's website-login endpoints for the adapter's tests. */

export interface FakeWeChatUser {
  openid: string;
  unionid: string;
  nickname: string;
  headimgurl: string;
}

export type FakeWeChatBehaviour = 'normal' | 'slow' | 'malformed' | 'wrong-shape';

export async function startFakeWeChat(app: { appId: string; appSecret: string }) {
  const codes = new Map<string, { user: FakeWeChatUser; used: boolean }>();
  const tokens = new Map<string, FakeWeChatUser>();
  const state = { behaviour: 'normal' as FakeWeChatBehaviour };

  // WeChat answers everything, errors included, with HTTP 200 and a JSON body.
  const answer = (res: ServerResponse, body: object) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, errcode: number, errmsg: string) =>
    answer(res, { errcode, errmsg: `${errmsg} rid: ${randomUUID().slice(0, 18)}` });

  const server = createServer((req, res) => {
    if (state.behaviour === 'slow') return void setTimeout(() => fail(res, -1, 'system error'), 2_000);
    if (state.behaviour === 'malformed') return void res.end('{"access_token":"ACCESS');
    if (state.behaviour === 'wrong-shape') return answer(res, { access_token: 42, openid: null });
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = Object.fromEntries(url.searchParams);

    if (url.pathname === '/sns/oauth2/access_token') {
      if (q.appid !== app.appId) return fail(res, 40013, 'invalid appid');
      if (q.secret !== app.appSecret) return fail(res, 40125, 'invalid appsecret');
      if (q.grant_type !== 'authorization_code') return fail(res, 40002, 'invalid grant_type');
      const issued = codes.get(q.code ?? '');
      if (!issued) return fail(res, 40029, 'invalid code');
      if (issued.used) return fail(res, 40163, 'code been used');
      issued.used = true;
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, issued.user);
      return answer(res, {
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: randomBytes(24).toString('base64url'),
        openid: issued.user.openid,
        scope: 'snsapi_login',
        unionid: issued.user.unionid,
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const user = tokens.get(q.access_token ?? '');
      if (!user) return fail(res, 40001, 'invalid credential, access_token is invalid or not latest');
      if (q.openid !== user.openid) return fail(res, 40003, 'invalid openid');
      return answer(res, {
        openid: user.openid,
        nickname: user.nickname,
        sex: 0,
        language: '',
        city: '',
        province: '',
        country: '',
        headimgurl: user.headimgurl,
        privilege: [],
        unionid: user.unionid,
      });
    }
    res.writeHead(404).end();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    state,
    /** The user scans and agrees: WeChat would now redirect the browser with this code. */
    scan(user: FakeWeChatUser): string {
      const code = randomBytes(16).toString('hex');
      codes.set(code, { user, used: false });
      return code;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
