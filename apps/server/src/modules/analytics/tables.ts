import { bigint, date, integer, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The dashboard's figures per China day, kept as they happen (orders placed and paid, page views and
 * visitors) and mended by the roll-up job (decision 0047). Each day is split over shards, each
 * written by the database connections it falls to (DAY_SHARDS): a payment's transaction holds the row
 * it increments until it commits, and one row a day would make every payment of the day wait for the
 * one before it. A day's figure is the sum of its shards.
 */
export const analyticsDays = pgTable(
  'analytics_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    placedOrders: integer('placed_orders').notNull().default(0),
    /** Orders paid that cost something (free orders are not revenue), and what they cost, in cents. */
    paidOrders: integer('paid_orders').notNull().default(0),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** Of the paid orders: those a coupon paid part of, group-buying (拼团) ones and flash-sale (秒杀) ones. */
    couponOrders: integer('coupon_orders').notNull().default(0),
    groupOrders: integer('group_orders').notNull().default(0),
    flashOrders: integer('flash_orders').notNull().default(0),
    newLearners: integer('new_learners').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/**
 * Each visitor of the learner site once per day: the key makes the first view of the day the one
 * that counts, however many server processes take the day's views.
 */
export const analyticsDayVisitors = pgTable(
  'analytics_day_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorId: uuid('visitor_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorId] })],
);

/**
 * The people of the 30 days ending `to_day`, each counted once over them (a sum of daily figures
 * would count a visitor of two days twice): counted by the roll-up job, not as they happen.
 */
export const analyticsFunnels = pgTable('analytics_funnels', {
  toDay: date('to_day', { mode: 'string' }).primaryKey(),
  visitors: integer('visitors').notNull(),
  trialLearners: integer('trial_learners').notNull(),
  completions: integer('completions').notNull(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
});
