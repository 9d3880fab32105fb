import type { TermStatus } from '@zhixue/contract';
import { formatChinaDate } from '../../platform/format/index.js';

/** Where camps read the time: one clock per server, replaced in tests to stand on a given instant. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** The China date (YYYY-MM-DD) the clock stands on: every camp date is a China calendar date. */
export const chinaToday = (clock: Clock): string => formatChinaDate(clock());

export interface TermDates {
  enrollStartDate: string;
  enrollEndDate: string;
  startDate: string;
  endDate: string;
  lateJoin: boolean;
  capacity: number;
  taken: number;
}

/** Enrolment is open today: inside the window, and before the start unless late joiners are allowed. */
export const enrolmentOpen = (term: TermDates, today: string): boolean =>
  term.enrollStartDate <= today &&
  today <= term.enrollEndDate &&
  today <= term.endDate &&
  (today < term.startDate || term.lateJoin);

/**
 * A term's status on a China date. Enrolment wins over running for a late-join term, so its page
 * keeps offering seats; a term between the close of enrolment and its start is still 即将开营.
 */
export function termStatus(term: TermDates, today: string): TermStatus {
  if (today > term.endDate) return 'ended';
  if (enrolmentOpen(term, today)) return term.taken >= term.capacity ? 'full' : 'enrolling';
  if (today >= term.startDate) return 'running';
  return 'upcoming';
}
