import { sql } from 'drizzle-orm';
import {
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
import { lecturers } from './catalog.js';
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
  ],
);
