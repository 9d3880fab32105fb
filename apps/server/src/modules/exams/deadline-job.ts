import { and, asc, eq } from 'drizzle-orm';
import { createGroupCommit, type Database, type DatabaseHandle } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { Sitting } from './exam-access.js';
import type { ExamEvents } from './exam-events.js';
import { submitAttempt } from './submit-attempt.js';
import * as tables from './tables.js';

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

/** Sends an attempt's deadline job; resolves once the job is stored. */
export type DeadlineScheduler = (attemptId: number, deadlineAt: Date) => Promise<void>;

/**
 * The deadline jobs of attempts that start together are stored by one statement: a whole exam's
 * candidates start within seconds, and one insert per start was a round trip each. Each start is
 * answered only once its job is stored (a group commit, as for saves: decision 0025).
 */
export function createDeadlineScheduler(jobs: Jobs, kind: DatabaseHandle['kind']) {
  const sends = createGroupCommit<{ attemptId: number; deadlineAt: Date }, void>({
    maxBatch: 200,
    maxWaitMs: 0,
    maxInFlight: kind === 'postgres' ? 2 : 1,
    keyOf: ({ attemptId }) => String(attemptId),
    write: async (deadlines) => {
      await jobs.sendMany<DeadlineJob>(
        EXAM_DEADLINE_QUEUE,
        deadlines.map(({ attemptId, deadlineAt }) => ({ data: { attemptId }, startAfter: deadlineAt })),
      );
      return deadlines.map(() => undefined);
    },
  });
  const schedule: DeadlineScheduler = (attemptId, deadlineAt) => sends.submit({ attemptId, deadlineAt });
  return { schedule, drain: () => sends.drain() };
}

/**
 * The sitting with its overdue attempts submitted now, before they are shown: the deadline job may be
 * a poll behind, and a page must never show an attempt past its deadline as still running.
 */
export async function settleOverdue(db: Database, events: ExamEvents, sitting: Sitting): Promise<Sitting> {
  const now = Date.now();
  const overdue = sitting.attempts.filter(
    (attempt) => attempt.status === 'in_progress' && attempt.deadlineAt.getTime() <= now,
  );
  const userId = overdue[0]?.userId;
  if (userId === undefined) return sitting;
  for (const { id } of overdue) await submitAttempt(db, events, id, 'deadline');
  const attempts = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.examId, sitting.exam.id)))
    .orderBy(asc(examAttempts.attemptNo));
  return { ...sitting, attempts };
}
