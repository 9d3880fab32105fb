import { createHash, randomBytes } from 'node:crypto';
import type { Cache } from '../cache/index.js';
import {
  DEFAULT_WECHAT_AVATAR,
  WeChatAuthError,
  type WeChatIdentity,
  type WeChatLogin,
} from './wechat-login.js';

/**
 * Offline stand-in for WeChat website login. The "QR page" is served by this server
 * (development-wechat-page.ts); the code it hands out carries the chosen nickname, so exchanging it
 * needs no shared state except the record that it was used.
 */

export const MAX_DEV_NAME_LENGTH = 32;
const USED_CODE_TTL_SECONDS = 600;
// `dev_<base64url of the UTF-8 name>.<random>`: the random part lets the same demo user log in
// again while every single code stays single use. 32 four-byte characters encode to 171 symbols.
const CODE_PATTERN = /^dev_([A-Za-z0-9_-]{1,171})\.([A-Za-z0-9_-]{16})$/;
// The state is made by the login page's caller; accept URL-safe tokens only, so echoing it is harmless.
const STATE_PATTERN = /^[A-Za-z0-9._~-]{1,128}$/;

export const isValidDevState = (state: string): boolean => STATE_PATTERN.test(state);

/** The trimmed nickname, or null when it is empty, too long or contains control characters. */
export function normalizeDevName(raw: string): string | null {
  const name = raw.trim();
  const length = [...name].length;
  if (length === 0 || length > MAX_DEV_NAME_LENGTH || /\p{Cc}/u.test(name)) return null;
  return name;
}

/** A fresh code for `name` (already normalized), like the one WeChat appends to the redirect. */
export function issueDevCode(name: string): string {
  return `dev_${Buffer.from(name, 'utf8').toString('base64url')}.${randomBytes(12).toString('base64url')}`;
}

function nameFromCode(code: string): string | null {
  const encoded = CODE_PATTERN.exec(code)?.[1];
  if (!encoded) return null;
  const bytes = Buffer.from(encoded, 'base64url');
  // Only the canonical encoding of well-formed UTF-8 counts as a code this adapter issued.
  if (bytes.toString('base64url') !== encoded) return null;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const name = normalizeDevName(decoded);
  return name === decoded ? name : null;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 24);

export function createDevelopmentWeChat(cache: Cache): WeChatLogin {
  return {
    kind: 'development',
    qrConnectUrl: (state) => `/dev/wechat/qrconnect?state=${encodeURIComponent(state)}`,

    async exchangeCode(code): Promise<WeChatIdentity> {
      const name = nameFromCode(code);
      if (name === null) throw new WeChatAuthError('development wechat: 40029 invalid code');
      // incr is atomic (also in Redis), so two racing exchanges of one code cannot both win.
      if ((await cache.incr(`wechat:dev-code:${code}`, USED_CODE_TTL_SECONDS)) > 1) {
        throw new WeChatAuthError('development wechat: 40163 code been used');
      }
      // The same nickname is the same WeChat user every time, so demo accounts are stable.
      return {
        openid: `dev-openid-${digest(name)}`,
        unionid: `dev-unionid-${digest(name)}`,
        nickname: name,
        avatar: DEFAULT_WECHAT_AVATAR,
      };
    },
  };
}
