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
  const decimals = String(rest).padStart(2, '0').replace(/0$/, '');
  return `${sign}¥${yuan}.${decimals}`;
}

/** Learner and view counts: below 10 000 as is, then in 万 with one decimal (12 345 → 1.2万). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  if (n < 10_000) return String(Math.floor(n));
  const wan = Math.floor(n / 1_000) / 10;
  return `${Number.isInteger(wan) ? wan.toFixed(0) : wan.toFixed(1)}万`;
}

/** Cuts text to `max` characters with an ellipsis (the spec truncates at 100 and 167). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/**
 * `YYYY-MM-DD` (optionally followed by a time) as 「M月D日」; null for anything else. Plain string
 * work rather than dayjs, which the home page does not otherwise load.
 */
export function formatMonthDay(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]|$)/.exec(date);
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${month}月${day}日`;
}
