import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { courses, sections } from '../catalog/tables.js';
import { users } from '../users/tables.js';

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

/**
 * Per learner and section: where playback stands and how much was really watched. Heartbeats merge
 * into it monotonically (modules/learning/merge-heartbeats.ts): a play is one signed playback start,
 * `play_id` orders plays in time, and within the newest play `play_seq` and `play_watched_seconds`
 * (the client's running total, capped by wall-clock) make a late or replayed heartbeat change nothing.
 * Stored with fillfactor 70 (migration 0009, which drizzle-kit does not model) for HOT updates.
 */
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
    /** Where to resume: the position of the newest heartbeat. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    /** Seconds of video really watched, over all plays (skipping and idle time never count). */
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    /** The furthest point reached by watching; anti-skip keeps playback from passing it. */
    furthestSeconds: integer('furthest_seconds').notNull().default(0),
    /** The newest play seen, its highest heartbeat sequence and its credited running total. */
    playId: bigint('play_id', { mode: 'number' }).notNull().default(0),
    playSeq: integer('play_seq').notNull().default(0),
    playWatchedSeconds: integer('play_watched_seconds').notNull().default(0),
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
    /** The play that set `last_section_id`; a late heartbeat of an older play does not move it back. */
    lastPlayId: bigint('last_play_id', { mode: 'number' }).notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_study_recent_idx').on(t.userId, t.updatedAt),
  ],
);

/** The days (China time) on which a learner studied: the check-in calendar (学习打卡). */
export const studyDays = pgTable(
  'study_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  // By day: the enterprise study roll-up looks at the learners who studied today and yesterday.
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('study_days_day_idx').on(t.day)],
);

/** The slides (`course/ppt`) of a course, in page order; images live in the private media storage. */
export const courseSlides = pgTable(
  'course_slides',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    mediaKey: text('media_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.page] })],
);

/**
 * How many times each play fetched its HLS key (decision 0053), where no Redis is configured: shared
 * by every server process on the database. Rows of plays older than a play token's lifetime are
 * deleted as new ones arrive.
 */
export const mediaKeyFetches = pgTable('media_key_fetches', {
  playId: bigint('play_id', { mode: 'number' }).primaryKey(),
  fetches: integer('fetches').notNull(),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
});
