import type { Database } from '../../platform/db/index.js';
import { carryProgress } from './progress.js';
import * as tables from './tables/index.js';
import type { Clock } from './term-status.js';

const { trainingUsers } = tables;

/**
 * A trial camp is free: the learner's first trial play enrols them (once), so their progress is kept.
 * Like any new enrolment it starts from what they did already: a plan course learned before counts.
 */
export async function joinTrial(
  db: Database,
  clock: Clock,
  userId: number,
  trainingId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [joined] = await tx
      .insert(trainingUsers)
      .values({ userId, trainingId, termId: null })
      .onConflictDoNothing()
      .returning({ id: trainingUsers.id });
    if (joined) await carryProgress(tx, clock, userId, joined.id);
  });
}
