import { z } from 'zod';
import { Cents, Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { ConsoleInstant } from './announcements.js';
import { operatorEndpoint } from './define.js';

/**
 * Activities (限时活动): a price of a course or bundle between a start and an end. The learner's
 * detail shows it with a countdown while it runs (`activityProductDetail`), and the order settle
 * charges it then, never after its end: both read the same rows, per request.
 */
export const ACTIVITY_STATES = ['upcoming', 'running', 'ended'] as const;
export const ACTIVITY_STATE_NAMES: Record<(typeof ACTIVITY_STATES)[number], string> = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
};

export const AdminActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 a single course, 2 a bundle. */
  productType: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productPrice: z.number().int(),
  activityPrice: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  state: z.enum(ACTIVITY_STATES),
});
export type AdminActivity = z.infer<typeof AdminActivity>;

export const adminActivityList = operatorEndpoint({
  path: '/api/admin/activity/list',
  permission: 'courses.read',
  writes: false,
  request: PageQuery,
  response: pageOf(AdminActivity),
});

const ActivityTerms = z.object({
  name: z.string().trim().min(1, '请输入活动名称').max(30, '活动名称最多 30 个字'),
  activityPrice: Cents.max(100_000_000),
  startAt: ConsoleInstant,
  endAt: ConsoleInstant,
});
const endsAfterStart = {
  check: (terms: { startAt: string; endAt: string }) => Date.parse(terms.endAt) > Date.parse(terms.startAt),
  message: { message: '结束时间须晚于开始时间', path: ['endAt'] },
};

/** An activity of one course or bundle of the main site (`productId` is its course id). */
export const adminActivityCreate = operatorEndpoint({
  path: '/api/admin/activity/create',
  permission: 'courses.write',
  writes: true,
  request: ActivityTerms.extend({ productId: Id }).refine(endsAfterStart.check, endsAfterStart.message),
  response: AdminActivity,
});

/** Name and times are the activity's; the price is that of the product named (an activity may hold several). */
export const adminActivityUpdate = operatorEndpoint({
  path: '/api/admin/activity/update',
  permission: 'courses.write',
  writes: true,
  request: ActivityTerms.extend({ id: Id, productId: Id }).refine(
    endsAfterStart.check,
    endsAfterStart.message,
  ),
  response: AdminActivity,
});

/** Ends a running or upcoming activity now: its price stops at once on the site and in new orders. */
export const adminActivityEnd = operatorEndpoint({
  path: '/api/admin/activity/end',
  permission: 'courses.write',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminActivity,
});
