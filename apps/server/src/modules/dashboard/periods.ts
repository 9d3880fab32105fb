import type { DashboardDay, DashboardPeriod } from '@zhixue/contract';
import { type DayCounts, NOTHING_MEASURED } from '../analytics/index.js';

const DAY_MS = 86_400_000;

/** The China date `days` after `day` (before, when negative). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days the dashboard compares and charts, for a given today. */
export interface Periods {
  today: string;
  yesterday: string;
  /** The first of this month. */
  monthFrom: string;
  /** Last month's first day, and the day of last month that stands where today stands in this one. */
  lastMonthFrom: string;
  lastMonthTo: string;
  /** The first of the 30 days the chart and the funnel cover, today the last. */
  windowFrom: string;
}

/** The chart's and the funnel's days: today and the 29 before it. */
export const WINDOW_DAYS = 30;

/**
 * This month so far is compared with the same days of last month: the 1st to today's day of the
 * month, cut at last month's last day (the 31st of March compares with February whole).
 */
export function periodsOf(today: string): Periods {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const dayOfMonth = Number(today.slice(8, 10));
  const lastMonthStart = new Date(Date.UTC(year, month - 2, 1));
  const lastMonthLength = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const lastMonthFrom = lastMonthStart.toISOString().slice(0, 10);
  return {
    today,
    yesterday: shiftDay(today, -1),
    monthFrom: `${today.slice(0, 8)}01`,
    lastMonthFrom,
    lastMonthTo: `${lastMonthFrom.slice(0, 8)}${String(Math.min(dayOfMonth, lastMonthLength)).padStart(2, '0')}`,
    windowFrom: shiftDay(today, -(WINDOW_DAYS - 1)),
  };
}

/** The earliest day the dashboard reads. */
export const firstDayRead = (periods: Periods) =>
  periods.lastMonthFrom < periods.windowFrom ? periods.lastMonthFrom : periods.windowFrom;

const NO_COUNTS: DayCounts = { ...NOTHING_MEASURED, pageViews: 0, visitors: 0 };

/** The days from `from` to `to`, both included, oldest first; a day without figures counts zero. */
export function dayRows(days: ReadonlyMap<string, DayCounts>, from: string, to: string): DashboardDay[] {
  const rows: DashboardDay[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    const { paidOrders, paidAmount, newLearners, visitors, pageViews } = days.get(day) ?? NO_COUNTS;
    rows.push({ day, paidOrders, paidAmount, newLearners, visitors, pageViews });
  }
  return rows;
}

/** A period's figures: the sum of its days. */
export function sumPeriod(days: ReadonlyMap<string, DayCounts>, from: string, to: string): DashboardPeriod {
  return sumOf(days, from, to, ['paidOrders', 'paidAmount', 'newLearners']);
}

/** The sums of some figures over the days from `from` to `to`, both included. */
export function sumOf<K extends keyof DayCounts>(
  days: ReadonlyMap<string, DayCounts>,
  from: string,
  to: string,
  figures: readonly K[],
): Pick<DayCounts, K> {
  const sums = Object.fromEntries(figures.map((figure) => [figure, 0])) as Pick<DayCounts, K>;
  for (const [day, counts] of days) {
    if (day < from || day > to) continue;
    for (const figure of figures) sums[figure] += counts[figure];
  }
  return sums;
}
