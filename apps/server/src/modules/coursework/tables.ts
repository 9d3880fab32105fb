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
import { trainingPlanItems, trainings } from '../camps/tables/camps.js';
import { operators } from '../operators/tables.js';
import { users } from '../users/tables.js';

/** An assignment, set on one camp plan item of kind `coursework`. */
export const courseworkAssignments = pgTable(
  'coursework_assignments',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    planItemId: integer('plan_item_id')
      .notNull()
      .references(() => trainingPlanItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    requirements: text('requirements').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    lateAllowed: boolean('late_allowed').notNull().default(false),
    visibility: text('visibility').notNull().default('after_submit'),
    countsOn: text('counts_on').notNull().default('submit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coursework_assignments_plan_item_key').on(t.planItemId),
    check(
      'coursework_assignments_check',
      sql`${t.visibility} in ('always', 'after_submit') and ${t.countsOn} in ('submit', 'approve')`,
    ),
  ],
);

/** A file a learner uploaded for coursework; stored privately under `storage_key`. */
export const courseworkFiles = pgTable(
  'coursework_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coursework_files_user_idx').on(t.userId),
    check('coursework_files_kind_check', sql`${t.kind} in ('image', 'attachment')`),
  ],
);

/**
 * A learner's submission of an assignment: one live row per learner and assignment (a removed one
 * keeps its row and versions, with `removed_at`). `counted_at` is when it started counting toward
 * camp progress by the assignment's rule; a review is visible to the learner once `released_at` is set.
 */
export const courseworkSubmissions = pgTable(
  'coursework_submissions',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => courseworkAssignments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    content: text('content').notNull(),
    fileIds: jsonb('file_ids').$type<number[]>().notNull(),
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    late: boolean('late').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    score: smallint('score'),
    reviewComment: text('review_comment'),
    excellent: boolean('excellent').notNull().default(false),
    reviewedBy: integer('reviewed_by').references(() => operators.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coursework_submissions_live_key')
      .on(t.assignmentId, t.userId)
      .where(sql`${t.removedAt} is null`),
    // Others' work: the submitted ones of an assignment, excellent first, newest first.
    index('coursework_submissions_list_idx').on(t.assignmentId, t.excellent, t.submittedAt),
    index('coursework_submissions_user_idx').on(t.userId, t.updatedAt),
    check('coursework_submissions_status_check', sql`${t.status} in ('draft', 'submitted')`),
  ],
);

/** The state of a submission before each edit or removal: earlier versions are never lost. */
export const courseworkSubmissionVersions = pgTable(
  'coursework_submission_versions',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => courseworkSubmissions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    content: text('content').notNull(),
    fileIds: jsonb('file_ids').$type<number[]>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('coursework_submission_versions_key').on(t.submissionId, t.version)],
);

/** Comments are one level deep: on a work, never on a comment. */
export const courseworkComments = pgTable(
  'coursework_comments',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => courseworkSubmissions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coursework_comments_submission_idx').on(t.submissionId, t.createdAt)],
);

/** One row per learner and work: a like counted twice is impossible, whatever the concurrency. */
export const courseworkLikes = pgTable(
  'coursework_likes',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => courseworkSubmissions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.userId] })],
);

export const courseworkCollections = pgTable(
  'coursework_collections',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => courseworkSubmissions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.userId] }),
    index('coursework_collections_user_idx').on(t.userId, t.createdAt),
  ],
);
