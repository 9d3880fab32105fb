import { useSyncExternalStore } from 'react';
import {
  LOGIN_PARAMS_KEY,
  type LoginParams,
  readLoginParams,
  removeLoginParams,
  writeLoginParams,
} from './login-params';

/**
 * The session store: who is logged in, for display. One module-level value with subscribers, so the
 * API client (outside React) and components read the same thing.
 */
let current: LoginParams | null = readLoginParams();
/** The session was ended by a login on another device (A0312), until the next login. */
let endedElsewhere = false;
/** Pages that say 已在其他设备登录 themselves (the player), instead of the site's dialog. */
let elsewhereSayers = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): LoginParams | null {
  return current;
}

export function setSession(params: LoginParams & { token?: unknown }): void {
  current = writeLoginParams(params);
  endedElsewhere = false;
  emit();
}

/**
 * Forgets the user locally (after logout or when the server says the session is gone); `elsewhere`
 * when a login on another device ended it.
 */
export function clearSession({ elsewhere = false }: { elsewhere?: boolean } = {}): void {
  removeLoginParams();
  if (current === null) return;
  current = null;
  endedElsewhere = elsewhere;
  emit();
}

export function sessionEndedElsewhere(): boolean {
  return endedElsewhere;
}

/** Whether a page open now says 已在其他设备登录 itself, so the site's 登录失效 dialog need not. */
export function pageSaysEndedElsewhere(): boolean {
  return elsewhereSayers > 0;
}

/** A page (the player) says 已在其他设备登录 itself while mounted: the returned function stops it. */
export function sayEndedElsewhereHere(): () => void {
  elsewhereSayers += 1;
  return () => {
    elsewhereSayers -= 1;
  };
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab logged in or out: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LOGIN_PARAMS_KEY && event.key !== null) return;
    current = readLoginParams();
    emit();
  });
}

export function useSession(): LoginParams | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** Member status comes from loginParams.vipFront.vip (spec section 6). */
export function isVip(session: LoginParams | null): boolean {
  return session?.vipFront.vip === 1;
}
