import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/**
 * Distinct characters and character bigrams of the lower-cased name, under a GIN index (decision
 * 0006). A trigger keeps it in step with `name` (migration 0003_search_grams, function `zx_grams`);
 * whatever a caller writes here is overwritten. Not re-exported from the schema index: a column
 * builder, not a table.
 */
export const searchGramsColumn = () => text('search_grams').array().notNull().default(sql`'{}'::text[]`);
