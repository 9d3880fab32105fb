import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/**
 * Distinct characters and character bigrams of the lower-cased name, under a GIN index (decision
 * 0006), computed by the database with `zx_grams`. Lecturers and camps: a trigger keeps it in step
 * with `name` (migration 0003_search_grams), and whatever a caller writes here is overwritten.
 * Listed courses: the trigger that writes the whole row from the course fills it (migration
 * 0010_search_rows). A column builder the areas' tables share, not a table.
 */
export const searchGramsColumn = () => text('search_grams').array().notNull().default(sql`'{}'::text[]`);
