import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { operators } from '../operators/tables.js';
import { users } from '../users/tables.js';

/**
 * A batch of coupons as the console creates it: what it takes off, on what, for how long, how many
 * and how many per learner. `claimed` counts the coupons given out; the conditional update that
 * raises it never passes `quantity`, so a batch is never over-issued however many claim at once.
 */
export const couponBatches = pgTable(
  'coupon_batches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `full_reduction`, `discount` or `no_threshold` (CouponKind). */
    kind: text('kind').notNull(),
    threshold: integer('threshold').notNull().default(0),
    reduction: integer('reduction').notNull().default(0),
    /** 折扣: percent paid, 1 to 99. */
    rate: integer('rate'),
    cap: integer('cap'),
    /** `all`, `category` or `products`. */
    scope: text('scope').notNull(),
    categoryId: integer('category_id'),
    /** For scope `products`: [{ type, id }]. */
    products: jsonb('products').$type<Array<{ type: number; id: number }>>().notNull().default([]),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Days a coupon lasts after it is claimed, instead of fixed dates. */
    validDays: integer('valid_days'),
    quantity: integer('quantity').notNull(),
    claimed: integer('claimed').notNull().default(0),
    perLearner: integer('per_learner').notNull(),
    /** `button` or `code`. */
    claimBy: text('claim_by').notNull(),
    returnOnRefund: boolean('return_on_refund').notNull().default(true),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_batches_claimed_within_quantity', sql`${t.claimed} between 0 and ${t.quantity}`),
    check('coupon_batches_rate_range', sql`${t.rate} is null or ${t.rate} between 1 and 99`),
    check('coupon_batches_money_not_negative', sql`${t.threshold} >= 0 and ${t.reduction} >= 0`),
  ],
);

/**
 * One coupon: a learner's (claimed or redeemed), or a code not yet redeemed (`unclaimed`, no
 * learner). `available` → `locked` by an unpaid order (order_id set) → `used` when it is paid;
 * a closed order sets it `available` again, and so does a refund when the batch says so. Every
 * move is a conditional update on the expected status, so one coupon never pays two orders.
 * Expiry is not a status: it is read from `expires_at`.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => couponBatches.id),
    userId: integer('user_id').references(() => users.id),
    /** The redemption code of a code batch's coupon. */
    code: text('code').unique(),
    status: text('status').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The order that holds it (locked) or spent it (used). */
    orderId: integer('order_id'),
    /** What it took off that order, in cents (the batch's subsidy is the sum over used ones). */
    discount: integer('discount'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('coupons_user_idx').on(t.userId, t.status),
    index('coupons_batch_idx').on(t.batchId),
    index('coupons_order_idx').on(t.orderId),
  ],
);

/**
 * How many coupons of a batch a learner has claimed: raised by an upsert that refuses past the
 * batch's per-learner limit, so concurrent claims of one learner cannot both slip under it.
 */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => couponBatches.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] })],
);
