/**
 * Activity countdown (spec section 4): hours, minutes and seconds to an end time, stopping at zero.
 * End times are 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8) whatever the browser's zone.
 */

export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
  /** Zero reached (or the end time is not readable). */
  done: boolean;
}

const CHINA_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Milliseconds since the epoch of a China-time 'YYYY-MM-DD HH:mm:ss'; null when unreadable. */
export function parseChinaTime(text: string): number | null {
  const match = CHINA_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`);
  return Number.isNaN(ms) ? null : ms;
}

/** What is left from `now` to `end` (ms), in whole seconds rounded down; all zero once passed. */
export function countdownParts(end: number | null, now: number): CountdownParts {
  if (end === null) return { hours: 0, minutes: 0, seconds: 0, done: true };
  const left = Math.max(0, Math.floor((end - now) / 1000));
  return {
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

/** `{h}小时 {m}分钟 {s}秒 后结束`. */
export function formatCountdown(parts: CountdownParts): string {
  return `${parts.hours}小时 ${parts.minutes}分钟 ${parts.seconds}秒 后结束`;
}
