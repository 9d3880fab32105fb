import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trainings } from '../camps/tables/camps.js';
import { enterprises, users } from '../users/tables.js';

/** One stem shared by several questions (a passage, a case, a table). */
export const questionMaterials = pgTable('question_materials', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
});

/** An option as authored: its letter (`A` …, `T`/`F` for true or false) and its text. */
export interface QuestionOption {
  key: string;
  text: string;
}

/**
 * The key of a question, by type: `single`, `multiple` and `judge` the keys of the correct options;
 * `fill` the accepted answers of each blank, in order; `short` a reference answer for the grader.
 */
export type QuestionKey = { choices: string[] } | { blanks: string[][] } | { reference: string };

/**
 * The question bank. `fill` answers are compared after the stated normalisation: spaces removed
 * (`fillIgnoreSpaces`) and letter case folded (`fillIgnoreCase`). `short` answers are graded by a person.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull().$type<'single' | 'multiple' | 'judge' | 'fill' | 'short'>(),
    stem: text('stem').notNull(),
    options: jsonb('options').notNull().$type<QuestionOption[]>().default([]),
    key: jsonb('key').notNull().$type<QuestionKey>(),
    fillIgnoreSpaces: boolean('fill_ignore_spaces').notNull().default(true),
    fillIgnoreCase: boolean('fill_ignore_case').notNull().default(true),
    score: integer('score').notNull(),
    analysis: text('analysis').notNull().default(''),
    difficulty: smallint('difficulty').notNull().default(2),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    materialId: integer('material_id').references(() => questionMaterials.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('questions_type_check', sql`${t.type} in ('single', 'multiple', 'judge', 'fill', 'short')`),
    check('questions_score_check', sql`${t.score} > 0`),
    check('questions_difficulty_check', sql`${t.difficulty} between 1 and 3`),
    // Drawn papers pick by category, type and difficulty.
    index('questions_draw_idx').on(t.category, t.type, t.difficulty),
  ],
);

/** A paper: a `fixed` list of questions, or `drawn` afresh for each attempt by its draw rules. */
export const papers = pgTable(
  'papers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull().$type<'fixed' | 'drawn'>(),
  },
  (t) => [check('papers_kind_check', sql`${t.kind} in ('fixed', 'drawn')`)],
);

/** The questions of a fixed paper; `score` overrides the question's own score when set. */
export const paperQuestions = pgTable(
  'paper_questions',
  {
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    sort: integer('sort').notNull().default(0),
    score: integer('score'),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.questionId] })],
);

/** One rule of a drawn paper: `count` questions matching the filters (null: any), each worth `score`. */
export const paperDraws = pgTable(
  'paper_draws',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    category: text('category'),
    type: text('type').$type<'single' | 'multiple' | 'judge' | 'fill' | 'short'>(),
    difficulty: smallint('difficulty'),
    count: integer('count').notNull(),
    score: integer('score').notNull(),
  },
  (t) => [
    index('paper_draws_paper_idx').on(t.paperId, t.sort),
    check('paper_draws_count_check', sql`${t.count} > 0 and ${t.score} > 0`),
  ],
);

/**
 * An exam: a paper with its rules. It belongs to a camp (`trainingId`: its enrolled learners sit it),
 * to an enterprise (`entId`: its learners, on the enterprise site), or to neither (any learner).
 * No time limit means until the close. `reveal` says when answers and 解析 are shown; `multipleCredit`
 * how a multiple-choice answer that is short of the key scores.
 */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id),
    trainingId: integer('training_id').references(() => trainings.id, { onDelete: 'cascade' }),
    entId: integer('ent_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    timeLimitSeconds: integer('time_limit_seconds'),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    passScore: integer('pass_score').notNull(),
    gradingMethod: text('grading_method').notNull().$type<'highest' | 'last'>().default('highest'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(true),
    reveal: text('reveal')
      .notNull()
      .$type<'never' | 'after_submit' | 'after_each_submit' | 'after_close'>()
      .default('after_submit'),
    multipleCredit: text('multiple_credit')
      .notNull()
      .$type<'all_or_nothing' | 'half' | 'per_option'>()
      .default('all_or_nothing'),
    sort: integer('sort').notNull().default(0),
    /**
     * How many times a candidate may leave the exam page (another tab or window, leaving full screen);
     * the next one submits the attempt. Null: no budget, leaving is only logged for the grader.
     */
    violationBudget: integer('violation_budget'),
    /** The page asks for full screen at the start. */
    requireFullscreen: boolean('require_fullscreen').notNull().default(false),
    /** The answer area refuses copy, paste and the context menu. */
    blockCopyPaste: boolean('block_copy_paste').notNull().default(false),
  },
  (t) => [
    check('exams_budget_check', sql`${t.violationBudget} is null or ${t.violationBudget} between 1 and 99`),
    check('exams_owner_check', sql`${t.trainingId} is null or ${t.entId} is null`),
    check('exams_window_check', sql`${t.opensAt} < ${t.closesAt}`),
    check('exams_limits_check', sql`${t.attemptsAllowed} > 0 and coalesce(${t.timeLimitSeconds}, 1) > 0`),
    check('exams_grading_check', sql`${t.gradingMethod} in ('highest', 'last')`),
    check(
      'exams_reveal_check',
      sql`${t.reveal} in ('never', 'after_submit', 'after_each_submit', 'after_close')`,
    ),
    check('exams_credit_check', sql`${t.multipleCredit} in ('all_or_nothing', 'half', 'per_option')`),
    index('exams_ent_idx').on(t.entId, t.sort),
    index('exams_training_idx').on(t.trainingId),
  ],
);

export type AttemptStatus = 'in_progress' | 'submitted' | 'graded';

/**
 * One sitting of an exam by a learner: in progress until submitted (by the learner or at the
 * deadline), then graded once every answer has a score. At most one attempt of a learner per exam
 * is in progress (the partial unique index), so two starts at once resume the same attempt.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull(),
    status: text('status').notNull().$type<AttemptStatus>().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Who handed it in: the learner, the deadline, or the server when the violation budget ran out. */
    submittedBy: text('submitted_by').$type<'learner' | 'deadline' | 'violations'>(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    totalScore: integer('total_score').notNull(),
    score: integer('score'),
    /**
     * When the graded listeners (camp progress, messages) all ran for this grade; null until then.
     * A grade is committed before they run, so one left null by a crash is announced again by the
     * sweep (decision 0025).
     */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    /** Times the page reported leaving the exam page (blur, full screen left), as the server received them. */
    violations: integer('violations').notNull().default(0),
    /**
     * The device the attempt was started on: a random id the browser keeps (not the address, which
     * changes on one device and is shared by many), and its name for the grader. Saves and resumes
     * from another id are refused while the attempt is open.
     */
    deviceId: text('device_id'),
    deviceName: text('device_name'),
  },
  (t) => [
    check('exam_attempts_status_check', sql`${t.status} in ('in_progress', 'submitted', 'graded')`),
    uniqueIndex('exam_attempts_number_key').on(t.examId, t.userId, t.attemptNo),
    uniqueIndex('exam_attempts_open_key').on(t.examId, t.userId).where(sql`${t.status} = 'in_progress'`),
    index('exam_attempts_user_idx').on(t.userId, t.startedAt),
    index('exam_attempts_unannounced_idx')
      .on(t.gradedAt)
      .where(sql`${t.status} = 'graded' and ${t.announcedAt} is null`),
  ],
);

/** An option as one attempt shows it: an opaque token of this attempt only, standing for its key. */
export interface AttemptOption {
  token: string;
  key: string;
}

/** A learner's answer as saved: chosen option tokens, the blanks' texts, or a written answer. */
export type SavedAnswer = { choices: string[] } | { blanks: string[] } | { text: string };

/**
 * The questions of one attempt, in the order shown, each with its options in the order shown, the
 * saved answer, and once graded the score awarded (and a grader's comment for a short answer).
 */
export const attemptItems = pgTable(
  'attempt_items',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    position: integer('position').notNull(),
    score: integer('score').notNull(),
    options: jsonb('options').notNull().$type<AttemptOption[]>(),
    answer: jsonb('answer').$type<SavedAnswer>(),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    awarded: integer('awarded'),
    comment: text('comment'),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * What the page noticed during an attempt: a deterrent shown to the grader, not proctoring. `at` is
 * the page's clock (held within the attempt's span), `receivedAt` the server's. `reconnect` (the page
 * came back online) is context for the grader, never a violation.
 */
export const attemptEvents = pgTable(
  'attempt_events',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'blur' | 'paste' | 'fullscreen_exit' | 'reconnect'>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('attempt_events_kind_check', sql`${t.kind} in ('blur', 'paste', 'fullscreen_exit', 'reconnect')`),
    index('attempt_events_attempt_idx').on(t.attemptId, t.at),
  ],
);

/**
 * What the server saw of an attempt besides the page's events, for the grader's timeline: each save
 * that changed answers (how many), and each refused call from another device (its name).
 */
export const attemptLog = pgTable(
  'attempt_log',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'save' | 'other_device'>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changed: integer('changed'),
    deviceName: text('device_name'),
  },
  (t) => [
    check('attempt_log_kind_check', sql`${t.kind} in ('save', 'other_device')`),
    index('attempt_log_attempt_idx').on(t.attemptId, t.at),
  ],
);
