import { z } from 'zod';
import { Id } from '../common.js';
import { CourseworkCountsOn, CourseworkFile, CourseworkVisibility, SubmissionStatus } from '../coursework.js';
import { PageQuery, pageOf } from '../envelope.js';
import { operatorEndpoint } from './define.js';

/** Coursework in the console: trainers create assignments on camp plan items and review submissions. */

export const AdminAssignment = z.object({
  id: z.number().int(),
  trainingId: z.number().int(),
  trainingTitle: z.string(),
  planItemId: z.number().int(),
  title: z.string(),
  requirements: z.string(),
  deadline: z.string(),
  lateAllowed: z.boolean(),
  visibility: CourseworkVisibility,
  countsOn: CourseworkCountsOn,
  submittedCount: z.number().int(),
  reviewedCount: z.number().int(),
});
export type AdminAssignment = z.infer<typeof AdminAssignment>;

export const adminCourseworkAssignmentList = operatorEndpoint({
  path: '/api/admin/coursework/assignment/list',
  permission: 'coursework.review',
  writes: false,
  request: PageQuery,
  response: pageOf(AdminAssignment),
});

/** A camp plan item of kind coursework that has no assignment yet. */
export const OpenPlanItem = z.object({
  id: z.number().int(),
  trainingTitle: z.string(),
  title: z.string(),
  day: z.number().int(),
});

export const adminCourseworkPlanItems = operatorEndpoint({
  path: '/api/admin/coursework/plan-items',
  permission: 'coursework.write',
  writes: false,
  request: z.object({}).optional().default({}),
  response: z.array(OpenPlanItem),
});

export const AssignmentCreateRequest = z.object({
  planItemId: Id,
  title: z.string().trim().min(1, '请输入作业标题').max(60, '作业标题最多 60 个字'),
  requirements: z.string().trim().min(1, '请输入作业要求').max(5000, '作业要求最多 5000 个字'),
  /** An instant with its offset, as the console's date picker sends it. */
  deadline: z.iso.datetime({ offset: true, message: '请选择截止时间' }),
  lateAllowed: z.boolean(),
  visibility: CourseworkVisibility,
  countsOn: CourseworkCountsOn,
});

export const adminCourseworkAssignmentCreate = operatorEndpoint({
  path: '/api/admin/coursework/assignment/create',
  permission: 'coursework.write',
  writes: true,
  request: AssignmentCreateRequest,
  response: AdminAssignment,
});

export const AdminSubmission = z.object({
  id: z.number().int(),
  learner: z.string(),
  status: SubmissionStatus,
  /** Sanitised HTML. */
  content: z.string(),
  files: z.array(CourseworkFile),
  version: z.number().int(),
  submittedAt: z.string().nullable(),
  late: z.boolean(),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  excellent: z.boolean(),
  reviewedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
});
export type AdminSubmission = z.infer<typeof AdminSubmission>;

/** Submitted work of an assignment, excellent work first, then the oldest submission. */
export const adminCourseworkSubmissionList = operatorEndpoint({
  path: '/api/admin/coursework/submission/list',
  permission: 'coursework.review',
  writes: false,
  request: PageQuery.extend({ assignmentId: Id }),
  response: pageOf(AdminSubmission),
});

/** A score and a comment; the learner sees them only after `release`. Reviewing again unreleases nothing. */
export const adminCourseworkReview = operatorEndpoint({
  path: '/api/admin/coursework/submission/review',
  permission: 'coursework.review',
  writes: true,
  request: z.object({
    id: Id,
    score: z.number().int('分数须为整数').min(0, '分数须在 0–100 之间').max(100, '分数须在 0–100 之间'),
    comment: z.string().trim().max(2000, '评语最多 2000 个字').default(''),
    excellent: z.boolean(),
  }),
  response: AdminSubmission,
});

export const adminCourseworkRelease = operatorEndpoint({
  path: '/api/admin/coursework/submission/release',
  permission: 'coursework.review',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminSubmission,
});

/** A trainer removes any learner's comment. */
export const adminCourseworkCommentRemove = operatorEndpoint({
  path: '/api/admin/coursework/comment/remove',
  permission: 'coursework.review',
  writes: true,
  request: z.object({ id: Id }),
  response: z.null(),
});
