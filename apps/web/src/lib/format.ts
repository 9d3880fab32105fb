/**
 * Display formatters. Money is integer cents (fen) everywhere; only these functions divide by 100.
 */

/** ¥ and yuan without trailing zeros: 19900 → ¥199, 19950 → ¥199.5, 19999 → ¥199.99. */
export function formatPrice(cents: number): string {
  if (!Number.isFinite(cents)) return '¥0';
  const fen = Math.round(cents);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const rest = abs % 100;
  if (rest === 0) return `${sign}¥${yuan}`;
  const decimals = twoDigits(rest).replace(/0$/, '');
  return `${sign}¥${yuan}.${decimals}`;
}

/** Learner and view counts: below 10 000 as is, then in 万 with one decimal (12 345 → 1.2万). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  if (n < 10_000) return String(Math.floor(n));
  const wan = Math.floor(n / 1_000) / 10;
  return `${Number.isInteger(wan) ? wan.toFixed(0) : wan.toFixed(1)}万`;
}

/** Two digits, zero-padded: 1 → 01 (clock times, numbered cards). */
export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** The spec's two truncation lengths (section 9): short blurbs, and longer intros such as a course's. */
export const SHORT_TEXT_LIMIT = 100;
export const LONG_TEXT_LIMIT = 167;

/** Cuts text to `max` characters (not UTF-16 units) with an ellipsis; shorter text is kept whole. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** 1小时5分钟 / 45分钟 / 不足1分钟 from seconds. */
export function formatDurationInWords(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return '不足1分钟';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}
