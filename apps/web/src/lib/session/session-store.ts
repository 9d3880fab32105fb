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
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): LoginParams | null {
  return current;
}

export function setSession(params: LoginParams & { token?: unknown }): void {
  current = writeLoginParams(params);
  emit();
}

/** Forgets the user locally (after logout or when the server says the session is gone). */
export function clearSession(): void {
  removeLoginParams();
  if (current === null) return;
  current = null;
  emit();
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
