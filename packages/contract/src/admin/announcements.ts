import { z } from 'zod';
import { Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { operatorEndpoint } from './define.js';

/**
 * Announcements: an operator's broadcast to an audience (every learner, members, one enterprise's
 * learners) shown in the message centre while its time window is open. Withdrawing one hides it.
 */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'vip', 'enterprise'] as const;
export const AnnouncementAudience = z.enum(ANNOUNCEMENT_AUDIENCES);
export type AnnouncementAudience = z.infer<typeof AnnouncementAudience>;

export const ANNOUNCEMENT_AUDIENCE_NAMES: Record<AnnouncementAudience, string> = {
  all: '全部学员',
  vip: '会员学员',
  enterprise: '指定企业学员',
};

/** An instant with its offset (what the console's date pickers send), between 2000 and 2999. */
export const ConsoleInstant = z.iso
  .datetime({ offset: true, message: '时间格式不正确' })
  .refine((at) => at >= '2000' && at < '3000', '时间超出范围');

export const AnnouncementCreateRequest = z
  .object({
    title: z.string().trim().min(1, '请输入公告标题').max(50, '公告标题最多 50 个字'),
    body: z.string().trim().min(1, '请输入公告内容').max(2000, '公告内容最多 2000 个字'),
    audience: AnnouncementAudience,
    /** The enterprise of an `enterprise` audience; ignored for the others. */
    entId: Id.nullable().default(null),
    startsAt: ConsoleInstant,
    endsAt: ConsoleInstant,
  })
  .refine((input) => input.audience !== 'enterprise' || input.entId !== null, {
    message: '请选择企业',
    path: ['entId'],
  });
export type AnnouncementCreateRequest = z.input<typeof AnnouncementCreateRequest>;

export const AdminAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  audience: AnnouncementAudience,
  entId: z.number().int().nullable(),
  entName: z.string().nullable(),
  /** China time, YYYY-MM-DD HH:mm:ss. */
  startsAt: z.string(),
  endsAt: z.string(),
  createdAt: z.string(),
  status: z.enum(['scheduled', 'active', 'ended', 'withdrawn']),
  /** Learners who have read it (one row each, written when they read it). */
  readCount: z.number().int(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncement>;

/** Newest first, withdrawn ones included. */
export const adminAnnouncementList = operatorEndpoint({
  path: '/api/admin/announcement/list',
  permission: 'messages.broadcast',
  writes: false,
  request: PageQuery.optional().default({ pageCurrent: 1, pageSize: 20 }),
  response: pageOf(AdminAnnouncement),
});

export const adminAnnouncementCreate = operatorEndpoint({
  path: '/api/admin/announcement/create',
  permission: 'messages.broadcast',
  writes: true,
  request: AnnouncementCreateRequest,
  response: AdminAnnouncement,
});

/** Hides it from every learner at once; withdrawing twice is refused as not found. */
export const adminAnnouncementWithdraw = operatorEndpoint({
  path: '/api/admin/announcement/withdraw',
  permission: 'messages.broadcast',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminAnnouncement,
});

/** The enterprises an announcement may be addressed to, for the audience picker. */
export const adminAnnouncementEnterprises = operatorEndpoint({
  path: '/api/admin/announcement/enterprises',
  permission: 'messages.broadcast',
  writes: false,
  request: z.object({}).optional().default({}),
  response: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
