import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { searchGramsColumn } from '../../platform/db/index.js';
import { users } from '../users/tables.js';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  parentId: integer('parent_id'),
  sort: integer('sort').notNull().default(0),
  /** Hidden in the console: left out of the learner site's category lists. */
  hidden: boolean('hidden').notNull().default(false),
});

export const lecturers = pgTable(
  'lecturers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    topic: text('topic'),
    serviceCompany: text('service_company'),
    searchGrams: searchGramsColumn(),
  },
  (t) => [index('lecturers_search_grams_idx').using('gin', t.searchGrams)],
);

/**
 * Sellable learning products: single courses (type 1) and bundles (type 2). Training camps live in
 * their own table because they are sold by term. Youke (free trial) courses are courses of channel
 * `youke`; enterprise-only courses are of channel `enterprise`.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    channel: text('channel').notNull().default('main'),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    picCover: text('pic_cover').notNull(),
    picHeader: text('pic_header').notNull(),
    picPcBanner: text('pic_pc_banner').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    lecturerId: integer('lecturer_id').references(() => lecturers.id),
    youkeListId: integer('youke_list_id'),
    /** 0 free, 1 paid, 2 VIP only. */
    charge: smallint('charge').notNull(),
    price: integer('price').notNull(),
    /** 1 when a VIP benefit applies. */
    vip: smallint('vip').notNull().default(0),
    /** 1 members pay vipPrice, 0 members study free. */
    vipCharge: smallint('vip_charge').notNull().default(1),
    vipPrice: integer('vip_price').notNull().default(0),
    linePrice: integer('line_price').notNull(),
    enquire: smallint('enquire').notNull().default(0),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    isNew: boolean('is_new').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    learnerCount: integer('learner_count').notNull().default(0),
    /** Lessons for a single course, courses for a bundle; kept by the seed and by the admin later. */
    lessonCount: integer('lesson_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** Until a section is learned, playback may not skip past the furthest point watched (learning area). */
    antiSkip: boolean('anti_skip').notNull().default(true),
    /**
     * Which sections play as encrypted HLS whose key only an entitled play fetches (decision 0053):
     * `paid` the sections of a course one pays for (trial sections and free or youke courses stay
     * plain), `all` every section, `none` none. MP4 sections it names are converted by a media job.
     */
    videoEncryption: text('video_encryption', { enum: ['paid', 'all', 'none'] })
      .notNull()
      .default('paid'),
    /**
     * 防挂机: after this many minutes without any interaction the player asks 你还在学习吗？, and time
     * after an unanswered prompt is not counted (learning area, decision 0054). 0: never asked.
     */
    idleCheckMinutes: smallint('idle_check_minutes').notNull().default(0),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_channel_published_idx').on(t.channel, t.published, t.sort),
    index('courses_category_idx').on(t.categoryId),
    // A lecturer's courses.
    index('courses_lecturer_idx').on(t.lecturerId),
    // The console's list sorted by learners or price pages through these instead of sorting every course.
    index('courses_learner_count_idx').on(t.learnerCount, t.id),
    index('courses_price_idx').on(t.price, t.id),
    // The console's keyword narrows by the name's bigrams (zx_grams, migration 0003) before LIKE,
    // as the site's search does on listed courses: every course here, unpublished ones included.
    index('courses_name_grams_idx').using('gin', sql`zx_grams(${t.name})`),
  ],
);

/**
 * The main site's listed courses and bundles (channel `main`, published; decision 0005), one narrow
 * row each: what a search matches (the name's grams, decision 0006), filters by and orders by.
 * Written only by a trigger on `courses` (migration 0010_search_rows), which copies these columns
 * on every insert or update of a listed course and deletes the row of one that stops being listed;
 * a deleted course takes its row with it. A search reads one row per match: a `courses` row is over
 * a kilobyte, so a word in thousands of names read as many pages there, and here about twenty rows
 * share a page (decision 0015). The columns keep their names from `courses`, so the list's orders
 * and filters, written for `courses`, apply to this table under that alias.
 */
export const listedCourses = pgTable(
  'listed_courses',
  {
    id: integer('id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    categoryId: integer('category_id'),
    lecturerId: integer('lecturer_id'),
    charge: smallint('charge').notNull(),
    vip: smallint('vip').notNull(),
    price: integer('price').notNull(),
    learnerCount: integer('learner_count').notNull(),
    sort: integer('sort').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    searchGrams: searchGramsColumn(),
  },
  (t) => [
    // Written with the catalogue, read on every keystroke: entries go straight into the index
    // rather than into a pending list that every search would scan until the next vacuum.
    index('listed_courses_search_grams_idx').using('gin', t.searchGrams).with({ fastupdate: false }),
    index('listed_courses_lecturer_idx').on(t.lecturerId),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name'),
    trial: smallint('trial').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('chapters_course_idx').on(t.courseId, t.sort)],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    trial: smallint('trial').notNull().default(0),
    /** Storage key of the media file; playback addresses are signed per user by the learning area. */
    mediaKey: text('media_key'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sections_chapter_idx').on(t.chapterId, t.sort), index('sections_course_idx').on(t.courseId)],
);

/** A bundle (course of type 2) groups its courses under named groups (the spec's bundle groups). */
export const bundleGroups = pgTable('bundle_groups', {
  id: serial('id').primaryKey(),
  bundleId: integer('bundle_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const bundleCourses = pgTable(
  'bundle_courses',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => bundleGroups.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('bundle_courses_pk').on(t.groupId, t.courseId)],
);

/** A time-limited promotion; its prices apply only between startAt and endAt. */
export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
});

export const activityProducts = pgTable(
  'activity_products',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** Product type of the spec: 1 course, 2 bundle, 8 training camp. */
    productType: smallint('product_type').notNull(),
    productId: integer('product_id').notNull(),
    activityPrice: integer('activity_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.productType, t.productId] }),
    index('activity_products_product_idx').on(t.productType, t.productId),
  ],
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
