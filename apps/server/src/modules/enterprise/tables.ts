import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from '../catalog/tables.js';
import { exams } from '../exams/tables.js';
import { enterprises, users } from '../users/tables.js';

/*
 * The enterprise learning centre (docs/decisions/0030-enterprise-learning-centre.md). Every table
 * carries `ent_id`, so that every query of the area is scoped by the session's enterprise with one
 * condition on the table it reads, whatever it joins.
 */

const entId = () =>
  integer('ent_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' });

/** An enterprise's departments, a tree (`parentId` null at the top). */
export const entDepartments = pgTable(
  'ent_departments',
  {
    id: serial('id').primaryKey(),
    entId: entId(),
    parentId: integer('parent_id').references((): AnyPgColumn => entDepartments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('ent_departments_ent_idx').on(t.entId, t.parentId, t.sort)],
);

/** The department of an enterprise learner (`users.ent_id` is the membership itself). */
export const entLearners = pgTable(
  'ent_learners',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: entId(),
    deptId: integer('dept_id').references(() => entDepartments.id, { onDelete: 'set null' }),
  },
  (t) => [index('ent_learners_dept_idx').on(t.entId, t.deptId)],
);

/** The enterprise's own categories of its library (course/category/drop). */
export const entCategories = pgTable(
  'ent_categories',
  {
    id: serial('id').primaryKey(),
    entId: entId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('ent_categories_ent_idx').on(t.entId, t.sort)],
);

/**
 * The enterprise's library: platform courses (or bundles) it licensed, for every learner until
 * `expiresAt` (`site`) or for the learners holding a seat (`seats`, at most `seats` of them), and its
 * own courses (`private`: courses of channel `enterprise`, made for it).
 */
export const enterpriseCourses = pgTable(
  'enterprise_courses',
  {
    entId: entId(),
    courseId: integer('course_id').notNull(),
    licence: text('licence').notNull().$type<'site' | 'seats' | 'private'>().default('site'),
    seats: integer('seats'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    categoryId: integer('category_id').references(() => entCategories.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enterprise_courses_pk').on(t.entId, t.courseId),
    // A private course belongs to one enterprise only.
    uniqueIndex('enterprise_courses_private_owner_idx').on(t.courseId).where(sql`${t.licence} = 'private'`),
    index('enterprise_courses_category_idx').on(t.entId, t.categoryId),
    check('enterprise_courses_licence_check', sql`${t.licence} in ('site', 'seats', 'private')`),
    check('enterprise_courses_seats_check', sql`(${t.licence} = 'seats') = (${t.seats} is not null)`),
  ],
);

/**
 * A per-seat licence's seats: assigned to a learner, activated when the learner first opens the
 * course, revoked (the seat is free again; the row stays as the record).
 */
export const entSeats = pgTable(
  'ent_seats',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: entId(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.entId, t.courseId, t.userId] })],
);

/** A curated list of library courses (专题) with a cover and an introduction. */
export const entTopics = pgTable(
  'ent_topics',
  {
    id: serial('id').primaryKey(),
    entId: entId(),
    name: text('name').notNull(),
    picCover: text('pic_cover').notNull(),
    intro: text('intro').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ent_topics_ent_idx').on(t.entId, t.sort)],
);

export const entTopicCourses = pgTable(
  'ent_topic_courses',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => entTopics.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    entId: entId(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.courseId] })],
);

/** A learning task: courses and exams to study by a deadline, required or optional. */
export const entTasks = pgTable(
  'ent_tasks',
  {
    id: serial('id').primaryKey(),
    entId: entId(),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    required: boolean('required').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ent_tasks_ent_idx').on(t.entId, t.deadlineAt),
    check('ent_tasks_window_check', sql`${t.startsAt} < ${t.deadlineAt}`),
  ],
);

/** One course or one exam of a task, in order. */
export const entTaskItems = pgTable(
  'ent_task_items',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => entTasks.id, { onDelete: 'cascade' }),
    entId: entId(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('ent_task_items_task_idx').on(t.taskId, t.sort),
    check('ent_task_items_kind_check', sql`(${t.courseId} is null) <> (${t.examId} is null)`),
  ],
);

/** Who a task is assigned to: one learner, or a department and every department under it. */
export const entTaskAssignees = pgTable(
  'ent_task_assignees',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => entTasks.id, { onDelete: 'cascade' }),
    entId: entId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deptId: integer('dept_id').references(() => entDepartments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('ent_task_assignees_task_idx').on(t.taskId),
    index('ent_task_assignees_user_idx').on(t.entId, t.userId),
    index('ent_task_assignees_dept_idx').on(t.entId, t.deptId),
    check('ent_task_assignees_kind_check', sql`(${t.userId} is null) <> (${t.deptId} is null)`),
  ],
);

/** A learner's study against a task: written when the player is opened with the task's `taskId`. */
export const entTaskProgress = pgTable(
  'ent_task_progress',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => entTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: entId(),
    /** The task's course studied last. */
    lastCourseId: integer('last_course_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastStudiedAt: timestamp('last_studied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] })],
);

/**
 * Daily roll-up: seconds an enterprise learner watched on a China day, added by the roll-up job
 * (modules/enterprise/study-rollup.ts) from the growth of the learner's watched total.
 */
export const entStudyDays = pgTable(
  'ent_study_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    entId: entId(),
    seconds: integer('seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('ent_study_days_ent_idx').on(t.entId, t.day)],
);

/** Per learner: the all-time roll-up (rank and top learners read it through its index). */
export const entLearnerTotals = pgTable(
  'ent_learner_totals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: entId(),
    totalSeconds: integer('total_seconds').notNull().default(0),
    /** The learner's watched total when the roll-up last looked: the next growth is new study. */
    watchedMark: integer('watched_mark').notNull().default(0),
    /**
     * The learner's place in the enterprise by total (ties share it), set by the roll-up in the same
     * transaction as the totals: `home/learn/user/rank` reads it instead of counting everyone ahead.
     * Null while the total is 0.
     */
    rank: integer('rank'),
  },
  (t) => [index('ent_learner_totals_rank_idx').on(t.entId, t.totalSeconds)],
);
