import { describe, expect, it } from 'vitest';
import {
  canRequestCode,
  codeButtonLabel,
  initialCodeButton,
  RESEND_SECONDS,
  secondsUntilResend,
  startCountdown,
  tick,
} from './countdown';

const T0 = 1_700_000_000_000;

describe('code button countdown', () => {
  it('starts in state 0 with 获取验证码', () => {
    expect(initialCodeButton.phase).toBe(0);
    expect(codeButtonLabel(initialCodeButton, T0)).toBe('获取验证码');
  });

  it('counts down from 60 s after sending', () => {
    expect(RESEND_SECONDS).toBe(60);
    const counting = startCountdown(T0);
    expect(counting.phase).toBe(1);
    expect(codeButtonLabel(counting, T0)).toBe('60s后重新获取');
    expect(codeButtonLabel(counting, T0 + 1)).toBe('60s后重新获取');
    expect(codeButtonLabel(counting, T0 + 1000)).toBe('59s后重新获取');
    expect(codeButtonLabel(counting, T0 + 59_001)).toBe('1s后重新获取');
    expect(tick(counting, T0 + 59_999)).toBe(counting);
  });

  it('moves to state 2 (重新获取验证码) when the time is up, even after a long pause', () => {
    const counting = startCountdown(T0);
    expect(tick(counting, T0 + 60_000)).toEqual({ phase: 2 });
    expect(tick(counting, T0 + 10 * 60_000)).toEqual({ phase: 2 });
    expect(codeButtonLabel({ phase: 2 }, T0)).toBe('重新获取验证码');
    expect(secondsUntilResend({ phase: 2 }, T0)).toBe(0);
  });

  it('leaves states 0 and 2 alone on tick', () => {
    expect(tick(initialCodeButton, T0)).toBe(initialCodeButton);
    const again = { phase: 2 } as const;
    expect(tick(again, T0)).toBe(again);
  });

  it('is clickable only after the slide check, not while sending or counting', () => {
    const sending = { verified: true, sending: true };
    const ready = { verified: true, sending: false };
    expect(canRequestCode(initialCodeButton, { verified: false, sending: false })).toBe(false);
    expect(canRequestCode(initialCodeButton, ready)).toBe(true);
    expect(canRequestCode(initialCodeButton, sending)).toBe(false);
    expect(canRequestCode(startCountdown(T0), ready)).toBe(false);
    expect(canRequestCode({ phase: 2 }, ready)).toBe(true);
    expect(canRequestCode({ phase: 2 }, { verified: false, sending: false })).toBe(false);
  });
});
