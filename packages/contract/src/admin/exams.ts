import { z } from 'zod';
import { Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { QuestionType } from '../exams.js';
import { operatorEndpoint } from './define.js';

/** Whole points, as the engine scores. */
const Points = z.number().int('分值须为整数').min(1, '分值须大于 0').max(1000, '分值最多 1000');
const Instant = z.iso.datetime({ offset: true, message: '时间格式不正确' });

export const PaperName = z.string().trim().min(1, '请输入试卷名称').max(50, '试卷名称最多 50 个字');
export const PAPER_KINDS = ['fixed', 'drawn'] as const;

export const PaperDrawRule = z.object({
  /** Null: any category, type or difficulty. */
  category: z.string().trim().max(50).nullable().default(null),
  type: QuestionType.nullable().default(null),
  difficulty: z.number().int().min(1).max(3).nullable().default(null),
  count: z.number().int('题数须为整数').min(1, '题数须大于 0').max(200, '题数最多 200'),
  score: Points,
});
export type PaperDrawRule = z.output<typeof PaperDrawRule>;

export const AdminPaper = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PAPER_KINDS),
  /** A fixed paper's questions in order: `score` overrides the question's own when set. */
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      stem: z.string(),
      type: QuestionType,
      questionScore: z.number().int(),
      score: z.number().int().nullable(),
    }),
  ),
  draws: z.array(PaperDrawRule),
  totalScore: z.number().int(),
  examCount: z.number().int(),
});
export type AdminPaper = z.infer<typeof AdminPaper>;

/** Every paper, newest first, with what it holds. */
export const adminPaperList = operatorEndpoint({
  path: '/api/admin/exam/paper/list',
  permission: 'exams.read',
  writes: false,
  request: z.object({}).optional().default({}),
  response: z.array(AdminPaper),
});

const PaperFields = { id: Id.optional(), name: PaperName };
export const PaperSaveRequest = z.discriminatedUnion('kind', [
  z.object({
    ...PaperFields,
    kind: z.literal('fixed'),
    questions: z
      .array(z.object({ questionId: Id, score: Points.nullable().default(null) }))
      .min(1, '请至少选择一道题目')
      .max(200, '一张试卷最多 200 道题')
      .refine(
        (entries) => new Set(entries.map((entry) => entry.questionId)).size === entries.length,
        '题目不能重复',
      ),
  }),
  z.object({
    ...PaperFields,
    kind: z.literal('drawn'),
    draws: z.array(PaperDrawRule).min(1, '请至少添加一条抽题规则').max(20, '抽题规则最多 20 条'),
  }),
]);

/** Creates a paper (no `id`) or replaces one's questions or rules; attempts already started keep their copy. */
export const adminPaperSave = operatorEndpoint({
  path: '/api/admin/exam/paper/save',
  permission: 'exams.write',
  writes: true,
  request: PaperSaveRequest,
  response: AdminPaper,
});

export const EXAM_GRADING_METHODS = ['highest', 'last'] as const;
/**
 * When a learner sees the answers and 解析: never; after submitting once no attempt is left (or the
 * exam has closed); after every attempt, retakes left or not; once the exam has closed.
 */
export const EXAM_REVEALS = ['never', 'after_submit', 'after_each_submit', 'after_close'] as const;
export const EXAM_MULTIPLE_CREDITS = ['all_or_nothing', 'half', 'per_option'] as const;

/** Where an exam lives: a camp (its enrolled learners), an enterprise (its learners), or open to every learner. */
export const ExamOwner = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open') }),
  z.object({ kind: z.literal('camp'), trainingId: Id }),
  z.object({ kind: z.literal('enterprise'), entId: Id }),
]);
export type ExamOwner = z.infer<typeof ExamOwner>;

export const ExamName = z.string().trim().min(1, '请输入考试名称').max(50, '考试名称最多 50 个字');
export const ExamIntro = z.string().trim().max(500, '考试说明最多 500 个字');

const ExamSettings = z.object({
  name: ExamName,
  intro: ExamIntro.default(''),
  paperId: Id,
  owner: ExamOwner,
  opensAt: Instant,
  closesAt: Instant,
  /** Null: until the close. */
  timeLimitSeconds: z
    .number()
    .int()
    .min(10, '考试时长至少 10 秒')
    .max(7 * 24 * 3600, '考试时长最多 7 天')
    .nullable(),
  attemptsAllowed: z.number().int().min(1, '可考次数至少 1 次').max(100, '可考次数最多 100 次'),
  passScore: z.number().int('及格分须为整数').min(0, '及格分不能为负').max(100_000),
  gradingMethod: z.enum(EXAM_GRADING_METHODS),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  reveal: z.enum(EXAM_REVEALS),
  multipleCredit: z.enum(EXAM_MULTIPLE_CREDITS),
  /**
   * How many times a candidate may leave the exam page before the server hands the paper in (null:
   * no budget, leaving is only logged). Off by default.
   */
  violationBudget: z
    .number()
    .int('离开次数上限须为整数')
    .min(1, '离开次数上限至少 1 次')
    .max(99, '离开次数上限最多 99 次')
    .nullable()
    .default(null),
  /** Ask for full screen at the start (leaving it counts as leaving the page). */
  requireFullscreen: z.boolean().default(false),
  /** Refuse copy, paste and the context menu in the answer area. */
  blockCopyPaste: z.boolean().default(false),
});

/** The rules a new exam starts from: the console's form, and the exams tests and journeys make. */
export const NEW_EXAM_RULES = {
  intro: '',
  attemptsAllowed: 1,
  passScore: 60,
  gradingMethod: 'highest',
  shuffleQuestions: false,
  shuffleOptions: true,
  reveal: 'after_submit',
  multipleCredit: 'all_or_nothing',
  violationBudget: null,
  requireFullscreen: false,
  blockCopyPaste: false,
} as const satisfies Partial<z.input<typeof ExamSettings>>;

export const AdminExam = ExamSettings.extend({
  id: z.number().int(),
  intro: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  paperName: z.string(),
  /** The camp's or the enterprise's name; null for an open exam. */
  ownerName: z.string().nullable(),
  attemptCount: z.number().int(),
  awaitingGrading: z.number().int(),
});
export type AdminExam = z.infer<typeof AdminExam>;

export const adminExamList = operatorEndpoint({
  path: '/api/admin/exam/list',
  permission: 'exams.read',
  writes: false,
  request: PageQuery.extend({ keyword: z.string().trim().max(50).optional() }),
  response: pageOf(AdminExam),
});

export const ExamSaveRequest = ExamSettings.extend({ id: Id.optional() }).refine(
  (exam) => Date.parse(exam.opensAt) < Date.parse(exam.closesAt),
  { message: '结束时间须晚于开始时间', path: ['closesAt'] },
);

/** Creates an exam (no `id`) or changes one; an attempt keeps the deadline fixed at its start. */
export const adminExamSave = operatorEndpoint({
  path: '/api/admin/exam/save',
  permission: 'exams.write',
  writes: true,
  request: ExamSaveRequest,
  response: AdminExam,
});

const Named = z.object({ id: z.number().int(), name: z.string() });

/** What an exam can belong to: the camps and the enterprises. */
export const adminExamOwners = operatorEndpoint({
  path: '/api/admin/exam/owners',
  permission: 'exams.read',
  writes: false,
  request: z.object({}).optional().default({}),
  response: z.object({ camps: z.array(Named), enterprises: z.array(Named) }),
});
