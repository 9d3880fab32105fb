import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { lecturers } from '../catalog/tables.js';

export const vipPlans = pgTable('vip_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  durationDays: integer('duration_days').notNull(),
  price: integer('price').notNull(),
  linePrice: integer('line_price').notNull(),
  benefits: text('benefits').array().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * What the member page offers besides courses, one row per item: member activities (`activity`),
 * the 半月谈 talks (`banyue`) and member live sessions (`live`). They share a shape (a dated item
 * with a cover and an optional host), so one table keeps the page to one query.
 */
export const memberProgrammes = pgTable(
  'member_programmes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    picCover: text('pic_cover').notNull(),
    lecturerId: integer('lecturer_id').references(() => lecturers.id),
    /** Where an activity takes place (a city venue or 线上); null for talks and live sessions. */
    location: text('location'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Sign-ups of an activity, bookings of a live session, listeners of a talk. */
    audienceCount: integer('audience_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('member_programmes_kind_idx').on(t.kind, t.enabled, t.sort)],
);
