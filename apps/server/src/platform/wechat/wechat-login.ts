/** Who scanned: WeChat's identity of the user for this site's app. */
export interface WeChatIdentity {
  openid: string;
  unionid: string | null;
  nickname: string;
  avatar: string;
}

/**
 * WeChat website login (OAuth2 "QR connect"): the browser opens `qrConnectUrl`, the user scans,
 * WeChat redirects to /user/wxlogin with `code` and our `state`, and the server exchanges the code.
 */
export interface WeChatLogin {
  readonly kind: 'development' | 'wechat';
  qrConnectUrl(state: string): string;
  /** Throws WeChatAuthError for a code that is unknown, used or expired. */
  exchangeCode(code: string): Promise<WeChatIdentity>;
}

export class WeChatAuthError extends Error {}

/** The avatar for a WeChat user who has none (WeChat answers an empty headimgurl). */
export const DEFAULT_WECHAT_AVATAR = '/demo/users/default.svg';
