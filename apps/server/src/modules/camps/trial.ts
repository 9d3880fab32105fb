import type { Database } from '../../platform/db/index.js';
import { recordProgress } from './progress.js';
import * as tables from './tables/index.js';
import type { Clock } from './term-status.js';

const { trainingUsers } = tables;

/**
 * A trial camp is free: the learner's first trial play enrols them (once), so their progress is kept.
 * Like any new enrolment it starts from what they did already: a plan course learned before counts.
 * Every trial play calls this, so only the play that enrols pays for the progress figure.
 */
export async function joinTrial(
  db: Database,
  clock: Clock,
  userId: number,
  trainingId: number,
): Promise<void> {
  const [joined] = await db
    .insert(trainingUsers)
    .values({ userId, trainingId, termId: null })
    .onConflictDoNothing()
    .returning({ id: trainingUsers.id });
  if (joined) await recordProgress(db, clock, userId, { trainingUserId: joined.id });
}
