import type { ErrorCode } from '../errors.js';

/**
 * One refusal the server can give: its wire code (which fixes the HTTP status through the error
 * catalogue) and the Chinese sentence a person reads. `{name}` in the sentence is filled from the
 * parameters the server passes when it refuses (a date, a count, 课程 or 套餐).
 */
export interface ReasonEntry {
  code: ErrorCode;
  msg: string;
}

/** Keeps each area's reasons literal (their messages' placeholders become typed parameters). */
export function defineReasons<const T extends Record<string, ReasonEntry>>(reasons: T): T {
  return reasons;
}
