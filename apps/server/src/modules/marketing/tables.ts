import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from '../operators/tables.js';
import { users } from '../users/tables.js';

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  /** Where the banner shows: the home carousel or the training-camp landing. */
  position: text('position').notNull(),
  title: text('title').notNull(),
  picPc: text('pic_pc').notNull(),
  /** Jump code 1-7 of the spec. */
  jump: smallint('jump').notNull(),
  shareUrl: text('share_url'),
  productId: integer('product_id'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  clickCount: integer('click_count').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Site-wide settings as key/value pairs, so an operator can change one without a migration. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Applications to run a city centre (/single/citycenter). One per learner, enforced by the unique
 * index; a rejected one is overwritten when the learner applies again. The phone is kept as the
 * users table keeps phones (plain, answered masked): it is how the programme team calls back.
 */
export const cityCenterApplications = pgTable(
  'city_center_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    company: text('company').notNull(),
    experience: text('experience').notNull(),
    /** 0 审核中, 1 已通过, 2 未通过. */
    status: smallint('status').notNull().default(0),
    reviewNote: text('review_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The operator who decided (the audit log keeps every decision; this is the current one's). */
    reviewedBy: integer('reviewed_by').references(() => operators.id),
  },
  (t) => [
    uniqueIndex('city_center_applications_user_key').on(t.userId),
    // The console's queue: by status, oldest submission first.
    index('city_center_applications_queue_idx').on(t.status, t.submittedAt),
  ],
);

/** Gifts offered at login: type 1 to a new user, type 2 to a returning one; status 1 once claimed. */
export const acquisitions = pgTable(
  'acquisitions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(0),
    vipDays: integer('vip_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('acquisitions_user_idx').on(t.userId, t.status)],
);
