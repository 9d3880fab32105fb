import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { GradedAttempt } from './exam-events.js';
import * as tables from './tables.js';

export interface GradedNotice {
  title: string;
  body: string;
  /** The attempt's result page, on the site the exam belongs to. */
  link: string;
}

/**
 * What the learner is told once an attempt is graded: the exam by name (a learner with several exams
 * must know which one) and a link to the attempt's result.
 */
export async function gradedNotice(db: Database, attempt: GradedAttempt): Promise<GradedNotice> {
  const [exam] = await db
    .select({ name: tables.exams.name, entId: tables.exams.entId })
    .from(tables.exams)
    .where(eq(tables.exams.id, attempt.examId));
  const resultPage = exam?.entId ? '/ent/exam/result' : '/trainingCamp/exam/result';
  const verdict = attempt.passed ? '恭喜通过！' : '未达到及格线，继续加油。';
  return {
    title: attempt.passed ? '考试已通过' : '考试成绩已公布',
    body: `您在「${exam?.name ?? '考试'}」中的成绩为 ${attempt.score} 分，${verdict}`,
    link: `${resultPage}?id=${attempt.examId}&attemptId=${attempt.attemptId}`,
  };
}
