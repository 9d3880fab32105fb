import { z } from 'zod';
import { Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { operatorEndpoint } from './define.js';

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
