import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
