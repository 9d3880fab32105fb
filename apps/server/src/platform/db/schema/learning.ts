import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { courses, sections } from './catalog.js';
import { users } from './users.js';

/**
 * What a learner may study: one row per course or bundle, whatever granted it (`order`, `bundle`
 * for the courses of a bought bundle, `enterprise`, `gift`). Reading `buy` is one primary-key probe.
 */
export const userCourses = pgTable(
  'user_courses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const collections = pgTable(
  'collections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('collections_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Per learner and section: where playback stands and how much was really watched. */
export const sectionProgress = pgTable(
  'section_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    positionSeconds: integer('position_seconds').notNull().default(0),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    /** 1 once the section counts as learned. */
    finished: smallint('finished').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sectionId] }),
    index('section_progress_course_idx').on(t.userId, t.courseId),
  ],
);

/** Per learner and course: the section watched last (learnLast) and when study began (study flag). */
export const courseStudy = pgTable(
  'course_study',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lastSectionId: integer('last_section_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_study_recent_idx').on(t.userId, t.updatedAt),
  ],
);
