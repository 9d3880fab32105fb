import type { adminDashboard, DashboardFigures, OperatorRole, ResponseOf } from '@zhixue/contract';
import { roleHasPermission } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { formatChinaDate, formatChinaTime } from '../../platform/format/index.js';
import { latestFunnel, readDays } from '../analytics/index.js';
import { dayRows, firstDayRead, periodsOf, sumOf, sumPeriod } from './periods.js';
import { queuesFor } from './queues.js';

/**
 * The dashboard as the role sees it: the figures read from the roll-ups (a few hundred rows
 * whatever the number of orders), and the queues of the screens the role may open.
 */
export async function dashboardOverview(
  deps: { db: Database; requestRollUp: () => Promise<unknown> },
  role: OperatorRole,
): Promise<ResponseOf<typeof adminDashboard>> {
  const { db } = deps;
  const today = formatChinaDate(Date.now());
  const [figures, queues] = await Promise.all([
    roleHasPermission(role, 'dashboard.figures') ? figuresOf(db, today, deps.requestRollUp) : null,
    queuesFor(db, role),
  ]);
  return { today, figures, queues };
}

/** A funnel count older than this asks for a roll-up now rather than at the schedule's next tick. */
const STALE_AFTER_MS = 6 * 60_000;

async function figuresOf(
  db: Database,
  today: string,
  requestRollUp: () => Promise<unknown>,
): Promise<DashboardFigures> {
  const periods = periodsOf(today);
  const [days, people] = await Promise.all([readDays(db, firstDayRead(periods), today), latestFunnel(db)]);
  // Before the first scheduled run after a start, or when runs were missed, the view sends one (a
  // singleton queue keeps it to one waiting); the screen asks again each minute and finds its result.
  if (!people || Date.now() - people.countedAt.getTime() > STALE_AFTER_MS) await requestRollUp();
  // Orders are counted as they happen, so the funnel's order stages are the days' live sums; the
  // people counted once over the 30 days come from the roll-up job's latest count.
  const orders = sumOf(days, periods.windowFrom, today, [
    'placedOrders',
    'paidOrders',
    'couponOrders',
    'groupOrders',
    'flashOrders',
  ]);
  return {
    today: sumPeriod(days, today, today),
    yesterday: sumPeriod(days, periods.yesterday, periods.yesterday),
    month: sumPeriod(days, periods.monthFrom, today),
    lastMonth: sumPeriod(days, periods.lastMonthFrom, periods.lastMonthTo),
    days: dayRows(days, periods.windowFrom, today),
    funnel: {
      visitors: people?.visitors ?? 0,
      trialLearners: people?.trialLearners ?? 0,
      ...orders,
      completions: people?.completions ?? 0,
      countedAt: people ? formatChinaTime(people.countedAt) : null,
    },
  };
}
