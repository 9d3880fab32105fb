import { and, count, eq } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { scheduleDeadline } from './deadline-job.js';
import { draftAttemptItems } from './draw-paper.js';
import type { ExamRow } from './exam-access.js';
import type { AttemptRow } from './submit-attempt.js';

const { examAttempts, attemptItems } = tables;

export async function findOpenAttempt(db: Database, userId: number, examId: number) {
  const [attempt] = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.examId, examId),
        eq(examAttempts.status, 'in_progress'),
      ),
    );
  return attempt;
}

/**
 * The learner's attempt in progress, or a new one when the exam is open and attempts remain. Its
 * deadline is the earlier of now + the time limit and the exam's close; a job is sent to submit it
 * then. Two starts at once make one attempt: the second insert meets the unique index of attempts in
 * progress, does nothing, and resumes the first.
 */
export async function startOrResume(
  db: Database,
  jobs: Jobs,
  exam: ExamRow,
  userId: number,
): Promise<AttemptRow> {
  const open = await findOpenAttempt(db, userId, exam.id);
  if (open) return open;
  const now = Date.now();
  if (now < exam.opensAt.getTime())
    throw new AppError('EXAM_NOT_OPEN', { date: formatChinaTime(exam.opensAt) });
  if (now >= exam.closesAt.getTime()) throw new AppError('EXAM_CLOSED');
  const [used] = await db
    .select({ n: count() })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.examId, exam.id)));
  const attemptsUsed = used?.n ?? 0;
  if (attemptsUsed >= exam.attemptsAllowed) throw new AppError('EXAM_ATTEMPTS_USED');

  const drafts = await draftAttemptItems(db, exam.paperId, {
    questions: exam.shuffleQuestions,
    options: exam.shuffleOptions,
  });
  const limitEnds =
    exam.timeLimitSeconds === null ? Number.POSITIVE_INFINITY : now + exam.timeLimitSeconds * 1000;
  const deadlineAt = new Date(Math.min(limitEnds, exam.closesAt.getTime()));
  const created = await db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(examAttempts)
      .values({
        examId: exam.id,
        userId,
        attemptNo: attemptsUsed + 1,
        startedAt: new Date(now),
        deadlineAt,
        totalScore: drafts.reduce((sum, draft) => sum + draft.score, 0),
      })
      .onConflictDoNothing()
      .returning();
    if (!attempt) return undefined;
    await tx.insert(attemptItems).values(drafts.map((draft) => ({ ...draft, attemptId: attempt.id })));
    return attempt;
  });
  if (!created) {
    const raced = await findOpenAttempt(db, userId, exam.id);
    if (!raced) throw new AppError('EXAM_ATTEMPTS_USED');
    return raced;
  }
  await scheduleDeadline(jobs, created.id, deadlineAt);
  return created;
}
