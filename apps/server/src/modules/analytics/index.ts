export {
  countPaidOrdersOf,
  countPlacedOrder,
  countPlacedOrdersOf,
  type DayCounts,
  daysBetween,
  type MeasuredCounts,
  mendDays,
  NOTHING_MEASURED,
  readDays,
} from './day-counts.js';
export { type FunnelPeople, latestFunnel, saveFunnel } from './funnels.js';
export { distinctVisitors, forgetVisitorsBefore } from './visits.js';
