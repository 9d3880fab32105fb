import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { enterprises, users } from '../users/tables.js';

/**
 * A notice to one learner (an order paid, a certificate issued …). `dedupe_key` names the event that
 * produced it: a producer that runs again for the same event (a retried job, a repeated payment
 * notification) inserts nothing.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notices_dedupe_key').on(t.dedupeKey),
    // The header's count reads only this small index: a learner's unread notices.
    index('notices_unread').on(t.userId, t.category).where(sql`${t.readAt} is null`),
    index('notices_by_learner').on(t.userId, t.category, t.id),
  ],
);

/**
 * An operator's broadcast: one row whatever the audience's size. Learners see it while
 * `starts_at <= now() < ends_at` unless withdrawn; their reading writes an `announcement_reads` row.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience').notNull(),
    entId: integer('ent_id').references(() => enterprises.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    check('announcements_audience_check', sql`${t.audience} in ('all', 'vip', 'enterprise')`),
    check('announcements_enterprise_check', sql`(${t.audience} = 'enterprise') = (${t.entId} is not null)`),
    check('announcements_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('announcements_live').on(t.endsAt).where(sql`${t.withdrawnAt} is null`),
  ],
);

/** A learner read an announcement: the only per-learner row an announcement ever gets. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);
