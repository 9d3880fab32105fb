import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { finalScoreOf } from './exam-cards.js';
import * as tables from './tables.js';

const { exams, examAttempts } = tables;

/** Whether the learner passed the exam by its grading method (a camp counts it toward progress). */
export async function hasPassedExam(db: Database, userId: number, examId: number): Promise<boolean> {
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!exam) return false;
  const attempts = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.examId, examId)));
  const finalScore = finalScoreOf(exam, attempts);
  return finalScore !== null && finalScore >= exam.passScore;
}
