import { z } from 'zod';
import { EmptyRequest, Id } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';

/**
 * The message centre (`/message`): notices to one learner, and operators' announcements to an
 * audience, which are read from their own table (no row per learner until the learner reads one).
 */
export const NOTICE_CATEGORIES = [
  'announcement',
  'order',
  'enrolment',
  'live',
  'coursework_comment',
  'coursework_like',
  'coursework_review',
  'exam',
  'certificate',
  'task',
  'application',
] as const;
export const NoticeCategory = z.enum(NOTICE_CATEGORIES);
export type NoticeCategory = z.infer<typeof NoticeCategory>;

export const NOTICE_CATEGORY_NAMES: Record<NoticeCategory, string> = {
  announcement: '系统公告',
  order: '订单支付',
  enrolment: '报名通知',
  live: '直播提醒',
  coursework_comment: '作业评论',
  coursework_like: '作业点赞',
  coursework_review: '作业点评',
  exam: '考试成绩',
  certificate: '证书通知',
  task: '学习任务',
  application: '申请审核',
};

export const Notice = z.object({
  /** Unique within its category (announcements are numbered apart from the other notices). */
  id: z.number().int(),
  category: NoticeCategory,
  title: z.string(),
  body: z.string(),
  /** The site path of what the notice is about (the order, the camp, the certificate …), if any. */
  link: z.string().nullable(),
  read: z.boolean(),
  /** China time, YYYY-MM-DD HH:mm:ss. */
  createdAt: z.string(),
});
export type Notice = z.infer<typeof Notice>;

/** The header's red dot: every unread notice of the learner, announcements included. One cheap query. */
export const noticeUnreadCount = endpoint({
  path: '/api/front/training/v2/coursework/comment/notice/count',
  access: 'user',
  request: EmptyRequest,
  response: z.object({ count: z.number().int() }),
});

export const NoticeCategorySummary = z.object({
  category: NoticeCategory,
  name: z.string(),
  unread: z.number().int(),
});

/** The categories of `/message` in their order, each with its unread count. */
export const noticeCategories = endpoint({
  path: '/api/front/message/categories',
  access: 'user',
  request: EmptyRequest,
  response: z.array(NoticeCategorySummary),
});

const NoticePage = pageOf(Notice);

/** One category's notices, newest first. */
export const noticeList = endpoint({
  path: '/api/front/message/list',
  access: 'user',
  request: PageQuery.extend({ category: NoticeCategory }),
  response: NoticePage,
});

/** The coursework comment notices (spec's name for the `coursework_comment` list). */
export const noticeCommentList = endpoint({
  path: '/api/front/training/v2/coursework/user/notice/comment/list',
  access: 'user',
  request: PageQuery.optional().default({ pageCurrent: 1, pageSize: 20 }),
  response: NoticePage,
});

/** The coursework like notices (spec's name for the `coursework_like` list). */
export const noticeLikeList = endpoint({
  path: '/api/front/training/v2/coursework/user/notice/like/list',
  access: 'user',
  request: PageQuery.optional().default({ pageCurrent: 1, pageSize: 20 }),
  response: NoticePage,
});

/** Marks one notice read (opening it). Another learner's notice answers as one that does not exist. */
export const noticeView = endpoint({
  path: '/api/front/training/v2/coursework/user/notice/view',
  access: 'user',
  request: z.object({ category: NoticeCategory, id: Id }),
  response: z.object({ count: z.number().int() }),
});

/** Marks a category read, or every notice when no category is given; answers the unread count left. */
export const noticeReadAll = endpoint({
  path: '/api/front/message/read-all',
  access: 'user',
  request: z.object({ category: NoticeCategory.optional() }).optional().default({}),
  response: z.object({ count: z.number().int() }),
});

/**
 * Server-Sent Events for the logged-in learner (a GET, outside the POST recipe): `event: notice`
 * whenever a notice for them (or an announcement) arrives, comment lines as heartbeats.
 */
export const NOTICE_STREAM_PATH = '/api/front/message/stream';
