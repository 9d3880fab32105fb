import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './operators.js';

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
