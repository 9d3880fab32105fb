import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { ExamEvents } from './exam-events.js';
import { announceGraded } from './submit-attempt.js';
import * as tables from './tables.js';

const { examAttempts } = tables;

export const EXAM_GRADED_SWEEP_QUEUE = 'exam-graded-sweep';

/** Grades this much older than their commit are no longer being announced by the request that gave them. */
const ANNOUNCE_GRACE = sql`interval '1 minute'`;
/** Grades announced per run; a longer backlog is taken by the next minutes' runs. */
const SWEEP_BATCH = 200;

/**
 * Listeners of a grade run after its commit (`announceGraded`), so a crash in between, or a listener
 * that failed, would leave them unheard: the grade's attempt keeps `announced_at` null, and this
 * sweep, once a minute across all server processes, announces such grades again (decision 0025).
 */
export function defineGradedSweep(jobs: Jobs, db: Database, events: ExamEvents): void {
  jobs.define({
    name: EXAM_GRADED_SWEEP_QUEUE,
    cron: '* * * * *',
    singleton: true,
    handler: async () => {
      const unheard = await announceUnheardGrades(db, events);
      return { announced: unheard };
    },
  });
}

/** Announces graded attempts left unannounced past the grace; answers how many were taken up. */
export async function announceUnheardGrades(db: Database, events: ExamEvents): Promise<number> {
  const unheard = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.status, 'graded'),
        isNull(examAttempts.announcedAt),
        lt(examAttempts.gradedAt, sql`now() - ${ANNOUNCE_GRACE}`),
      ),
    )
    .orderBy(asc(examAttempts.gradedAt))
    .limit(SWEEP_BATCH);
  for (const attempt of unheard) await announceGraded(db, events, attempt);
  return unheard.length;
}
