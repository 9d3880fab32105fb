import { z } from 'zod';
import { Id } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';

/**
 * Exams (/trainingCamp/exam/:id on the main site, /ent/exam/:id on the enterprise site). One engine
 * serves both: the main site's calls serve camp exams (to the camp's enrolled learners) and exams open
 * to every learner; the enterprise site's serve the exams of the session's enterprise only.
 *
 * An attempt: `exam/paper/detail` without `attemptId` resumes the learner's attempt in progress or
 * starts one (deadline: the earlier of start + time limit and the exam's close); `exam/paper/save`
 * saves answers (and integrity events), and with `submit` hands the paper in. At the deadline the
 * server submits what was saved. Until the exam's `reveal` rule allows, no answer carries a key: not
 * a correct flag, not a score per option or per question; option ids are tokens of the attempt.
 */

export const QuestionType = z.enum(['single', 'multiple', 'judge', 'fill', 'short']);
export type QuestionType = z.infer<typeof QuestionType>;

export const AttemptStatus = z.enum(['in_progress', 'submitted', 'graded']);
export type AttemptStatus = z.infer<typeof AttemptStatus>;

/** `upcoming` before the exam opens, `open` while it may be started, `closed` after it closes. */
export const ExamPhase = z.enum(['upcoming', 'open', 'closed']);
export type ExamPhase = z.infer<typeof ExamPhase>;

/** Where the exam belongs: a camp, an enterprise, or every learner. */
export const ExamScope = z.enum(['camp', 'enterprise', 'open']);
export type ExamScope = z.infer<typeof ExamScope>;

/** An option id of one attempt: random, meaningless in any other attempt. */
const OptionToken = z.string().regex(/^[A-Za-z0-9_-]{6,32}$/);

/**
 * An answer by question type: `choices` (option tokens: one for single choice and true/false, one or
 * more for multiple choice), `blanks` (one text per blank of a fill-in) or `text` (a short answer).
 * An empty `choices` or `text` clears the answer.
 */
export const ExamAnswer = z.union([
  z.object({ choices: z.array(OptionToken).max(26) }).strict(),
  z.object({ blanks: z.array(z.string().max(500)).max(20) }).strict(),
  z.object({ text: z.string().max(20_000) }).strict(),
]);
export type ExamAnswer = z.infer<typeof ExamAnswer>;

const ChinaTime = z.string();

/**
 * An exam's integrity rules, shown to the candidate before the start: how many times the exam page
 * may be left (another tab or window, leaving full screen) before the server hands the paper in
 * (null: no budget, leaving is only logged), full screen asked for at the start, copy, paste and
 * the context menu refused in the answer area.
 */
export const ExamIntegrityRules = z.object({
  violationBudget: z.number().int().nullable(),
  requireFullscreen: z.boolean(),
  blockCopyPaste: z.boolean(),
});
export type ExamIntegrityRules = z.infer<typeof ExamIntegrityRules>;

/** Who handed an attempt in: the learner, the deadline, or the server once the violation budget ran out. */
export const AttemptSubmitter = z.enum(['learner', 'deadline', 'violations']);
export type AttemptSubmitter = z.infer<typeof AttemptSubmitter>;

/**
 * A device's own id, random, kept by the browser (localStorage): an attempt belongs to the device it
 * was started on. Not the address, which one device changes and many devices share.
 */
export const ExamDeviceId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const AttemptSummary = z.object({
  id: z.number().int(),
  attemptNo: z.number().int(),
  status: AttemptStatus,
  startedAt: ChinaTime,
  submittedAt: ChinaTime.nullable(),
  /** Null until graded. */
  score: z.number().int().nullable(),
  passed: z.boolean().nullable(),
});
export type AttemptSummary = z.infer<typeof AttemptSummary>;

/** An exam as a list shows it, with the learner's standing. */
export const ExamCard = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: ExamScope,
  /** The camp of a camp exam, for the link back to it. */
  trainingId: z.number().int().nullable(),
  opensAt: ChinaTime,
  closesAt: ChinaTime,
  phase: ExamPhase,
  /** Null: no time limit (until the exam closes). */
  timeLimitMinutes: z.number().int().nullable(),
  totalScore: z.number().int(),
  passScore: z.number().int(),
  attemptsAllowed: z.number().int(),
  attemptsUsed: z.number().int(),
  /** The learner's result by the exam's grading method (highest or last graded attempt); null before any. */
  finalScore: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  /** An attempt is submitted and waits for a grader. */
  awaitingGrading: z.boolean(),
});
export type ExamCard = z.infer<typeof ExamCard>;

export const ExamDetail = ExamCard.extend({
  intro: z.string(),
  questionCount: z.number().int(),
  /** May start a new attempt now. */
  canStart: z.boolean(),
  /** The attempt in progress, to resume. */
  resumeAttemptId: z.number().int().nullable(),
  attempts: z.array(AttemptSummary),
  integrity: ExamIntegrityRules,
  /** The learner's enrolment in the camp of a camp exam, for the way back to its plan; null otherwise. */
  enrolmentId: z.number().int().nullable(),
});
export type ExamDetail = z.infer<typeof ExamDetail>;

/** What the review shows of a question once the exam's rule allows. */
export const QuestionReview = z.object({
  /** Tokens of the correct options (choice questions). */
  correctOptionIds: z.array(z.string()),
  /** Accepted answers per blank (fill-in). */
  acceptedBlanks: z.array(z.array(z.string())),
  /** The reference answer of a short answer. */
  reference: z.string().nullable(),
  analysis: z.string(),
  /** Null while a short answer waits for its grader. */
  awarded: z.number().int().nullable(),
  comment: z.string().nullable(),
});
export type QuestionReview = z.infer<typeof QuestionReview>;

export const PaperQuestion = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: QuestionType,
  stem: z.string(),
  /** The shared material this question belongs to. */
  material: z.string().nullable(),
  score: z.number().int(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  /** Number of blanks of a fill-in (0 for other types). */
  blanks: z.number().int(),
  answer: ExamAnswer.nullable(),
  /** Null until the exam's rule allows a review. */
  review: QuestionReview.nullable(),
});
export type PaperQuestion = z.infer<typeof PaperQuestion>;

export const AttemptPaper = z.object({
  attemptId: z.number().int(),
  examId: z.number().int(),
  name: z.string(),
  scope: ExamScope,
  status: AttemptStatus,
  startedAt: ChinaTime,
  deadlineAt: ChinaTime,
  /** Seconds left as the server counts them (0 once submitted). */
  remainingSeconds: z.number().int(),
  totalScore: z.number().int(),
  passScore: z.number().int(),
  score: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  /** Answers and 解析 are shown (the exam's rule allows it now). */
  reviewShown: z.boolean(),
  questions: z.array(PaperQuestion),
  integrity: ExamIntegrityRules,
  /** Times the exam page was left, as the server counted the events it received. */
  violations: z.number().int(),
  /** Null while in progress. */
  submittedBy: AttemptSubmitter.nullable(),
});
export type AttemptPaper = z.infer<typeof AttemptPaper>;

export const IntegrityEventKind = z.enum(['blur', 'paste', 'fullscreen_exit']);
export type IntegrityEventKind = z.infer<typeof IntegrityEventKind>;

/**
 * What the page reports with a save: the integrity events, and `reconnect` (the page came back
 * online), which the grader sees in the timeline and which is never a violation.
 */
export const PageEventKind = z.enum([...IntegrityEventKind.options, 'reconnect']);
export type PageEventKind = z.infer<typeof PageEventKind>;

const ExamDetailRequest = z.object({ id: Id });

/** `{ id, attemptId? }`: a given attempt of the learner (the result page), else resume or start one. */
const PaperDetailRequest = z.object({ id: Id, attemptId: Id.optional(), deviceId: ExamDeviceId.optional() });

const PaperSaveRequest = z.object({
  attemptId: Id,
  /** The device's id: an attempt started with one takes saves from that device only. */
  deviceId: ExamDeviceId.optional(),
  answers: z
    .array(z.object({ questionId: Id, answer: ExamAnswer }))
    .max(200)
    .default([]),
  /** Integrity events since the last save, `at` in milliseconds since the epoch. */
  events: z
    .array(z.object({ kind: PageEventKind, at: z.number().int().nonnegative() }))
    .max(50)
    .default([]),
  /** Hand the paper in after saving. */
  submit: z.boolean().default(false),
});

export const PaperSaveResult = z.object({
  attemptId: z.number().int(),
  status: AttemptStatus,
  remainingSeconds: z.number().int(),
  score: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  /** Times the exam page was left so far, by the server's count. */
  violations: z.number().int(),
  /** Null while in progress; `violations` when this save's events used up the budget. */
  submittedBy: AttemptSubmitter.nullable(),
});
export type PaperSaveResult = z.infer<typeof PaperSaveResult>;

export const examDetail = endpoint({
  path: '/api/front/exam/detail',
  access: 'user',
  request: ExamDetailRequest,
  response: ExamDetail,
});

export const examPaperDetail = endpoint({
  path: '/api/front/exam/paper/detail',
  access: 'user',
  request: PaperDetailRequest,
  response: AttemptPaper,
});

export const examPaperSave = endpoint({
  path: '/api/front/exam/paper/save',
  access: 'user',
  request: PaperSaveRequest,
  response: PaperSaveResult,
});

/** The learner's exams (personal centre): every exam with an attempt, the latest attempt first. */
export const userExamList = endpoint({
  path: '/api/front/user/exam/list',
  access: 'user',
  request: PageQuery,
  response: pageOf(ExamCard),
});

/** The exams of the session's enterprise, by the enterprise's order. */
export const entExamList = endpoint({
  path: '/api/ent/front/exam/list',
  access: 'enterprise',
  request: PageQuery,
  response: pageOf(ExamCard),
});

export const entExamDetail = endpoint({
  path: '/api/ent/front/exam/detail',
  access: 'enterprise',
  request: ExamDetailRequest,
  response: ExamDetail,
});

export const entExamPaperDetail = endpoint({
  path: '/api/ent/front/exam/paper/detail',
  access: 'enterprise',
  request: PaperDetailRequest,
  response: AttemptPaper,
});

export const entExamPaperSave = endpoint({
  path: '/api/ent/front/exam/paper/save',
  access: 'enterprise',
  request: PaperSaveRequest,
  response: PaperSaveResult,
});
