import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Session } from '../../platform/http/index.js';
import { scopeOf } from './scope.js';
import * as tables from './tables.js';
import { recordTaskStudy } from './tasks.js';

const { entSeats } = tables;

/**
 * What opening a library course in the enterprise player records, once the player has allowed it:
 * the learner's seat of a per-seat licence is activated, and with `taskId` the study counts for that
 * learning task.
 */
export function enterprisePlayRecorder(db: Database) {
  return async (session: Session, courseId: number, taskId: number | undefined): Promise<void> => {
    const scope = scopeOf(session);
    await db
      .update(entSeats)
      .set({ activatedAt: sql`now()` })
      .where(
        and(
          eq(entSeats.entId, scope.entId),
          eq(entSeats.courseId, courseId),
          eq(entSeats.userId, scope.userId),
          isNull(entSeats.activatedAt),
          isNull(entSeats.revokedAt),
        ),
      );
    if (taskId !== undefined) await recordTaskStudy(db, scope, taskId, courseId);
  };
}
