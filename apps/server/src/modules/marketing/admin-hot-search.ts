import type { AdminHotSearch } from '@zhixue/contract';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { type Database, reorderRows } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { hotSearches } = tables;
type Audit = (change: AuditChange) => void;

const columns = {
  id: hotSearches.id,
  name: hotSearches.name,
  sort: hotSearches.sort,
  enabled: hotSearches.enabled,
  clickCount: hotSearches.clickCount,
};

/** In the dropdown's order (operator order, then clicks), disabled terms too. */
export function listAdminHotSearches(db: Database): Promise<AdminHotSearch[]> {
  return db
    .select(columns)
    .from(hotSearches)
    .orderBy(asc(hotSearches.sort), desc(hotSearches.clickCount), asc(hotSearches.id));
}

async function findHotSearch(tx: Database, id: number, lock = false): Promise<AdminHotSearch> {
  const query = tx.select(columns).from(hotSearches).where(eq(hotSearches.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('HOT_SEARCH_NOT_FOUND');
  return row;
}

async function assertNameFree(tx: Database, name: string, exceptId = 0): Promise<void> {
  const [taken] = await tx
    .select({ id: hotSearches.id })
    .from(hotSearches)
    .where(and(eq(hotSearches.name, name), ne(hotSearches.id, exceptId)));
  if (taken) throw new AppError('HOT_SEARCH_NAME_TAKEN');
}

/** A new term goes first: an operator adds one to promote it now. */
export async function createHotSearch(tx: Database, name: string, audit: Audit): Promise<AdminHotSearch> {
  await assertNameFree(tx, name);
  const [first] = await tx
    .select({ sort: hotSearches.sort })
    .from(hotSearches)
    .orderBy(asc(hotSearches.sort))
    .limit(1);
  const [row] = await tx
    .insert(hotSearches)
    .values({ name, sort: Math.min(first?.sort ?? 1, 1) - 1 })
    .returning(columns);
  if (!row) throw new Error('the new hot search term was not inserted');
  audit({ entity: 'hot-search', entityId: row.id, before: null, after: row });
  return row;
}

export async function updateHotSearch(
  tx: Database,
  change: { id: number; name: string; enabled: boolean },
  audit: Audit,
): Promise<AdminHotSearch> {
  const before = await findHotSearch(tx, change.id, true);
  await assertNameFree(tx, change.name, change.id);
  await tx
    .update(hotSearches)
    .set({ name: change.name, enabled: change.enabled })
    .where(eq(hotSearches.id, change.id));
  const after = await findHotSearch(tx, change.id);
  audit({ entity: 'hot-search', entityId: change.id, before, after });
  return after;
}

export async function reorderHotSearches(
  tx: Database,
  ids: number[],
  audit: Audit,
): Promise<AdminHotSearch[]> {
  const before = await reorderRows(
    tx,
    { table: hotSearches, id: hotSearches.id, sort: hotSearches.sort },
    undefined,
    ids,
  );
  if (!before) throw new AppError('LIST_ORDER_MISMATCH');
  audit({ entity: 'hot-search-order', entityId: 0, before, after: ids });
  return listAdminHotSearches(tx);
}
