import { z } from 'zod';
import { Cents, EmptyRequest } from '../common.js';
import { operatorEndpoint } from './define.js';
import type { Permission } from './roles.js';

/** What waits for an operator, each queue with the permission of the screen that works it. */
export const DASHBOARD_QUEUES = {
  /** Submitted exam attempts with short answers to score. */
  grading: 'exams.grade',
  /** Refunds the provider refused: the money has not gone back and finance sends them again. */
  refunds: 'orders.refund',
  /** Bank transfers (对公转账) asked for and not yet confirmed or rejected. */
  transfers: 'orders.confirm-transfer',
  /** City-centre applications under review. */
  applications: 'applications.read',
  /** Background jobs that ran out of retries. */
  failedJobs: 'jobs.read',
} as const satisfies Record<string, Permission>;
export type DashboardQueueName = keyof typeof DASHBOARD_QUEUES;
export const DASHBOARD_QUEUE_NAMES = Object.keys(DASHBOARD_QUEUES) as DashboardQueueName[];

const Count = z.number().int().nonnegative();

/** The figures of a period (a day, or a month up to a day). */
export const DashboardPeriod = z.object({
  /** Orders paid in the period that cost something (free orders are not revenue). */
  paidOrders: Count,
  paidAmount: Cents,
  /** Learners whose account was made in the period. */
  newLearners: Count,
});
export type DashboardPeriod = z.infer<typeof DashboardPeriod>;

export const DashboardDay = DashboardPeriod.extend({
  /** China date, YYYY-MM-DD. */
  day: z.string(),
  /** Distinct visitors of the learner site that day, and the pages they viewed. */
  visitors: Count,
  pageViews: Count,
});
export type DashboardDay = z.infer<typeof DashboardDay>;

/** The last 30 days, from the first visit to a finished course. */
export const DashboardFunnel = z.object({
  /** Distinct visitors of the learner site. */
  visitors: Count,
  /** Learners who played a free course or a trial section of a course they do not own. */
  trialLearners: Count,
  placedOrders: Count,
  paidOrders: Count,
  /** Of the paid orders: those a coupon paid part of, the group-buying (拼团) and the flash-sale (秒杀) ones. */
  couponOrders: Count,
  groupOrders: Count,
  flashOrders: Count,
  /** Courses a learner finished (every section with a video learned), counted once per learner and course. */
  completions: Count,
  /**
   * When the people counted once over the 30 days (visitors, trial learners, completions) were last
   * counted, China time; null before the first count. The orders are counted as they happen.
   */
  countedAt: z.string().nullable(),
});
export type DashboardFunnel = z.infer<typeof DashboardFunnel>;

export const DashboardFigures = z.object({
  today: DashboardPeriod,
  yesterday: DashboardPeriod,
  /** From the first of this month to today. */
  month: DashboardPeriod,
  /** The same days of last month (the first to today's day of the month, at most its last day). */
  lastMonth: DashboardPeriod,
  /** The last 30 days, oldest first, today last. */
  days: z.array(DashboardDay),
  funnel: DashboardFunnel,
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

export const DashboardQueue = z.object({ queue: z.enum(DASHBOARD_QUEUE_NAMES), count: Count });
export type DashboardQueue = z.infer<typeof DashboardQueue>;

/**
 * The console's landing screen: the business figures when the role may read them (null otherwise),
 * and the queues of the screens the role may open, in DASHBOARD_QUEUES' order.
 */
export const adminDashboard = operatorEndpoint({
  path: '/api/admin/dashboard/overview',
  permission: 'dashboard.read',
  writes: false,
  request: EmptyRequest,
  response: z.object({
    /** Today's China date. */
    today: z.string(),
    figures: DashboardFigures.nullable(),
    queues: z.array(DashboardQueue),
  }),
});
