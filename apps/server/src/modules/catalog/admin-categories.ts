import type { AdminCategory } from '@zhixue/contract';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { categories } = tables;

type Audit = (change: AuditChange) => void;

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  parentId: categories.parentId,
  sort: categories.sort,
  hidden: categories.hidden,
  // Spelled out: inside a subquery Drizzle leaves columns unqualified, and `id` would be the course's.
  courseCount: sql<number>`(select count(*)::int from courses where courses.category_id = categories.id)`,
};

/** Parents first, each followed by its children, each level in operator order. */
export async function listAdminCategories(db: Database): Promise<AdminCategory[]> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows
    .filter((row) => row.parentId === null)
    .flatMap((top) => [top, ...rows.filter((row) => row.parentId === top.id)]);
}

async function findCategory(tx: Database, id: number, lock = false): Promise<AdminCategory> {
  const query = tx.select(categoryColumns).from(categories).where(eq(categories.id, id));
  const [row] = lock ? await query.for('update', { of: categories }) : await query;
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  return row;
}

const sameLevel = (parentId: number | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

async function assertNameFree(tx: Database, parentId: number | null, name: string, exceptId = 0) {
  const [taken] = await tx
    .select({ total: count() })
    .from(categories)
    .where(and(sameLevel(parentId), eq(categories.name, name), ne(categories.id, exceptId)));
  if ((taken?.total ?? 0) > 0) throw new AppError('CATEGORY_NAME_TAKEN');
}

/** A new category goes last among its siblings. */
export async function createCategory(
  tx: Database,
  input: { name: string; parentId: number | null },
  audit: Audit,
): Promise<AdminCategory> {
  if (input.parentId !== null) {
    const parent = await findCategory(tx, input.parentId);
    if (parent.parentId !== null) throw new AppError('CATEGORY_PARENT_INVALID');
  }
  await assertNameFree(tx, input.parentId, input.name);
  const [last] = await tx
    .select({ sort: sql<number>`coalesce(max(${categories.sort}), 0)::int` })
    .from(categories)
    .where(sameLevel(input.parentId));
  const [row] = await tx
    .insert(categories)
    .values({ name: input.name, parentId: input.parentId, sort: (last?.sort ?? 0) + 1 })
    .returning({ id: categories.id });
  if (!row) throw new Error('the new category was not inserted');
  const created = await findCategory(tx, row.id);
  audit({ entity: 'category', entityId: created.id, before: null, after: created });
  return created;
}

export async function updateCategory(
  tx: Database,
  id: number,
  change: { name: string } | { hidden: boolean },
  audit: Audit,
): Promise<AdminCategory> {
  const before = await findCategory(tx, id, true);
  if ('name' in change) await assertNameFree(tx, before.parentId, change.name, id);
  await tx.update(categories).set(change).where(eq(categories.id, id));
  const after = await findCategory(tx, id);
  audit({ entity: 'category', entityId: id, before, after });
  return after;
}

/** `ids` must name every category under `parentId`, each once: the order is total, never partial. */
export async function reorderCategories(
  tx: Database,
  input: { parentId: number | null; ids: number[] },
  audit: Audit,
): Promise<AdminCategory[]> {
  const siblings = await tx
    .select(categoryColumns)
    .from(categories)
    .where(sameLevel(input.parentId))
    .orderBy(asc(categories.sort), asc(categories.id))
    .for('update', { of: categories });
  const known = new Set(siblings.map((row) => row.id));
  if (siblings.length !== input.ids.length || !input.ids.every((id) => known.has(id))) {
    throw new AppError('CATEGORY_ORDER_MISMATCH');
  }
  for (const [index, id] of input.ids.entries()) {
    await tx
      .update(categories)
      .set({ sort: index + 1 })
      .where(eq(categories.id, id));
  }
  audit({
    entity: 'category-order',
    entityId: input.parentId ?? 0,
    before: siblings.map((row) => row.id),
    after: input.ids,
  });
  const all = await listAdminCategories(tx);
  return all.filter((row) => row.parentId === input.parentId);
}
