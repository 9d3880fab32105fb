import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const vipPlans = pgTable('vip_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  durationDays: integer('duration_days').notNull(),
  price: integer('price').notNull(),
  linePrice: integer('line_price').notNull(),
  benefits: text('benefits').array().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});
