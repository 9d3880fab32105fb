import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from '../operators/tables.js';
import { users } from '../users/tables.js';

/**
 * A group offer (拼团活动) as the console creates it: a product at a group price for groups of
 * `groupSize` learners that must fill within `hours` of their start; groups start between
 * `startsAt` and `endsAt`, unless the offer is stopped.
 */
export const groupOffers = pgTable(
  'group_offers',
  {
    id: serial('id').primaryKey(),
    /** 1 course, 2 bundle, 9 membership plan. */
    productType: integer('product_type').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    /** The product's list price when the offer was made, in cents; the group price is below it. */
    linePrice: integer('line_price').notNull(),
    groupPrice: integer('group_price').notNull(),
    groupSize: integer('group_size').notNull(),
    hours: integer('hours').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('group_offers_price_positive', sql`${t.groupPrice} > 0`),
    check('group_offers_size_range', sql`${t.groupSize} between 2 and 50`),
    check('group_offers_hours_range', sql`${t.hours} between 1 and 72`),
    index('group_offers_product_idx').on(t.productType, t.productId),
  ],
);

/**
 * A group (团): it exists from its starter's payment. `seatsTaken` counts members holding a seat (a
 * paid member, or a joiner whose order is still open); the conditional update that raises it never
 * passes `size`, and the check is the second wall. `paidMembers` reaching `size` fills the group.
 * `open` → `filled` | `failed`.
 */
export const buyingGroups = pgTable(
  'buying_groups',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => groupOffers.id),
    starterId: integer('starter_id')
      .notNull()
      .references(() => users.id),
    size: integer('size').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(1),
    paidMembers: integer('paid_members').notNull().default(1),
    status: text('status').notNull().default('open'),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'buying_groups_seats_within_size',
      sql`${t.paidMembers} between 0 and ${t.seatsTaken} and ${t.seatsTaken} <= ${t.size}`,
    ),
    index('buying_groups_offer_idx').on(t.offerId, t.status),
    index('buying_groups_due_idx').on(t.status, t.endsAt),
  ],
);

/**
 * A learner's order in a group: a starter's from its save (`groupId` null until it is paid, when
 * the group is made), a joiner's with its seat. A joiner's unpaid order that ends gives its seat
 * and this row back. One row per learner per group (the unique index), one per order. A failed
 * group's paid member is refunded under `refundNo` (`GRP<member id>`): the refund row's unique
 * number makes a second run of the job find it rather than refund again.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => groupOffers.id),
    groupId: integer('group_id').references(() => buyingGroups.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_members_order_key').on(t.orderId),
    uniqueIndex('group_members_one_per_learner').on(t.groupId, t.userId),
    index('group_members_user_idx').on(t.userId),
  ],
);
