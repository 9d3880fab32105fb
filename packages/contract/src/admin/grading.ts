import { z } from 'zod';
import { Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { AttemptStatus, AttemptSubmitter } from '../exams.js';
import { operatorEndpoint } from './define.js';

export const GradingQueueEntry = z.object({
  attemptId: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  learnerName: z.string(),
  attemptNo: z.number().int(),
  submittedAt: z.string(),
  submittedBy: AttemptSubmitter,
  /** Short answers of the attempt, and how many of them still have no score. */
  shortCount: z.number().int(),
  ungradedCount: z.number().int(),
  /** Events the page reported (focus left, paste, full screen left). */
  integrityCount: z.number().int(),
  /** Times the exam page was left, as the server counted them (what the violation budget counts). */
  violations: z.number().int(),
});
export type GradingQueueEntry = z.infer<typeof GradingQueueEntry>;

/**
 * Submitted attempts waiting for a grader, the longest waiting first; with `includeGraded` the graded
 * ones too (an attempt without short answers, handed in by the violation budget, is graded at once).
 * `hasViolations` keeps the attempts that left the exam page; `sort: 'violations'` puts the most first.
 */
export const adminGradingQueue = operatorEndpoint({
  path: '/api/admin/grading/queue',
  permission: 'exams.grade',
  writes: false,
  request: PageQuery.extend({
    examId: Id.optional(),
    includeGraded: z.boolean().default(false),
    hasViolations: z.boolean().default(false),
    sort: z.enum(['oldest', 'violations']).default('oldest'),
  }),
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

/**
 * One moment of an attempt, oldest first: `start`, each `save` (`changed` answers), what the page
 * reported (`blur`, `paste`, `fullscreen_exit`, `reconnect`; `clientAt` is the page's clock, `at`
 * the server's), `other_device` (a call refused from `deviceName`), a `gap` of `gapMinutes` without
 * a word from the page, and `submit` (`submittedBy`).
 */
export const TimelineEntry = z.object({
  kind: z.enum([
    'start',
    'save',
    'blur',
    'paste',
    'fullscreen_exit',
    'reconnect',
    'other_device',
    'gap',
    'submit',
  ]),
  at: z.string(),
  clientAt: z.string().nullable(),
  changed: z.number().int().nullable(),
  deviceName: z.string().nullable(),
  submittedBy: AttemptSubmitter.nullable(),
  gapMinutes: z.number().int().nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const GradingAttempt = z.object({
  attemptId: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  learnerName: z.string(),
  attemptNo: z.number().int(),
  status: AttemptStatus,
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  submittedBy: AttemptSubmitter.nullable(),
  totalScore: z.number().int(),
  /** Scored at submission: every answer but the short ones. */
  objectiveScore: z.number().int(),
  /** Only once graded. */
  score: z.number().int().nullable(),
  passScore: z.number().int(),
  items: z.array(GradingItem),
  /** Times the exam page was left (the server's count) and the exam's budget (null: none). */
  violations: z.number().int(),
  violationBudget: z.number().int().nullable(),
  /** The device the attempt was started on, and every other device refused meanwhile. */
  devices: z.array(z.object({ name: z.string(), at: z.string(), refused: z.boolean() })),
  timeline: z.array(TimelineEntry),
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
