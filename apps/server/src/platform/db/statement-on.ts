import { type SQLChunk, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import type { SqlResult } from './pglite-sql.js';

/**
 * node-postgres's `query(text, values)` on a Drizzle database or transaction, for a library that
 * brings its own SQL (the job queue) when its statement must commit or roll back with the caller's
 * transaction. The text's `$n` placeholders become Drizzle parameters: one statement, values bound.
 * A `$n` written twice stays one parameter, as PostgreSQL reads it: its type is inferred once, from
 * its first use (pg-boss reads its `startAfter` as text, and casts it only in the branch that applies).
 */
export function statementRunnerOn(db: Database) {
  return async (text: string, values: readonly unknown[] = []): Promise<SqlResult> => {
    const pieces = text.split(/\$(\d+)/);
    // Drizzle numbers its parameters $1, $2, … in the order they appear in the statement.
    const placeholderOf = new Map<string, number>();
    const chunks: SQLChunk[] = pieces.map((piece, index) => {
      if (index % 2 === 0) return sql.raw(piece);
      const placeholder = placeholderOf.get(piece);
      if (placeholder !== undefined) return sql.raw(`$${placeholder}`);
      placeholderOf.set(piece, placeholderOf.size + 1);
      return sql.param(values[Number(piece) - 1] ?? null);
    });
    return (await db.execute(sql.join(chunks))) as unknown as SqlResult;
  };
}
