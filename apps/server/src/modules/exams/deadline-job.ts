import { and, eq, lte, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { ExamEvents } from './exam-events.js';
import { submitAttempt } from './submit-attempt.js';

const { examAttempts } = tables;

export const EXAM_DEADLINE_QUEUE = 'exam-deadline';

interface DeadlineJob {
  attemptId: number;
}

/**
 * Submits an attempt at its deadline with what was saved. The job is sent when the attempt starts, to
 * run at the deadline; it lives in the database, so it survives a restart and runs in one process.
 * Submitting is a conditional UPDATE, so the job, a late learner and a second job all submit once.
 * A job that wakes a little before the deadline by the database's clock fails and is retried.
 */
export function defineDeadlineQueue(jobs: Jobs, db: Database, events: ExamEvents): void {
  jobs.define<DeadlineJob>({
    name: EXAM_DEADLINE_QUEUE,
    retry: { limit: 10, delaySeconds: 2, backoff: true },
    handler: async ({ data }) => {
      const submitted = await submitAttempt(db, events, data.attemptId, 'deadline');
      if (submitted) return { submitted: true };
      const early = await db
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(and(eq(examAttempts.id, data.attemptId), eq(examAttempts.status, 'in_progress')));
      if (early.length > 0) throw new Error(`attempt ${data.attemptId} is not due yet`);
      return { submitted: false };
    },
  });
}

export async function scheduleDeadline(jobs: Jobs, attemptId: number, deadlineAt: Date): Promise<void> {
  await jobs.send<DeadlineJob>(EXAM_DEADLINE_QUEUE, { attemptId }, { startAfter: deadlineAt });
}

/**
 * Submits the learner's overdue attempts of an exam now, before they are read: the deadline job may
 * be a poll behind, and a page must never show an attempt past its deadline as still running.
 */
export async function submitOverdue(db: Database, events: ExamEvents, userId: number, examId: number) {
  const overdue = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.examId, examId),
        eq(examAttempts.status, 'in_progress'),
        lte(examAttempts.deadlineAt, sql`now()`),
      ),
    );
  for (const { id } of overdue) await submitAttempt(db, events, id, 'deadline');
}
