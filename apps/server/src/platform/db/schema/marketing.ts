import { boolean, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

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
