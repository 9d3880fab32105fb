import { z } from 'zod';
import { Cents, Charge, CourseType, Flag, Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { operatorEndpoint } from './define.js';
import { consolePicture } from './marketing.js';

/**
 * Which sections of a course play as encrypted HLS (decision 0053): `paid` the ones a learner pays
 * for (the default: trial sections, free and youke courses stay plain), `all`, or `none`.
 */
export const VideoEncryption = z.enum(['paid', 'all', 'none']);
/** 0 (never asked) or 1-120 minutes without interaction before 你还在学习吗？ */
export const IdleCheckMinutes = z
  .number({ error: '请输入分钟数' })
  .int('请输入整数分钟')
  .min(0, '不能小于 0')
  .max(120, '最长 120 分钟');
export type VideoEncryption = z.infer<typeof VideoEncryption>;

export const AdminCourse = z.object({
  id: z.number().int(),
  type: CourseType,
  channel: z.string(),
  name: z.string(),
  summary: z.string(),
  /** The cover of cards and the detail page; empty until one is set. */
  picCover: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  charge: Charge,
  price: Cents,
  linePrice: Cents,
  vip: Flag,
  vipCharge: Flag,
  vipPrice: Cents,
  published: z.boolean(),
  learnerCount: z.number().int(),
  publishedAt: z.string(),
  videoEncryption: VideoEncryption,
  /** 防挂机: minutes without interaction before the player asks 你还在学习吗？ (0: never). */
  idleCheckMinutes: z.number().int(),
});
export type AdminCourse = z.infer<typeof AdminCourse>;

export const ADMIN_COURSE_SORTS = ['id', '-id', 'price', '-price', 'learnerCount', '-learnerCount'] as const;

export const AdminCourseListRequest = PageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  categoryId: Id.optional(),
  type: CourseType.optional(),
  channel: z.enum(['main', 'youke', 'enterprise']).optional(),
  published: z.boolean().optional(),
  sort: z.enum(ADMIN_COURSE_SORTS).default('-id'),
});

/** Every course and bundle, published or not, of every channel. */
export const adminCourseList = operatorEndpoint({
  path: '/api/admin/course/list',
  permission: 'courses.read',
  writes: false,
  request: AdminCourseListRequest,
  response: pageOf(AdminCourse),
});

export const CourseName = z.string().trim().min(1, '请输入课程名称').max(60, '课程名称最多 60 个字');
export const CourseSummary = z.string().trim().max(200, '简介最多 200 个字');
export const CourseCover = consolePicture('请上传课程封面');

const CourseDetails = z.object({
  name: CourseName,
  summary: CourseSummary,
  /** Left out: a new course has none yet, an edited one keeps its own. */
  picCover: CourseCover.optional(),
  categoryId: Id.nullable(),
  charge: Charge,
  price: Cents.max(100_000_000),
  linePrice: Cents.max(100_000_000),
  vip: Flag,
  vipCharge: Flag,
  vipPrice: Cents.max(100_000_000),
  /** Left out: a new course encrypts its paid sections, an edited one keeps its own setting. */
  videoEncryption: VideoEncryption.optional(),
  /** 防挂机 (decision 0054); left out: a new course never asks, an edited one keeps its own. */
  idleCheckMinutes: IdleCheckMinutes.optional(),
});

const freeCostsNothing = {
  check: (course: { charge: number; price: number }) => course.charge !== 0 || course.price === 0,
  message: { message: '免费课程的价格须为 0', path: ['price'] },
};
/** A paid course at ¥0 would show both 免费 and 立即购买: a course is free or costs something. */
const paidCostsSomething = {
  check: (course: { charge: number; price: number }) => course.charge !== 1 || course.price > 0,
  message: { message: '付费课程的价格须大于 0', path: ['price'] },
};

/**
 * What the console sets of a course: texts, category and prices (cents); charge 0 forces price 0,
 * charge 1 a price above 0.
 */
export const CourseDetailsRequest = CourseDetails.refine(
  freeCostsNothing.check,
  freeCostsNothing.message,
).refine(paidCostsSomething.check, paidCostsSomething.message);

export const CourseUpdateRequest = CourseDetails.extend({ id: Id })
  .refine(freeCostsNothing.check, freeCostsNothing.message)
  .refine(paidCostsSomething.check, paidCostsSomething.message);

export const adminCourseUpdate = operatorEndpoint({
  path: '/api/admin/course/update',
  permission: 'courses.write',
  writes: true,
  request: CourseUpdateRequest,
  response: AdminCourse,
});

/** Unpublished courses leave the site's lists and search; learners who own one keep studying it. */
export const adminCourseSetPublished = operatorEndpoint({
  path: '/api/admin/course/set-published',
  permission: 'courses.write',
  writes: true,
  request: z.object({ id: Id, published: z.boolean() }),
  response: AdminCourse,
});

export const AdminSection = z.object({
  id: z.number().int(),
  chapterName: z.string(),
  name: z.string(),
  durationSeconds: z.number().int(),
  mediaKey: z.string().nullable(),
});
export type AdminSection = z.infer<typeof AdminSection>;

/** A course's sections in the order learners see them, chapter by chapter (where a video is attached). */
export const adminCourseSections = operatorEndpoint({
  path: '/api/admin/course/sections',
  permission: 'courses.read',
  writes: false,
  request: z.object({ id: Id }),
  response: z.array(AdminSection),
});

export const AdminCoursePreviewLink = z.object({
  /** The learner site's address of the course page, with the signed token; open it in a new tab. */
  url: z.string(),
  expiresAt: z.string(),
});

/**
 * A short-lived link to a single course of the main site as a learner sees it, published or not,
 * signed for this operator: it stops working when it expires, or when the operator is disabled or
 * loses the right to read courses.
 */
export const adminCoursePreviewLink = operatorEndpoint({
  path: '/api/admin/course/preview-link',
  permission: 'courses.read',
  writes: false,
  request: z.object({ id: Id }),
  response: AdminCoursePreviewLink,
});
