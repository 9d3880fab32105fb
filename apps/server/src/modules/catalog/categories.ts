import type { Category } from '@zhixue/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { categories } = tables;

/** Top-level categories in operator order, each with its sub-categories; hidden ones are left out. */
export async function listCategoryTree(db: Database): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.hidden, false))
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({
      id: top.id,
      name: top.name,
      children: rows.filter((row) => row.parentId === top.id).map(({ id, name }) => ({ id, name })),
    }));
}
