import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import type { PreparedStatement } from './open.js';

/**
 * A statement prepared once per database, on first use: for the hot reads whose planning cost more
 * than running them (each connection then keeps the statement's plan). Answers the statement of a
 * given database. Anything else made once per database (a batcher of its writes) is kept the same way.
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/**
 * A statement written with Drizzle's `sql` (and `sql.placeholder` for what varies per call) made
 * into a fixed text for `runPrepared`: for hot statements the query builder cannot express (a
 * data-modifying CTE), planned once per connection like the builder's own prepared queries.
 */
export function preparedFromSql(name: string, query: SQL) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return {
    statement: { name, text } satisfies PreparedStatement,
    /** The statement's values for these placeholders. */
    valuesOf: (named: Record<string, unknown>) => fillPlaceholders(params, named),
  };
}
