import type { Cache } from '../cache/index.js';
import type { Config } from '../config/index.js';
import { createDevelopmentWeChat } from './development-wechat.js';
import type { WeChatLogin } from './wechat-login.js';
import { createWeChatOpenPlatform } from './wechat-open-platform.js';

export { createDevelopmentWeChat } from './development-wechat.js';
export { registerDevelopmentWeChatPage } from './development-wechat-page.js';
export {
  DEFAULT_WECHAT_AVATAR,
  WeChatAuthError,
  type WeChatIdentity,
  type WeChatLogin,
} from './wechat-login.js';
export { createWeChatOpenPlatform } from './wechat-open-platform.js';

export function createWeChatLogin(config: Config, cache: Cache): WeChatLogin {
  if (config.WECHAT_PROVIDER === 'development') return createDevelopmentWeChat(cache);

  const { WECHAT_APP_ID: appId, WECHAT_APP_SECRET: appSecret, WECHAT_REDIRECT_URI: redirectUri } = config;
  // loadConfig already demands these for WECHAT_PROVIDER=wechat; this narrows the types.
  if (!appId || !appSecret || !redirectUri) {
    throw new Error('WECHAT_PROVIDER=wechat needs WECHAT_APP_ID, WECHAT_APP_SECRET and WECHAT_REDIRECT_URI');
  }
  return createWeChatOpenPlatform({
    appId,
    appSecret,
    redirectUri,
    openBase: config.WECHAT_OPEN_BASE,
    apiBase: config.WECHAT_API_BASE,
  });
}
