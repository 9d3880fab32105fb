import { z } from 'zod';
import { Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { AttemptStatus, IntegrityEventKind } from '../exams.js';
import { operatorEndpoint } from './define.js';

export const GradingQueueEntry = z.object({
  attemptId: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  learnerName: z.string(),
  attemptNo: z.number().int(),
  submittedAt: z.string(),
  submittedBy: z.enum(['learner', 'deadline']),
  /** Short answers of the attempt, and how many of them still have no score. */
  shortCount: z.number().int(),
  ungradedCount: z.number().int(),
  integrityCount: z.number().int(),
});
export type GradingQueueEntry = z.infer<typeof GradingQueueEntry>;

/** Submitted attempts waiting for a grader, the longest waiting first. */
export const adminGradingQueue = operatorEndpoint({
  path: '/api/admin/grading/queue',
  permission: 'exams.grade',
  writes: false,
  request: PageQuery.extend({ examId: Id.optional() }),
  response: pageOf(GradingQueueEntry),
});

export const GradingItem = z.object({
  questionId: z.number().int(),
  position: z.number().int(),
  stem: z.string(),
  /** The shared material the question belongs to, if any. */
  material: z.string().nullable(),
  /** The bank's reference answer, for the grader only. */
  reference: z.string(),
  answer: z.string().nullable(),
  maxScore: z.number().int(),
  awarded: z.number().int().nullable(),
  comment: z.string().nullable(),
});
export type GradingItem = z.infer<typeof GradingItem>;

export const GradingAttempt = z.object({
  attemptId: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  learnerName: z.string(),
  attemptNo: z.number().int(),
  status: AttemptStatus,
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  submittedBy: z.enum(['learner', 'deadline']).nullable(),
  totalScore: z.number().int(),
  /** Scored at submission: every answer but the short ones. */
  objectiveScore: z.number().int(),
  /** Only once graded. */
  score: z.number().int().nullable(),
  passScore: z.number().int(),
  items: z.array(GradingItem),
  /** Focus left, paste, full screen left: oldest first. */
  integrity: z.array(z.object({ kind: IntegrityEventKind, at: z.string() })),
});
export type GradingAttempt = z.infer<typeof GradingAttempt>;

export const adminGradingDetail = operatorEndpoint({
  path: '/api/admin/grading/detail',
  permission: 'exams.grade',
  writes: false,
  request: z.object({ attemptId: Id }),
  response: GradingAttempt,
});

export const GradingComment = z.string().trim().max(500, '评语最多 500 个字');

/**
 * Scores some or all short answers of a submitted attempt (each from 0 to the question's score); the
 * last one makes the result final. A graded attempt is not graded again.
 */
export const adminGradingGrade = operatorEndpoint({
  path: '/api/admin/grading/grade',
  permission: 'exams.grade',
  writes: true,
  request: z.object({
    attemptId: Id,
    grades: z
      .array(
        z.object({
          questionId: Id,
          score: z.number().int('评分须为整数').min(0, '评分不能为负').max(1000),
          comment: GradingComment.default(''),
        }),
      )
      .min(1, '请至少评一道题')
      .max(200)
      .refine(
        (grades) => new Set(grades.map((grade) => grade.questionId)).size === grades.length,
        '同一道题只能评一次',
      ),
  }),
  response: GradingAttempt,
});
