import { integer, pgTable, serial } from 'drizzle-orm/pg-core';

export const baskets = pgTable('baskets', { id: serial('id').primaryKey(), sort: integer('sort') });
