import { NICKNAME_MAX } from '@zhixue/contract';
import { z } from 'zod';
import { fetchJson, HttpClientError, joinUrl } from '../http-client.js';
import {
  DEFAULT_WECHAT_AVATAR,
  WeChatAuthError,
  type WeChatIdentity,
  type WeChatLogin,
} from './wechat-login.js';

export interface WeChatOpenPlatformOptions {
  appId: string;
  appSecret: string;
  /** The site's /user/wxlogin address, as registered for the website app. */
  redirectUri: string;
  /** e.g. https://open.weixin.qq.com */
  openBase: string;
  /** e.g. https://api.weixin.qq.com */
  apiBase: string;
  fetch?: typeof fetch;
  /** Each of the two calls gets this long; the user is waiting on the redirect page. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_NICKNAME = '微信用户';
// A learner cannot change what WeChat answers, so its nickname is cleaned rather than refused: control
// characters and lone surrogates (which PostgreSQL refuses or rewrites) go, and it is cut to the
// length a nickname edited on the site may have.
const UNSTORABLE_IN_NICKNAME = /\p{Cc}|\p{Cs}/gu;

function cleanNickname(raw: string | undefined): string {
  const name = [...(raw ?? '').replace(UNSTORABLE_IN_NICKNAME, '').trim()]
    .slice(0, NICKNAME_MAX)
    .join('')
    .trim();
  return name || DEFAULT_NICKNAME;
}

// WeChat answers failures with HTTP 200 and this body, e.g. 40029 invalid code, 40163 code been used.
const WeChatError = z.object({ errcode: z.number().refine((code) => code !== 0), errmsg: z.string() });

const AccessToken = z.object({
  access_token: z.string().min(1),
  expires_in: z.number(),
  refresh_token: z.string(),
  openid: z.string().min(1),
  scope: z.string(),
  // Present only when the website app is bound to an Open Platform account.
  unionid: z.string().min(1).optional(),
});

const UserInfo = z.object({
  openid: z.string().min(1),
  nickname: z.string().optional(),
  // An empty string for users without an avatar.
  headimgurl: z.string().optional(),
  unionid: z.string().min(1).optional(),
});

/** WeChat Open Platform website login ("网站应用微信登录"): snsapi_login QR connect. */
export function createWeChatOpenPlatform(options: WeChatOpenPlatformOptions): WeChatLogin {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One API call: transport failures, WeChat errors and unexpected shapes all become WeChatAuthError. */
  async function call<T>(step: string, path: string, params: Record<string, string>, schema: z.ZodType<T>) {
    const url = `${joinUrl(options.apiBase, path)}?${new URLSearchParams(params)}`;
    let body: unknown;
    try {
      ({ body } = await fetchJson(url, { timeoutMs, fetch: options.fetch }));
    } catch (error) {
      if (error instanceof HttpClientError) {
        throw new WeChatAuthError(`wechat ${step} failed: ${error.message}`, { cause: error });
      }
      throw error;
    }
    const refused = WeChatError.safeParse(body);
    if (refused.success) {
      const { errcode, errmsg } = refused.data;
      throw new WeChatAuthError(`wechat ${step} refused: ${errcode} ${errmsg}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new WeChatAuthError(`wechat ${step} answered an unexpected body`);
    return parsed.data;
  }

  return {
    kind: 'wechat',
    qrConnectUrl(state) {
      // WeChat documents this parameter order; redirect_uri must be URL-encoded.
      const query = [
        `appid=${encodeURIComponent(options.appId)}`,
        `redirect_uri=${encodeURIComponent(options.redirectUri)}`,
        'response_type=code',
        'scope=snsapi_login',
        `state=${encodeURIComponent(state)}`,
      ].join('&');
      return `${joinUrl(options.openBase, '/connect/qrconnect')}?${query}#wechat_redirect`;
    },

    async exchangeCode(code): Promise<WeChatIdentity> {
      const token = await call(
        'access_token',
        '/sns/oauth2/access_token',
        { appid: options.appId, secret: options.appSecret, code, grant_type: 'authorization_code' },
        AccessToken,
      );
      const user = await call(
        'userinfo',
        '/sns/userinfo',
        { access_token: token.access_token, openid: token.openid, lang: 'zh_CN' },
        UserInfo,
      );
      if (user.openid !== token.openid) throw new WeChatAuthError('wechat userinfo answered another openid');
      return {
        openid: token.openid,
        unionid: user.unionid ?? token.unionid ?? null,
        nickname: cleanNickname(user.nickname),
        avatar: user.headimgurl || DEFAULT_WECHAT_AVATAR,
      };
    },
  };
}
