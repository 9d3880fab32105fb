import { desc, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { analyticsFunnels } = tables;

/** The people of 30 days, each counted once over them (see `analytics_funnels`). */
export interface FunnelPeople {
  visitors: number;
  trialLearners: number;
  completions: number;
}

/** Keeps the people counted for the 30 days ending `toDay`, replacing an earlier count of them. */
export async function saveFunnel(db: Database, toDay: string, people: FunnelPeople): Promise<void> {
  const countedAt = new Date();
  await db
    .insert(analyticsFunnels)
    .values({ toDay, ...people, countedAt })
    .onConflictDoUpdate({ target: analyticsFunnels.toDay, set: { ...people, countedAt } });
  // Only the newest count is read; a few weeks stay for looking back at by hand.
  const keepFrom = new Date(Date.parse(`${toDay}T00:00:00Z`) - 60 * 86_400_000).toISOString().slice(0, 10);
  await db.delete(analyticsFunnels).where(lt(analyticsFunnels.toDay, keepFrom));
}

/** The newest count, or null before the first. */
export async function latestFunnel(
  db: Database,
): Promise<(FunnelPeople & { toDay: string; countedAt: Date }) | null> {
  const [row] = await db.select().from(analyticsFunnels).orderBy(desc(analyticsFunnels.toDay)).limit(1);
  return row ?? null;
}
