import { z } from 'zod';
import { Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULE_MESSAGE } from '../identity.js';
import { operatorEndpoint } from './define.js';
import { AdminOrderRow } from './orders.js';

/** Learners in the console: search, and membership granted or extended by hand. */

export const AdminLearner = z.object({
  id: z.number().int(),
  nickname: z.string(),
  /** Masked (138****0001) unless the operator's role may see learners' phones. */
  mobile: z.string().nullable(),
  /** The enterprise of an enterprise learner. */
  enterpriseName: z.string().nullable(),
  /** ISO instant; null for someone never a member. */
  vipExpiresAt: z.string().nullable(),
  vip: z.boolean(),
  paidOrders: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  createdAt: z.string(),
});
export type AdminLearner = z.infer<typeof AdminLearner>;

export const adminLearnerSearch = operatorEndpoint({
  path: '/api/admin/learner/search',
  permission: 'learners.read',
  writes: false,
  request: PageQuery.extend({
    /** A full phone number, a learner id, or part of a nickname. */
    keyword: z.string().trim().max(30, '关键词最多 30 个字').optional(),
  }),
  response: pageOf(AdminLearner),
});

export const AdminVipGrantRequest = z.object({
  userId: Id,
  days: z
    .number()
    .int('天数须为整数')
    .min(1, '赠送天数须在 1–3650 天之间')
    .max(3650, '赠送天数须在 1–3650 天之间'),
  reason: z.string().trim().min(1, '请填写赠送原因').max(200, '赠送原因最多 200 个字'),
});

/** Grants membership days (from today, or from the current end while it runs); the learner is told. */
export const adminLearnerVipGrant = operatorEndpoint({
  path: '/api/admin/learner/vip/grant',
  permission: 'learners.vip',
  writes: true,
  request: AdminVipGrantRequest,
  response: AdminLearner,
});

export const AdminLearnerSession = z.object({
  id: z.number().int(),
  deviceType: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** Browser and system in words, e.g. `Chrome 120 · Windows 10`, `微信 · iOS`, or `未知设备`. */
  deviceName: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});

/** One learner with what they bought, hold and study, and their signed-in devices. */
export const AdminLearnerDetail = AdminLearner.extend({
  /** Set while the account is disabled: no sign-in, no session. */
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  /** Whether the learner has a password (enterprise accounts, or one set by the learner). */
  hasPassword: z.boolean(),
  /** The newest 50 orders. */
  orders: z.array(AdminOrderRow),
  courses: z.array(
    z.object({
      courseId: z.number().int(),
      name: z.string(),
      /** How the learner holds it: order, bundle, gift, enterprise … */
      source: z.string(),
      since: z.string(),
    }),
  ),
  camps: z.array(
    z.object({
      enrolmentId: z.number().int(),
      campId: z.number().int(),
      campName: z.string(),
      termName: z.string().nullable(),
      progress: z.number().int(),
      since: z.string(),
    }),
  ),
  /** Sessions still signed in, most recently seen first. */
  sessions: z.array(AdminLearnerSession),
});
export type AdminLearnerDetail = z.infer<typeof AdminLearnerDetail>;

export const adminLearnerDetail = operatorEndpoint({
  path: '/api/admin/learner/detail',
  permission: 'learners.read',
  writes: false,
  request: z.object({ id: Id }),
  response: AdminLearnerDetail,
});

const ManageReason = z.string().trim().min(1, '请填写原因').max(200, '原因最多 200 个字');

/** Disables an account: every session of it ends at once, and it cannot sign in until enabled. */
export const adminLearnerDisable = operatorEndpoint({
  path: '/api/admin/learner/disable',
  permission: 'learners.manage',
  writes: true,
  request: z.object({ userId: Id, reason: ManageReason }),
  response: AdminLearnerDetail,
});

export const adminLearnerEnable = operatorEndpoint({
  path: '/api/admin/learner/enable',
  permission: 'learners.manage',
  writes: true,
  request: z.object({ userId: Id }),
  response: AdminLearnerDetail,
});

/**
 * Resets a learner's password: to the temporary one the operator gives, or, without one, to a
 * random one answered once here. Every session ends; the learner is told (never the password).
 */
export const adminLearnerPasswordReset = operatorEndpoint({
  path: '/api/admin/learner/password/reset',
  permission: 'learners.manage',
  writes: true,
  request: z.object({
    userId: Id,
    password: z
      .string()
      .min(PASSWORD_MIN, PASSWORD_RULE_MESSAGE)
      .max(PASSWORD_MAX, PASSWORD_RULE_MESSAGE)
      .optional(),
  }),
  response: z.object({
    learner: AdminLearnerDetail,
    /** The temporary password, to tell the learner by phone; answered only by this call. */
    temporaryPassword: z.string(),
  }),
});
