import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { notify } from '../messages/index.js';
import type { GradedAttempt } from './exam-events.js';
import * as tables from './tables.js';

/**
 * Tells the learner their grade once it is committed (a listener of the exam events): the exam by
 * name, since a learner with several exams must know which one, and the attempt's result on the site
 * the exam belongs to. A grade is announced again until its listeners all succeed; its dedupe key
 * names the attempt, so the learner is told once.
 */
export async function notifyGraded(db: Database, attempt: GradedAttempt): Promise<void> {
  const [exam] = await db
    .select({ name: tables.exams.name, entId: tables.exams.entId })
    .from(tables.exams)
    .where(eq(tables.exams.id, attempt.examId));
  await notify(db, 'examGraded', {
    userId: attempt.userId,
    dedupeKey: `exam-graded:${attempt.attemptId}`,
    params: {
      examId: attempt.examId,
      attemptId: attempt.attemptId,
      examName: exam?.name ?? null,
      score: attempt.score,
      passed: attempt.passed,
      site: exam?.entId ? 'enterprise' : 'main',
    },
  });
}
