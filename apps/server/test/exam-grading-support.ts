import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/index.js';
import * as tables from '../src/tables.js';

const { examAttempts, attemptItems, attemptEvents } = tables;

/** The seed's short-answer question (30 points) of the camp exam's fixed paper. */
export const SHORT_QUESTION = 9;
export const SHORT_QUESTION_SCORE = 30;

/**
 * An attempt of the seeded camp exam as a submission leaves one with a single short answer: submitted,
 * its answer waiting for a grader, and two integrity events. The next attempt number of the user.
 */
export async function submittedShortAnswer(db: Database, userId: number, examId = 1): Promise<number> {
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      examId,
      userId,
      attemptNo: sql`(select coalesce(max(attempt_no), 0) + 1 from exam_attempts where exam_id = ${examId} and user_id = ${userId})`,
      status: 'submitted',
      deadlineAt: sql`now()`,
      submittedAt: sql`now()`,
      submittedBy: 'learner',
      totalScore: SHORT_QUESTION_SCORE,
    })
    .returning({ id: examAttempts.id, startedAt: examAttempts.startedAt });
  if (!attempt) throw new Error('no attempt inserted');
  await db.insert(attemptItems).values({
    attemptId: attempt.id,
    questionId: SHORT_QUESTION,
    position: 1,
    score: SHORT_QUESTION_SCORE,
    options: [],
    answer: { text: '选题、萃取、制作、试讲、迭代' },
  });
  await db.insert(attemptEvents).values([
    { attemptId: attempt.id, kind: 'blur', at: attempt.startedAt },
    { attemptId: attempt.id, kind: 'paste', at: attempt.startedAt },
  ]);
  return attempt.id;
}
