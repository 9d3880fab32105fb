import type { Database } from '../../platform/db/index.js';
import * as tables from './tables/index.js';

const { trainingUsers } = tables;

/** A trial camp is free: the learner's first trial play enrols them (once), so their progress is kept. */
export async function joinTrial(db: Database, userId: number, trainingId: number): Promise<void> {
  await db.insert(trainingUsers).values({ userId, trainingId, termId: null }).onConflictDoNothing();
}
