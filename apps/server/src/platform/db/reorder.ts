import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

/** A table an operator orders by hand: an integer `id` and an integer `sort` (its property name too). */
export interface SortableTable {
  table: PgTable;
  id: PgColumn;
  sort: PgColumn;
}

/**
 * Gives the rows `scope` selects the order of `ids`, which must name each of them once: an order is
 * total, never partial, so a list changed by someone else meanwhile is refused rather than mixed.
 * Answers the order before, for the audit row, or null when `ids` does not match the rows.
 */
export async function reorderRows(
  tx: Database,
  { table, id, sort }: SortableTable,
  scope: SQL | undefined,
  ids: readonly number[],
): Promise<number[] | null> {
  const rows = await tx.select({ id }).from(table).where(scope).orderBy(asc(sort), asc(id)).for('update');
  const before = rows.map((row) => row.id as number);
  const known = new Set(before);
  if (before.length !== ids.length || !ids.every((rowId) => known.has(rowId))) return null;
  for (const [index, rowId] of ids.entries()) {
    await tx
      .update(table)
      .set({ sort: index + 1 } as never)
      .where(eq(id, rowId));
  }
  return before;
}
