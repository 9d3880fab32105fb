import type { Database } from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import {
  distinctVisitors,
  forgetVisitorsBefore,
  mendDays,
  readDays,
  saveFunnel,
} from '../analytics/index.js';
import { countCompletions, countTrialLearners } from './funnel-people.js';
import { measureDays } from './measure-days.js';
import { shiftDay, WINDOW_DAYS } from './periods.js';

export const ROLL_UP_QUEUE = 'dashboard-roll-up';

/** Days back the roll-up fills in when they have no figures: the dashboard reads at most 62. */
const FILLED_DAYS = 62;
/** Visitors are kept a little longer than the funnel looks back. */
const VISITOR_DAYS = WINDOW_DAYS + 10;

/**
 * Mends today's and yesterday's figures from the orders and accounts (and, the first time, every
 * day of the last FILLED_DAYS without figures), then counts the funnel's people over the last 30
 * days and forgets older visitors. Answers what it did, for the job listing.
 */
export async function rollUp(db: Database, now = Date.now()) {
  const today = formatChinaDate(now);
  const filledFrom = shiftDay(today, -(FILLED_DAYS - 1));
  const present = await readDays(db, filledFrom, today);
  let from = shiftDay(today, -1);
  for (let day = filledFrom; day < from; day = shiftDay(day, 1)) {
    if (!present.has(day)) {
      from = day;
      break;
    }
  }
  await mendDays(db, from, today, measureDays);
  const windowFrom = shiftDay(today, -(WINDOW_DAYS - 1));
  const [visitors, trialLearners, completions] = await Promise.all([
    distinctVisitors(db, windowFrom, today),
    countTrialLearners(db, windowFrom, today),
    countCompletions(db, windowFrom, today),
  ]);
  await saveFunnel(db, today, { visitors, trialLearners, completions });
  await forgetVisitorsBefore(db, shiftDay(today, -VISITOR_DAYS));
  return { mendedFrom: from, visitors, trialLearners, completions };
}

/**
 * Every 5 minutes, once across the server processes: counts that drift are mended within minutes,
 * and the funnel's people are as fresh. A failed run is not retried: the next one does the same.
 */
export function scheduleRollUp(jobs: Jobs, db: Database): void {
  jobs.define({
    name: ROLL_UP_QUEUE,
    cron: '*/5 * * * *',
    singleton: true,
    handler: () => rollUp(db),
  });
}
