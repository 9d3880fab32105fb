import { useSyncExternalStore } from 'react';

/**
 * Login modal panes by numeric mode (spec section 2): 0 SMS code, 2 account and password,
 * 4 find password, 5 bind phone, 6 WeChat QR.
 */
export type LoginModalMode = 0 | 2 | 4 | 5 | 6;

export interface LoginModalState {
  open: boolean;
  mode: LoginModalMode;
}

let state: LoginModalState = { open: false, mode: 0 };
const listeners = new Set<() => void>();

function set(next: LoginModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Asks for the login modal. Anything may call it (header button, API client on A0313, a buy
 * button); the app's LoginModalHost listens and shows the auth feature's modal.
 */
export function openLoginModal(mode: LoginModalMode = 0): void {
  set({ open: true, mode });
}

export function closeLoginModal(): void {
  if (state.open) set({ ...state, open: false });
}

export function getLoginModalState(): LoginModalState {
  return state;
}

export function subscribeLoginModal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginModal(): LoginModalState {
  return useSyncExternalStore(subscribeLoginModal, getLoginModalState, getLoginModalState);
}
