import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as catalogTables from '../catalog/tables.js';

const { courses } = catalogTables;

/** A course's or bundle's category, which a category batch applies to; null for camps and plans. */
export async function productCategory(db: Database, type: number, id: number): Promise<number | null> {
  if (type !== 1 && type !== 2) return null;
  const [course] = await db
    .select({ categoryId: courses.categoryId })
    .from(courses)
    .where(eq(courses.id, id));
  return course?.categoryId ?? null;
}
