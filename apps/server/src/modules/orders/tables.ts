import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from '../operators/tables.js';
import { users } from '../users/tables.js';

/**
 * Draws the digits after an order number's time stamp (orders/order-number.ts): every process takes
 * its values from it, so two orders never draw the same.
 */
export const orderNoSequence = pgSequence('order_no_seq');

/**
 * One purchase. What was bought and at what price is a snapshot taken when the order was saved, so
 * a later price or name change never alters an order. Money is integer cents.
 *
 * Status moves only pending → paid | cancelled | closed, and paid → refunded, each by a conditional
 * UPDATE on the expected current status.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Unique number shown to the learner and sent to the payment provider (out_trade_no). */
    orderNo: text('order_no').notNull().unique(),
    // Orders are financial records: deleting a user must not silently delete them.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1 single course, 2 bundle, 8 training camp, 9 membership plan. */
    productType: smallint('product_type').notNull(),
    /** Course, bundle, camp or plan id. */
    productId: integer('product_id').notNull(),
    /** The camp term of a type 8 order (the order page's trainId). */
    termId: integer('term_id'),
    /** The activity whose price applied, if any. */
    activityId: integer('activity_id'),
    productName: text('product_name').notNull(),
    productPic: text('product_pic').notNull(),
    /** Name of the camp term; null for other products. */
    termName: text('term_name'),
    /** Days of membership a type 9 order grants. */
    vipDays: integer('vip_days'),
    linePrice: integer('line_price').notNull(),
    price: integer('price').notNull(),
    /** What the learner pays, in cents. */
    amount: integer('amount').notNull(),
    /** The coupon the order holds (locked while pending, spent once paid); null without one. */
    couponId: integer('coupon_id'),
    /** What the coupon took off, in cents: `amount` is the price less it. */
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /** Which price applied: `price`, `vip` or `activity`. */
    priceKind: text('price_kind').notNull(),
    /** `pending`, `paid`, `cancelled`, `closed` or `refunded` (in full; a partial refund leaves it paid). */
    status: text('status').notNull().default('pending'),
    /** The channel the learner chose last: `wx`, `ali` or `peiban`. */
    payChannel: text('pay_channel'),
    /** The provider's transaction number once paid. */
    providerTradeNo: text('provider_trade_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An unpaid order closes at this time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when assisted payment was requested: the order waits for an operator's confirmation. */
    peibanRequestedAt: timestamp('peiban_requested_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it was cancelled by the learner or closed unpaid. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    // At most one pending order per learner and product: a second save reuses or replaces it.
    uniqueIndex('orders_one_pending_key')
      .on(t.userId, t.productType, t.productId, sql`coalesce(${t.termId}, 0)`)
      .where(sql`${t.status} = 'pending'`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Money an operator sent back for a paid order, whole or in part. `refund_no` is our number at the
 * provider (WeChat Pay's out_refund_no, Alipay's out_request_no): the provider refunds one number
 * once, and the unique key makes a repeated click or a replayed notification find the same row.
 * The rows of an order that did not fail never add up to more than its amount (checked under the
 * order's row lock).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** Cents. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** `processing` (sent, not yet confirmed), `succeeded` or `failed` (the money did not go back). */
    status: text('status').notNull().default('processing'),
    /** The provider's refund id (WeChat refund_id, Alipay trade_no), once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** Why the provider refused, for the operator. */
    failure: text('failure'),
    /** Null for a refund the server sent itself (a failed group's member, 拼团失败). */
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
);

/**
 * A spreadsheet of the orders a console search found, made by a job and kept in private storage.
 * Whether phones were shown is fixed when it is asked for, by the asking operator's role.
 */
export const orderExports = pgTable(
  'order_exports',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** The search's filters (AdminOrderFilters). */
    filters: jsonb('filters').notNull(),
    showPhones: boolean('show_phones').notNull(),
    /** `queued`, `running`, `done` or `failed`. */
    status: text('status').notNull().default('queued'),
    rowCount: integer('row_count'),
    /** Where the finished file is, in the private (media) storage. */
    storageKey: text('storage_key'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('order_exports_operator_idx').on(t.operatorId, t.id)],
);
