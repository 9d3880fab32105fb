import { sql } from 'drizzle-orm';
import {
  check,
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
 * A flash sale (秒杀): one product at `salePrice` between `startsAt` and `endsAt`, `quantity` units.
 * Where its units are is counted on its stock rows (flashSaleStock), not here: every buyer of a rush
 * would otherwise wait for this one row.
 */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial('id').primaryKey(),
    /** 1 course, 2 bundle, 8 camp, 9 membership plan (the order types). */
    productType: smallint('product_type').notNull(),
    productId: integer('product_id').notNull(),
    /** The product's name and normal price when the sale was created, for the console's list. */
    productName: text('product_name').notNull(),
    listPrice: integer('list_price').notNull(),
    /** Cents, above 0 and below the normal price. */
    salePrice: integer('sale_price').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Stopped early by an operator: no unit is taken from then on. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('flash_sales_price_positive', sql`${t.salePrice} > 0 and ${t.salePrice} < ${t.listPrice}`),
    check('flash_sales_window', sql`${t.endsAt} > ${t.startsAt}`),
    index('flash_sales_product_idx').on(t.productType, t.productId, t.endsAt),
  ],
);

/**
 * A sale's units, split over a few rows (stripes) so that buyers of a rush take units side by side,
 * each locking one stripe, instead of queueing on one row (decision 0063). `held` counts units held
 * by unpaid orders and `sold` units of paid ones; both move only by conditional updates in the
 * transaction of the order they belong to, and the check is the second wall: a stripe never passes
 * its quantity, so the sale, the sum of its stripes, cannot oversell.
 */
export const flashSaleStock = pgTable(
  'flash_sale_stock',
  {
    saleId: integer('sale_id')
      .notNull()
      .references(() => flashSales.id),
    stripe: smallint('stripe').notNull(),
    quantity: integer('quantity').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.saleId, t.stripe] }),
    check(
      'flash_sale_stock_within_quantity',
      sql`${t.held} >= 0 and ${t.sold} >= 0 and ${t.held} + ${t.sold} <= ${t.quantity}`,
    ),
  ],
);

/**
 * One unit of a sale taken by one order: `held` while the order is unpaid, `sold` once it is paid,
 * `returned` when it closed unpaid (its stripe's `held` goes down by one in the same transaction).
 * The partial unique index is the one-per-learner rule: a learner has at most one unit of a sale
 * that is not returned, however their saves race.
 */
export const flashSaleUnits = pgTable(
  'flash_sale_units',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => flashSales.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The order that holds or bought it (one unit per order). */
    orderId: integer('order_id').notNull().unique(),
    /** The stock row it was taken from, which it goes back to. */
    stripe: smallint('stripe').notNull(),
    /** `held`, `sold` or `returned`. */
    status: text('status').notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('flash_sale_units_one_per_learner')
      .on(t.saleId, t.userId)
      .where(sql`${t.status} <> 'returned'`),
  ],
);
