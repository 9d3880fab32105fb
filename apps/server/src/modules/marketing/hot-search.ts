import type { HotSearchItem } from '@zhixue/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { hotSearches } = tables;
const HOT_LIST_SIZE = 10;

/** Operator order first, then what learners click most. */
export function listHotSearches(db: Database): Promise<HotSearchItem[]> {
  return db
    .select({ id: hotSearches.id, name: hotSearches.name })
    .from(hotSearches)
    .where(eq(hotSearches.enabled, true))
    .orderBy(asc(hotSearches.sort), desc(hotSearches.clickCount), asc(hotSearches.id))
    .limit(HOT_LIST_SIZE);
}

export async function countHotSearchClick(db: Database, id: number): Promise<null> {
  const updated = await db
    .update(hotSearches)
    .set({ clickCount: sql`${hotSearches.clickCount} + 1` })
    .where(and(eq(hotSearches.id, id), eq(hotSearches.enabled, true)))
    .returning({ id: hotSearches.id });
  if (updated.length === 0) throw new AppError('HOT_SEARCH_NOT_FOUND');
  return null;
}
