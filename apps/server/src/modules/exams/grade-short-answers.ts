import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import type { ExamEvents } from './exam-events.js';
import { type AttemptRow, announceGraded, finishGrading } from './submit-attempt.js';
import * as tables from './tables.js';

const { examAttempts, attemptItems, questions } = tables;

export interface ShortAnswerGrade {
  questionId: number;
  /** Whole points, from 0 to the question's score in the attempt. */
  score: number;
  comment?: string;
}

/**
 * A grader scores the short answers of a submitted attempt. Once no answer is left without a score the
 * attempt is graded, its total computed, and the graded event sent after the commit.
 */
export async function gradeShortAnswers(
  db: Database,
  events: ExamEvents,
  attemptId: number,
  grades: ShortAnswerGrade[],
) {
  const graded = await db.transaction((tx) => recordGrades(tx, attemptId, grades));
  if (graded) await announceGraded(db, events, graded);
  return graded;
}

/**
 * The grading itself, on the caller's transaction (the console's call audits it in the same one): it
 * answers the attempt once this made it graded, and the caller announces it after its commit. The
 * attempt row is locked first, so of two graders finishing the same attempt at once the second finds
 * it graded and is refused. Refused: an attempt not waiting for grading, a question that is not a
 * short answer of the attempt, a score outside the question's range.
 */
export async function recordGrades(
  tx: Database,
  attemptId: number,
  grades: ShortAnswerGrade[],
): Promise<AttemptRow | null> {
  const [attempt] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update');
  if (!attempt) throw new AppError('EXAM_ATTEMPT_NOT_FOUND');
  if (attempt.status !== 'submitted') throw new AppError('EXAM_NOTHING_TO_GRADE');
  const items = await tx
    .select({ questionId: attemptItems.questionId, score: attemptItems.score, type: questions.type })
    .from(attemptItems)
    .innerJoin(questions, eq(questions.id, attemptItems.questionId))
    .where(eq(attemptItems.attemptId, attemptId));
  for (const grade of grades) {
    const item = items.find((candidate) => candidate.questionId === grade.questionId);
    if (item?.type !== 'short') throw new AppError('EXAM_QUESTION_NOT_IN_PAPER');
    if (!Number.isInteger(grade.score) || grade.score < 0 || grade.score > item.score) {
      throw new AppError('EXAM_GRADE_INVALID');
    }
    await tx
      .update(attemptItems)
      .set({ awarded: grade.score, comment: grade.comment || null })
      .where(and(eq(attemptItems.attemptId, attemptId), eq(attemptItems.questionId, grade.questionId)));
  }
  const [ungraded] = await tx
    .select({ questionId: attemptItems.questionId })
    .from(attemptItems)
    .where(and(eq(attemptItems.attemptId, attemptId), isNull(attemptItems.awarded)))
    .limit(1);
  return ungraded ? null : finishGrading(tx, attemptId);
}
