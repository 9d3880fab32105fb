import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The one database type every module uses; PGlite and node-postgres both satisfy it. It carries no
 * schema: each area declares its own tables (`modules/<area>/tables.ts`) and queries name them, so
 * the platform needs none of them (relational `db.query` is not used).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * The rows of `db.execute`: both drivers answer `{ rows }`, which the driver-neutral type above
 * leaves unknown. For statements the query builder cannot write (the ledger's checks, the flash
 * sale's stock taken as SQL that an order's statement also embeds).
 */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
