import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';

export type Database = PgDatabase<PgQueryResultHKT>;

/** Stands in for the server's SortableTable: the check knows it by its name. */
export interface SortableTable {
  table: PgTable;
  id: PgColumn;
  sort: PgColumn;
}

export declare function reorderRows(tx: Database, sortable: SortableTable, ids: number[]): Promise<void>;
