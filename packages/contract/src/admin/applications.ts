import { z } from 'zod';
import { CityCenterApplication, CityCenterStatus } from '../city-gift.js';
import { Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { operatorEndpoint } from './define.js';

/**
 * City-centre applications (city/gift/add) reviewed in the console: approved, or rejected with a
 * reason the applicant reads on /single/citycenter; either way the applicant is told in the message
 * centre. A rejected applicant may apply again, and the application comes back to the queue.
 */

export const AdminCityCenterApplication = CityCenterApplication.omit({ canResubmit: true }).extend({
  userId: z.number().int(),
  /** The applicant's account nickname (the application carries the name they gave). */
  nickname: z.string(),
  /** Masked (138****0001) unless the operator's role may see learners' phones. */
  mobile: z.string(),
  /** The operator who decided, once decided. */
  reviewerName: z.string().nullable(),
});
export type AdminCityCenterApplication = z.infer<typeof AdminCityCenterApplication>;

const statusValue = z.union([
  z.literal(CityCenterStatus.PENDING),
  z.literal(CityCenterStatus.APPROVED),
  z.literal(CityCenterStatus.REJECTED),
]);

/** Pending ones oldest first (the queue); decided ones latest decision first. */
export const adminCityCenterApplicationList = operatorEndpoint({
  path: '/api/admin/city-center/application/list',
  permission: 'applications.read',
  writes: false,
  request: PageQuery.extend({
    status: statusValue.optional(),
    /** A full phone number, or part of the name, company or city. */
    keyword: z.string().trim().max(30, '关键词最多 30 个字').optional(),
  }),
  response: pageOf(AdminCityCenterApplication),
});

const NOTE_TOO_LONG = '审核意见最多 200 个字';

export const adminCityCenterApplicationApprove = operatorEndpoint({
  path: '/api/admin/city-center/application/approve',
  permission: 'applications.review',
  writes: true,
  request: z.object({ id: Id, note: z.string().trim().max(200, NOTE_TOO_LONG).optional() }),
  response: AdminCityCenterApplication,
});

export const adminCityCenterApplicationReject = operatorEndpoint({
  path: '/api/admin/city-center/application/reject',
  permission: 'applications.review',
  writes: true,
  request: z.object({
    id: Id,
    reason: z.string('请填写驳回原因').trim().min(1, '请填写驳回原因').max(200, NOTE_TOO_LONG),
  }),
  response: AdminCityCenterApplication,
});
