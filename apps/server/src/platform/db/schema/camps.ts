import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses, lecturers } from './catalog.js';
import { searchGramsColumn } from './search-grams.js';
import { users } from './users.js';

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
    searchGrams: searchGramsColumn(),
  },
  (t) => [
    index('trainings_kind_idx').on(t.kind, t.sort),
    index('trainings_search_grams_idx').using('gin', t.searchGrams),
  ],
);

export const trainingTerms = pgTable('training_terms', {
  id: serial('id').primaryKey(),
  trainingId: integer('training_id')
    .notNull()
    .references(() => trainings.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  enrollEndDate: date('enroll_end_date').notNull(),
  capacity: integer('capacity').notNull(),
});

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
  },
  (t) => [
    uniqueIndex('training_users_term_key').on(t.userId, t.termId).where(sql`${t.termId} is not null`),
    uniqueIndex('training_users_camp_key').on(t.userId, t.trainingId).where(sql`${t.termId} is null`),
    index('training_users_term_idx').on(t.termId),
    // Camp playback asks for a learner's enrolments in one camp, whatever the term.
    index('training_users_user_camp_idx').on(t.userId, t.trainingId),
  ],
);

/**
 * What a camp teaches: single courses of the main catalogue, in `sort` order. An online camp opens
 * each course to a term's learners `unlockDay` days after the term starts (0: on its first day, China
 * dates). Offline and trial camps have no term; there the day only places the course in the plan.
 */
export const trainingCourses = pgTable(
  'training_courses',
  {
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    unlockDay: smallint('unlock_day').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.trainingId, t.courseId] }),
    check('training_courses_unlock_day_check', sql`${t.unlockDay} >= 0`),
  ],
);
