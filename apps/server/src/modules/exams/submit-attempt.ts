import type { AttemptSubmitter } from '@zhixue/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { ExamEvents } from './exam-events.js';
import { gradeAnswer } from './grade-answer.js';
import * as tables from './tables.js';

const { examAttempts, attemptItems, exams, questions } = tables;

export type AttemptRow = typeof examAttempts.$inferSelect;

/**
 * Hands an attempt in, exactly once: a conditional UPDATE from `in_progress` that only one caller
 * wins, whether the learner, a second tab or the deadline job. `deadline` submits only once the
 * deadline has passed by the database's clock. Objective answers are graded in the same
 * transaction; without a short answer the attempt is graded at once. `violations`: the save whose
 * events used up the exam's violation budget hands it in. Answers the submitted attempt,
 * or null when it was not in progress (or not yet due).
 */
export async function submitAttempt(
  db: Database,
  events: ExamEvents,
  attemptId: number,
  by: AttemptSubmitter,
): Promise<AttemptRow | null> {
  const submitted = await db.transaction(async (tx) => {
    const due = by === 'deadline' ? sql`${examAttempts.deadlineAt} <= now()` : sql`true`;
    const [attempt] = await tx
      .update(examAttempts)
      .set({ status: 'submitted', submittedAt: sql`now()`, submittedBy: by })
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.status, 'in_progress'), due))
      .returning();
    if (!attempt) return null;
    const items = await tx
      .select({
        questionId: attemptItems.questionId,
        score: attemptItems.score,
        options: attemptItems.options,
        answer: attemptItems.answer,
        type: questions.type,
        key: questions.key,
        fillIgnoreSpaces: questions.fillIgnoreSpaces,
        fillIgnoreCase: questions.fillIgnoreCase,
        credit: exams.multipleCredit,
      })
      .from(attemptItems)
      .innerJoin(questions, eq(questions.id, attemptItems.questionId))
      .innerJoin(exams, eq(exams.id, attempt.examId))
      .where(eq(attemptItems.attemptId, attemptId))
      .orderBy(asc(attemptItems.position));
    let waitingForGrader = false;
    for (const item of items) {
      const tokens = item.answer && 'choices' in item.answer ? item.answer.choices : [];
      const chosenKeys = item.options
        .filter((option) => tokens.includes(option.token))
        .map((option) => option.key);
      const awarded = gradeAnswer(item, item.answer, chosenKeys, item.credit);
      if (awarded === null) {
        waitingForGrader = true;
        continue;
      }
      await tx
        .update(attemptItems)
        .set({ awarded })
        .where(and(eq(attemptItems.attemptId, attemptId), eq(attemptItems.questionId, item.questionId)));
    }
    return waitingForGrader ? attempt : finishGrading(tx, attemptId);
  });
  if (submitted?.status === 'graded') await announceGraded(db, events, submitted);
  return submitted;
}

/** Totals the awarded scores and marks the attempt graded. */
export async function finishGrading(tx: Database, attemptId: number): Promise<AttemptRow> {
  const [graded] = await tx
    .update(examAttempts)
    .set({
      status: 'graded',
      gradedAt: sql`now()`,
      score: sql`(select coalesce(sum(${attemptItems.awarded}), 0)::int from ${attemptItems} where ${attemptItems.attemptId} = ${attemptId})`,
    })
    .where(eq(examAttempts.id, attemptId))
    .returning();
  if (!graded) throw new Error(`attempt ${attemptId} vanished while being graded`);
  return graded;
}

/**
 * Tells the listeners of a committed grade, then marks it announced once they all succeeded; until
 * then the sweep (`graded-sweep.ts`) announces it again.
 */
export async function announceGraded(db: Database, events: ExamEvents, attempt: AttemptRow): Promise<void> {
  const [exam] = await db
    .select({ passScore: exams.passScore })
    .from(exams)
    .where(eq(exams.id, attempt.examId));
  const score = attempt.score ?? 0;
  const heard = await events.graded({
    attemptId: attempt.id,
    examId: attempt.examId,
    userId: attempt.userId,
    score,
    passed: exam !== undefined && score >= exam.passScore,
  });
  if (heard) {
    await db.update(examAttempts).set({ announcedAt: sql`now()` }).where(eq(examAttempts.id, attempt.id));
  }
}
