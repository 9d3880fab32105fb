import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown, parseChinaTime } from './countdown';

describe('parseChinaTime', () => {
  it('reads the time as UTC+8 whatever the local zone', () => {
    expect(parseChinaTime('2027-01-01 00:00:00')).toBe(Date.UTC(2026, 11, 31, 16, 0, 0));
    expect(parseChinaTime('2026-11-21 08:30:05')).toBe(Date.UTC(2026, 10, 21, 0, 30, 5));
  });
  it('refuses anything else', () => {
    expect(parseChinaTime('')).toBeNull();
    expect(parseChinaTime('tomorrow')).toBeNull();
    expect(parseChinaTime('2026-13-45 99:00:00')).toBeNull();
  });
});

describe('countdownParts', () => {
  const end = Date.UTC(2026, 0, 2, 0, 0, 0);
  it('splits what is left into hours, minutes and seconds (hours past a day)', () => {
    const now = end - (27 * 3600 + 4 * 60 + 5) * 1000 - 300;
    expect(countdownParts(end, now)).toEqual({ hours: 27, minutes: 4, seconds: 5, done: false });
  });
  it('stops at zero', () => {
    expect(countdownParts(end, end)).toEqual({ hours: 0, minutes: 0, seconds: 0, done: true });
    expect(countdownParts(end, end + 5000)).toEqual({ hours: 0, minutes: 0, seconds: 0, done: true });
    expect(countdownParts(null, 0).done).toBe(true);
  });
  it('formats as the spec words it', () => {
    expect(formatCountdown({ hours: 1, minutes: 2, seconds: 3, done: false })).toBe('1小时 2分钟 3秒 后结束');
  });
});
