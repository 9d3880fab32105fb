import { describe, expect, it } from 'vitest';
import type { DayCounts } from '../analytics/index.js';
import { dayRows, firstDayRead, periodsOf, shiftDay, sumPeriod } from './periods.js';

const counts = (paidOrders: number, paidAmount: number, newLearners = 0): DayCounts => ({
  placedOrders: paidOrders,
  paidOrders,
  paidAmount,
  couponOrders: 0,
  groupOrders: 0,
  flashOrders: 0,
  newLearners,
  pageViews: 0,
  visitors: 0,
});

describe('the days the dashboard compares', () => {
  it('steps back across a month and a year', () => {
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('compares this month so far with the same days of last month', () => {
    expect(periodsOf('2026-11-29')).toEqual({
      today: '2026-11-29',
      yesterday: '2026-11-28',
      monthFrom: '2026-11-01',
      lastMonthFrom: '2026-10-01',
      lastMonthTo: '2026-10-29',
      windowFrom: '2026-10-31',
    });
  });

  it('cuts last month at its last day, and goes back a year in January', () => {
    expect(periodsOf('2026-03-31')).toMatchObject({ lastMonthFrom: '2026-02-01', lastMonthTo: '2026-02-28' });
    expect(periodsOf('2024-03-30')).toMatchObject({ lastMonthTo: '2024-02-29' });
    expect(periodsOf('2026-01-15')).toMatchObject({
      yesterday: '2026-01-14',
      lastMonthFrom: '2025-12-01',
      lastMonthTo: '2025-12-15',
    });
    expect(periodsOf('2026-03-01')).toMatchObject({ yesterday: '2026-02-28', lastMonthTo: '2026-02-01' });
  });

  it('reads from the earlier of last month’s first day and the 30 days’ first', () => {
    expect(firstDayRead(periodsOf('2026-11-29'))).toBe('2026-10-01');
    expect(firstDayRead(periodsOf('2026-03-01'))).toBe('2026-01-31');
  });
});

describe('a period’s figures', () => {
  const days = new Map([
    ['2026-10-01', counts(2, 19_800, 1)],
    ['2026-10-29', counts(1, 9_900)],
    ['2026-10-30', counts(5, 50_000)],
    ['2026-11-28', counts(3, 29_700, 4)],
    ['2026-11-29', counts(1, 4_900, 2)],
  ]);

  it('sums its days, both ends included, and nothing outside them', () => {
    const periods = periodsOf('2026-11-29');
    expect(sumPeriod(days, periods.today, periods.today)).toEqual({
      paidOrders: 1,
      paidAmount: 4_900,
      newLearners: 2,
    });
    expect(sumPeriod(days, periods.monthFrom, periods.today)).toEqual({
      paidOrders: 4,
      paidAmount: 34_600,
      newLearners: 6,
    });
    // The 30th of October is past the 29th: not part of last month's same days.
    expect(sumPeriod(days, periods.lastMonthFrom, periods.lastMonthTo)).toEqual({
      paidOrders: 3,
      paidAmount: 29_700,
      newLearners: 1,
    });
  });

  it('lists every day of the chart, a day without figures as zero', () => {
    const rows = dayRows(days, '2026-10-29', '2026-11-01');
    expect(rows.map((row) => [row.day, row.paidOrders])).toEqual([
      ['2026-10-29', 1],
      ['2026-10-30', 5],
      ['2026-10-31', 0],
      ['2026-11-01', 0],
    ]);
  });
});
