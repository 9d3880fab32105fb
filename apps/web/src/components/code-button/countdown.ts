/**
 * The get-code button's states (spec section 4): 0 shows 获取验证码; 1 counts down from 60 s showing
 * {n}s后重新获取; 2 shows 重新获取验证码 and may be clicked again. The countdown runs from a deadline
 * rather than by counting ticks, so a throttled background tab still ends it on time.
 */
export const RESEND_SECONDS = 60;

export type CodeButtonState = { phase: 0 } | { phase: 1; endsAt: number } | { phase: 2 };

export const initialCodeButton: CodeButtonState = { phase: 0 };

/** A code was sent at `now`. */
export function startCountdown(now: number): CodeButtonState {
  return { phase: 1, endsAt: now + RESEND_SECONDS * 1000 };
}

export function secondsUntilResend(state: CodeButtonState, now: number): number {
  if (state.phase !== 1) return 0;
  return Math.max(0, Math.ceil((state.endsAt - now) / 1000));
}

/** Moves a finished countdown to state 2; anything else is unchanged (same object). */
export function tick(state: CodeButtonState, now: number): CodeButtonState {
  return state.phase === 1 && secondsUntilResend(state, now) === 0 ? { phase: 2 } : state;
}

export function codeButtonLabel(state: CodeButtonState, now: number): string {
  switch (state.phase) {
    case 0:
      return '获取验证码';
    case 1:
      return `${secondsUntilResend(state, now)}s后重新获取`;
    case 2:
      return '重新获取验证码';
  }
}

/** Clickable once the slide check passed, while no request is running and no countdown is. */
export function canRequestCode(state: CodeButtonState, options: { verified: boolean; sending: boolean }) {
  return options.verified && !options.sending && state.phase !== 1;
}
