import { KEPT_STATE_LIFETIME_MS, keptStorage } from '../kept-state';

/**
 * The logged-in user as the client knows it: spec section 3 "loginParams". The token itself lives
 * in an HttpOnly cookie set by the server, so the stored copy never holds it; these fields only
 * drive what the page shows (name, avatar, member badge, enterprise name).
 */
export interface LoginParams {
  id: number;
  nickname: string;
  avatar: string | null;
  /** Enterprise name and id: set for enterprise learners only. */
  entName: string | null;
  entId: number | null;
  /** Enterprise logo, shown in the enterprise header. */
  logo: string | null;
  vipFront: { vip: 0 | 1 };
  /** New-user / returning-user gift state: type 1 new user, 2 returning user; status 0 not yet shown. */
  acquisitionUserFrontDTO: { id: number; status: number; type: 1 | 2 } | null;
}

export const LOGIN_PARAMS_KEY = 'zx-login-params';

interface StoredLoginParams {
  params: LoginParams;
  expiresAt: number;
}

/** Reads the stored login params; expired or malformed entries count as logged out. */
export function readLoginParams(now = Date.now()): LoginParams | null {
  const raw = keptStorage()?.getItem(LOGIN_PARAMS_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredLoginParams>;
    if (!stored.params || typeof stored.params.id !== 'number') return null;
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) return null;
    return stored.params;
  } catch {
    return null;
  }
}

/** Stores login params; a `token` field, if the caller passes the raw login answer, is dropped. */
export function writeLoginParams(params: LoginParams & { token?: unknown }, now = Date.now()): LoginParams {
  const { token: _token, ...rest } = params;
  const stored: StoredLoginParams = { params: rest, expiresAt: now + KEPT_STATE_LIFETIME_MS };
  try {
    keptStorage()?.setItem(LOGIN_PARAMS_KEY, JSON.stringify(stored));
  } catch {
    // Quota or privacy mode: the session still works for this page through the cookie.
  }
  return rest;
}

export function removeLoginParams(): void {
  try {
    keptStorage()?.removeItem(LOGIN_PARAMS_KEY);
  } catch {
    // nothing stored
  }
}
