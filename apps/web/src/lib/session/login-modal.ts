import { useSyncExternalStore } from 'react';

/**
 * Login modal panes by numeric mode (spec section 2): 0 SMS code, 2 account and password,
 * 4 find password, 5 bind phone (after a WeChat scan of an account without a phone), 6 WeChat QR.
 * 7 is the WeChat bind pane (a logged-in learner links WeChat from the account page); the spec
 * names the pane but not its number.
 */
export type LoginModalMode = 0 | 2 | 4 | 5 | 6 | 7;

export interface LoginModalOptions {
  /** Pane 5: the ticket `user/login/wx` answered for a WeChat account without a phone. */
  bindTicket?: string;
  /** Enterprise login: a code is only sent to phones of enterprise learners (`user/ent/check`). */
  enterprise?: boolean;
}

export interface LoginModalState extends LoginModalOptions {
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
export function openLoginModal(mode: LoginModalMode = 0, options: LoginModalOptions = {}): void {
  set({ open: true, mode, ...options });
}

/** Switches the pane of the open modal, keeping its options (ticket, enterprise). */
export function setLoginModalMode(mode: LoginModalMode): void {
  if (state.mode !== mode) set({ ...state, mode });
}

/** Closes the modal; the next plain `openLoginModal()` starts again on the code pane. */
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
