import { type SQLChunk, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import type { SqlResult } from './pglite-sql.js';

/**
 * node-postgres's `query(text, values)` on a Drizzle database or transaction, for a library that
 * brings its own SQL (the job queue) when its statement must commit or roll back with the caller's
 * transaction. The text's `$n` placeholders become Drizzle parameters: one statement, values bound.
 */
export function statementRunnerOn(db: Database) {
  return async (text: string, values: readonly unknown[] = []): Promise<SqlResult> => {
    const pieces = text.split(/\$(\d+)/);
    const chunks: SQLChunk[] = pieces.map((piece, index) =>
      index % 2 === 0 ? sql.raw(piece) : sql.param(values[Number(piece) - 1] ?? null),
    );
    return (await db.execute(sql.join(chunks))) as unknown as SqlResult;
  };
}
