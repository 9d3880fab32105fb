/**
 * Dates as the site shows them: in China time (UTC+8 all year, no daylight saving), whatever the
 * browser's zone, as the server writes them. Plain Date arithmetic, so pages need no date library.
 */
import { twoDigits } from './format';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface ChinaParts {
  year: number;
  month: number;
  day: number;
  /** 'HH:mm' */
  time: string;
}

/** The China-time calendar day and clock of an instant in milliseconds. */
export function chinaParts(ms: number): ChinaParts {
  const china = new Date(ms + CHINA_OFFSET_MS);
  return {
    year: china.getUTCFullYear(),
    month: china.getUTCMonth() + 1,
    day: china.getUTCDate(),
    time: `${twoDigits(china.getUTCHours())}:${twoDigits(china.getUTCMinutes())}`,
  };
}

/** An ISO instant as the China-time day 'YYYY-MM-DD' (a membership's expiry, a submission); null when it is not a date. */
export function formatDate(iso: string): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const { year, month, day } = chinaParts(ms);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** An ISO instant as the China-time 'YYYY-MM-DD HH:mm' (when a device signed in); null when it is not a date. */
export function formatDateTime(iso: string): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const { year, month, day, time } = chinaParts(ms);
  return `${year}-${twoDigits(month)}-${twoDigits(day)} ${time}`;
}

/**
 * A China date the server wrote, `YYYY-MM-DD` (optionally followed by a time), as 「M月D日」; null for
 * anything else. Plain string work: the date is China time already.
 */
export function formatMonthDay(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]|$)/.exec(date);
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${month}月${day}日`;
}

/**
 * A China time the server wrote, `YYYY-MM-DD HH:mm[:ss]`, in the spec's year/month/day hour:minute
 * (`2026/11/24 18:00`): a deadline or a task's start, to the minute. Anything else is shown as written.
 */
export function formatSlashDateTime(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::\d{2})?$/.exec(text);
  return match ? `${match[1]}/${match[2]}/${match[3]} ${match[4]}:${match[5]}` : text;
}
