import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchGramsColumn } from '../../../platform/db/index.js';
import { courses, lecturers } from '../../catalog/tables.js';
import { certificateTemplates } from '../../certificates/tables.js';
import { users } from '../../users/tables.js';

/** Training camps: `online` camps run in terms, `offline` camps in a city, `trial` camps are free tasters. */
export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    intro: text('intro').notNull(),
    description: text('description').notNull(),
    picCover: text('pic_cover').notNull(),
    lecturerId: integer('lecturer_id').references(() => lecturers.id),
    price: integer('price').notNull(),
    linePrice: integer('line_price').notNull(),
    vip: smallint('vip').notNull().default(0),
    enquire: smallint('enquire').notNull().default(0),
    city: text('city'),
    address: text('address'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    enrolledCount: integer('enrolled_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /**
     * The completion rule of an online camp's terms: a learner whose stored progress reaches this
     * percent of the required weight earns the term's certificate (100: every required item done).
     * Null: the camp hands out no certificate.
     */
    certificateMinProgress: smallint('certificate_min_progress'),
    /** The camp's own certificate design; null prints the built-in camp design. */
    certificateTemplateId: integer('certificate_template_id').references(() => certificateTemplates.id),
    /**
     * What the end of a term does to its learners' access (decision 0019): `keep` (study on as
     * before), `replay` (watch again, the plan's progress frozen), `close` (replay until
     * `access_close_days` after the term's end, then closed).
     */
    termEndAccess: text('term_end_access').notNull().default('keep'),
    accessCloseDays: smallint('access_close_days'),
    searchGrams: searchGramsColumn(),
  },
  (t) => [
    check(
      'trainings_certificate_rule_check',
      sql`${t.certificateMinProgress} is null or ${t.certificateMinProgress} between 1 and 100`,
    ),
    check(
      'trainings_term_end_access_check',
      sql`${t.termEndAccess} in ('keep', 'replay', 'close')
        and (${t.termEndAccess} = 'close') = (${t.accessCloseDays} is not null)
        and (${t.accessCloseDays} is null or ${t.accessCloseDays} between 0 and 3650)`,
    ),
    index('trainings_kind_idx').on(t.kind, t.sort),
    index('trainings_search_grams_idx').using('gin', t.searchGrams),
  ],
);

/**
 * A term (期) of an online camp. Its status (upcoming, enrolling, full, running, ended) is derived from
 * these dates and the seat count on China dates, never stored. `taken` is the seat ledger: a seat is
 * taken by a conditional update while an order is saved and given back when that order closes.
 */
export const trainingTerms = pgTable(
  'training_terms',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enrollStartDate: date('enroll_start_date').notNull().default(sql`current_date`),
    enrollEndDate: date('enroll_end_date').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Whether learners may still enrol once the term has started (until enrolment closes). */
    lateJoin: boolean('late_join').notNull().default(false),
    capacity: integer('capacity').notNull(),
    /** Seats held by open orders plus seats of enrolled learners. */
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    check('training_terms_seats_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
    check(
      'training_terms_dates_check',
      sql`${t.enrollStartDate} <= ${t.enrollEndDate} and ${t.startDate} <= ${t.endDate}`,
    ),
    index('training_terms_training_idx').on(t.trainingId, t.startDate),
  ],
);

/**
 * A learner's enrolment in a camp: in one term of an online camp (`termId`), or in an offline camp
 * (no term). Its id is the spec's `trainingUserId`. Created by a paid order, at most once per term.
 */
export const trainingUsers = pgTable(
  'training_users',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    termId: integer('term_id').references(() => trainingTerms.id, { onDelete: 'cascade' }),
    /** The paid order that enrolled the learner; null for enrolments made otherwise. */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Percent of the plan's required weight done, stored when something happens, never recomputed on read. */
    progress: smallint('progress').notNull().default(0),
    /** When the learner reached `progress`: the rank's tie-break (who got there first). */
    progressAt: timestamp('progress_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('training_users_term_key').on(t.userId, t.termId).where(sql`${t.termId} is not null`),
    uniqueIndex('training_users_camp_key').on(t.userId, t.trainingId).where(sql`${t.termId} is null`),
    // The term's rank: progress first, then who reached it first. Nulls first, as a plain `order by
    // progress desc` sorts them (the column has none): with Drizzle's default, nulls last, the
    // planner could not walk this index for the rank and sorted the whole term instead.
    index('training_users_rank_idx').on(t.termId, t.progress.desc().nullsFirst(), t.progressAt, t.id),
    // Camp playback asks for a learner's enrolments in one camp, whatever the term.
    index('training_users_user_camp_idx').on(t.userId, t.trainingId),
  ],
);

/** What a plan item asks of the learner; exams, coursework and live sessions count once their engines exist. */
// The contract names the same kinds (PlanItemKind); the schema stays below the contract.
const PLAN_ITEM_KINDS = ['course', 'exam', 'coursework', 'live', 'offline', 'checkin'] as const;

const planItemColumns = () => ({
  id: serial('id').primaryKey(),
  /** Day of the plan, 0 for the term's first day: the item unlocks then. */
  day: smallint('day').notNull().default(0),
  /** A named stage grouping days (第一阶段 …), or null. */
  stage: text('stage'),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  /** The main-catalogue course of a `course` item; null for the other kinds. */
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
  /**
   * The exam of an `exam` item (passing it does the item); null for the other kinds. Its foreign key
   * to `exams` is declared in migration 0017 by hand: the exams schema already imports this file.
   */
  examId: integer('exam_id'),
  required: boolean('required').notNull().default(true),
  /** Share of the progress among the required items. */
  weight: smallint('weight').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

const planItemChecks = (t: {
  day: AnyPgColumn;
  kind: AnyPgColumn;
  courseId: AnyPgColumn;
  examId: AnyPgColumn;
  weight: AnyPgColumn;
}) =>
  sql`${t.day} >= 0 and ${t.weight} >= 0
    and ${t.kind} in (${sql.raw(PLAN_ITEM_KINDS.map((kind) => `'${kind}'`).join(', '))})
    and (${t.kind} <> 'course') = (${t.courseId} is null)
    and (${t.kind} = 'exam' or ${t.examId} is null)`;

/**
 * The camp's plan, the template of its terms: each item is copied into a term when the term is
 * created, so editing the plan for the next term never rewrites a running one. Offline and trial
 * camps have no term; their plan is read from here.
 */
export const trainingPlanItems = pgTable(
  'training_plan_items',
  {
    ...planItemColumns(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    /**
     * Taken out of the plan in the console: no longer copied into new terms nor part of an offline
     * or trial camp's plan. The row stays, because terms' copies, check-ins and coursework name it.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    check('training_plan_items_check', planItemChecks(t)),
    index('training_plan_items_training_idx').on(t.trainingId, t.sort),
    index('training_plan_items_course_idx').on(t.courseId),
    index('training_plan_items_exam_idx').on(t.examId),
  ],
);

/** A term's own copy of the plan, with each item's unlock date on the term's calendar (start + day). */
export const trainingTermItems = pgTable(
  'training_term_items',
  {
    ...planItemColumns(),
    termId: integer('term_id')
      .notNull()
      .references(() => trainingTerms.id, { onDelete: 'cascade' }),
    unlockDate: date('unlock_date').notNull(),
    /** The template item it was copied from: what an assignment or another engine's record names. */
    planItemId: integer('plan_item_id').references(() => trainingPlanItems.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('training_term_items_check', planItemChecks(t)),
    index('training_term_items_term_idx').on(t.termId, t.sort),
    // A heartbeat's course finds the terms that teach it.
    index('training_term_items_course_idx').on(t.courseId, t.termId),
    // A passed exam finds the terms that ask for it.
    index('training_term_items_exam_idx').on(t.examId, t.termId),
  ],
);
