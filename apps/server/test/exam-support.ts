import type { AttemptPaper, ExamAnswer, PaperQuestion } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/platform/db/index.js';
import * as tables from '../src/tables.js';

const { attemptItems, questions, trainingTerms, trainingUsers } = tables;

/** A question as the bank holds it, key included. */
export async function questionRow(db: Database, questionId: number) {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
  if (!row) throw new Error(`no question ${questionId}`);
  return row;
}

/** The right answer to a question of an attempt, read from the bank as only the server knows it. */
export async function correctAnswer(
  db: Database,
  question: PaperQuestion,
  attempt: Pick<AttemptPaper, 'attemptId'>,
): Promise<ExamAnswer> {
  const row = await questionRow(db, question.id);
  if ('blanks' in row.key)
    return { blanks: row.key.blanks.map((accepted) => ` ${accepted[0]?.toUpperCase()} `) };
  if ('reference' in row.key) return { text: '选题、萃取、制作、试讲、迭代' };
  const [item] = await db
    .select({ options: attemptItems.options })
    .from(attemptItems)
    .where(and(eq(attemptItems.attemptId, attempt.attemptId), eq(attemptItems.questionId, question.id)));
  const wanted = new Set(row.key.choices);
  return {
    choices: (item?.options ?? []).filter((option) => wanted.has(option.key)).map((option) => option.token),
  };
}

/** Enrols a learner in the camp's first term straight in the database; answers the term. */
export async function enrolInCamp(db: Database, userId: number, trainingId: number): Promise<number> {
  const [term] = await db
    .select({ id: trainingTerms.id })
    .from(trainingTerms)
    .where(eq(trainingTerms.trainingId, trainingId))
    .orderBy(trainingTerms.id)
    .limit(1);
  if (!term) throw new Error(`camp ${trainingId} has no term`);
  await db.insert(trainingUsers).values({ userId, trainingId, termId: term.id });
  return term.id;
}
