import { integer, pgTable, serial } from 'drizzle-orm/pg-core';

export const books = pgTable('books', { id: serial('id').primaryKey(), sort: integer('sort') });
