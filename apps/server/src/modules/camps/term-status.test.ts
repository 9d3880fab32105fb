import { describe, expect, it } from 'vitest';
import { type Clock, chinaToday, type TermDates, termStatus } from './term-status.js';

/** An instant given in UTC: China is eight hours ahead, so 16:00Z is midnight there. */
const at =
  (iso: string): Clock =>
  () =>
    Date.parse(iso);

const term: TermDates = {
  enrollStartDate: '2026-03-01',
  enrollEndDate: '2026-03-07',
  startDate: '2026-03-10',
  endDate: '2026-03-30',
  lateJoin: false,
  capacity: 2,
  taken: 0,
};

describe('a term’s status on the China calendar', () => {
  it('moves at midnight China time, not UTC', () => {
    expect(chinaToday(at('2026-02-28T15:59:59.999Z'))).toBe('2026-02-28');
    expect(chinaToday(at('2026-02-28T16:00:00.000Z'))).toBe('2026-03-01');
    expect(termStatus(term, chinaToday(at('2026-02-28T15:59:59.999Z')))).toBe('upcoming');
    expect(termStatus(term, chinaToday(at('2026-02-28T16:00:00.000Z')))).toBe('enrolling');
    expect(termStatus(term, chinaToday(at('2026-03-07T15:59:59.999Z')))).toBe('enrolling');
    expect(termStatus(term, chinaToday(at('2026-03-07T16:00:00.000Z')))).toBe('upcoming');
    expect(termStatus(term, chinaToday(at('2026-03-09T16:00:00.000Z')))).toBe('running');
    expect(termStatus(term, chinaToday(at('2026-03-30T15:59:59.999Z')))).toBe('running');
    expect(termStatus(term, chinaToday(at('2026-03-30T16:00:00.000Z')))).toBe('ended');
  });

  it('is full while enrolling with every seat taken, by open orders or enrolments', () => {
    expect(termStatus({ ...term, taken: 2 }, '2026-03-03')).toBe('full');
    expect(termStatus({ ...term, taken: 2 }, '2026-03-12')).toBe('running');
  });

  it('keeps enrolling after the start only for a late-join term, until enrolment closes', () => {
    const late = { ...term, lateJoin: true, enrollEndDate: '2026-03-15' };
    expect(termStatus(late, '2026-03-12')).toBe('enrolling');
    expect(termStatus(late, '2026-03-16')).toBe('running');
    expect(termStatus({ ...term, enrollEndDate: '2026-03-15' }, '2026-03-12')).toBe('running');
  });
});
