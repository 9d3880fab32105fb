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
import { operators } from '../operators/tables.js';
import { users } from '../users/tables.js';

/**
 * The commission rate of a product (分销设置), in whole percent of what the buyer actually paid,
 * 0 to 50. A product without a row, or at 0, pays no commission and cannot be shared for one.
 */
export const referralRates = pgTable(
  'referral_rates',
  {
    /** 1 course, 2 bundle (the catalogue's `courses.type`). */
    productType: smallint('product_type').notNull(),
    productId: integer('product_id').notNull(),
    rate: smallint('rate').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productType, t.productId] }),
    check('referral_rates_range', sql`${t.rate} between 0 and 50`),
  ],
);

/**
 * A learner's share link of one product: `code` is what the link carries, 12 characters of 60
 * random bits, so a guessed code finds nothing.
 */
export const referralLinks = pgTable(
  'referral_links',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productType: smallint('product_type').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_links_owner_key').on(t.userId, t.productType, t.productId)],
);

/**
 * Clicks on a link, one row per visitor and China day: the primary key makes a visitor's second
 * click of the day count nothing. `visitor` is `u:<learner id>` when signed in, else the browser's
 * anonymous visitor id.
 */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => referralLinks.id),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.visitor, t.day] })],
);

/**
 * Whose link a signed-in learner last followed for a product, until `expiresAt` (7 days after that
 * click): the last click wins, by an upsert on the learner and product.
 */
export const referralAttributions = pgTable(
  'referral_attributions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productType: smallint('product_type').notNull(),
    productId: integer('product_id').notNull(),
    linkId: integer('link_id')
      .notNull()
      .references(() => referralLinks.id),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productType, t.productId] })],
);

/**
 * A commission on one paid order, at most one per order. `amount` is the rate of what the buyer paid
 * less what was refunded; it moves `frozen → available` once, when the refund window closes
 * (`releasesAt`), or `frozen → taken_back` when the order is refunded in full before then.
 * `clawedBack` is what refunds after the release took back from the sharer's available balance.
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().unique(),
    orderNo: text('order_no').notNull(),
    sharerId: integer('sharer_id')
      .notNull()
      .references(() => users.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    linkId: integer('link_id')
      .notNull()
      .references(() => referralLinks.id),
    productType: smallint('product_type').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    /** What the buyer paid, in cents, after coupons. */
    paidAmount: integer('paid_amount').notNull(),
    rate: smallint('rate').notNull(),
    amount: integer('amount').notNull(),
    clawedBack: integer('clawed_back').notNull().default(0),
    /** `frozen`, `available` or `taken_back`. */
    status: text('status').notNull().default('frozen'),
    releasesAt: timestamp('releases_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    takenBackAt: timestamp('taken_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('referral_commissions_amounts', sql`${t.amount} >= 0 and ${t.clawedBack} >= 0`),
    index('referral_commissions_sharer_idx').on(t.sharerId, t.id),
    index('referral_commissions_due_idx').on(t.releasesAt).where(sql`${t.status} = 'frozen'`),
  ],
);

/**
 * A sharer's money, in cents, kept by conditional updates in the transaction of each movement (and
 * of its ledger rows): `available` may go below 0 only when a refund after release takes back
 * commission already released; a withdrawal never takes it below 0.
 */
export const referralBalances = pgTable(
  'referral_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    frozen: integer('frozen').notNull().default(0),
    available: integer('available').notNull().default(0),
    /** Requested and not yet paid or rejected. */
    withdrawing: integer('withdrawing').notNull().default(0),
    withdrawn: integer('withdrawn').notNull().default(0),
  },
  (t) => [
    check(
      'referral_balances_nonnegative',
      sql`${t.frozen} >= 0 and ${t.withdrawing} >= 0 and ${t.withdrawn} >= 0`,
    ),
  ],
);

/**
 * A withdrawal (申请提现): `pending` until finance pays it by bank transfer (`paid`, with the
 * transfer's reference) or rejects it with a reason. One pending request per sharer, by a partial
 * unique index.
 */
export const referralWithdrawals = pgTable(
  'referral_withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('pending'),
    transferRef: text('transfer_ref'),
    rejectReason: text('reject_reason'),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('referral_withdrawals_amount', sql`${t.amount} >= 100`),
    uniqueIndex('referral_withdrawals_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('referral_withdrawals_status_idx').on(t.status, t.id),
  ],
);
