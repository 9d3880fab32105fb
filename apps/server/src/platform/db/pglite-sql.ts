import type { PGlite } from '@electric-sql/pglite';

/** One statement's result as node-postgres answers it; `rows` is what callers read. */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

/**
 * node-postgres's `query(text, values)` on PGlite, for libraries that bring their own SQL (the job
 * queue). With values the text is one statement, run through the extended protocol (`query`).
 * Without, it may hold several statements and runs through the simple protocol (`exec`); the answer
 * is then what node-postgres gives: the result of a single statement, or an array of one result per
 * statement.
 *
 * The parameterless text runs inside a PGlite transaction. Such texts often open their own
 * transaction (`BEGIN; ...; COMMIT`), and a statement failing before their COMMIT would leave
 * PGlite's one connection in an aborted transaction, failing everyone's next statements; PGlite
 * rolls its transaction back before it lets anyone else in. Its BEGIN and the text's COMMIT only
 * draw warnings, which PGlite does not print.
 */
export function pgliteExecuteSql(client: PGlite) {
  return async (text: string, values?: unknown[]): Promise<SqlResult | SqlResult[]> => {
    if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
    const results = await client.transaction((tx) => tx.exec(text));
    return results.length === 1 ? (results[0] as SqlResult) : results;
  };
}
