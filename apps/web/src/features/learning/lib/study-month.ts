import { chinaParts } from '@/lib/date-format';

/** Months of the check-in calendar, 'YYYY-MM' in China time, as `learn/user/data` takes them. */

const two = (n: number) => String(n).padStart(2, '0');

/** Today in China time, 'YYYY-MM-DD' (its first seven characters are the current month). */
export function chinaToday(now = Date.now()): string {
  const { year, month, day } = chinaParts(now);
  return `${year}-${two(month)}-${two(day)}`;
}

/** `month` moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + delta;
  return `${Math.floor(index / 12)}-${two((index % 12) + 1)}`;
}

/** '2026年11月' */
export function monthTitle(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${year}年${number}月`;
}
