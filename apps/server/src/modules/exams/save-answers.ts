import type { ExamAnswer, IntegrityEventKind, PaperSaveResult } from '@zhixue/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import type { SavedAnswer } from '../../platform/db/schema/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import type { ExamSite } from './exam-access.js';
import type { ExamEvents } from './exam-events.js';
import { passedOf, secondsLeft } from './paper-view.js';
import { type AttemptRow, submitAttempt } from './submit-attempt.js';

const { examAttempts, exams, attemptItems, attemptEvents, questions } = tables;

export interface PaperSave {
  attemptId: number;
  answers: Array<{ questionId: number; answer: ExamAnswer }>;
  events: Array<{ kind: IntegrityEventKind; at: number }>;
  submit: boolean;
}

/**
 * Saves answers into the learner's own attempt in progress (and the integrity events the page
 * noticed), then submits it when asked. Refused: another learner's attempt or one of another site
 * (not found), a submitted attempt, a save after the deadline (the attempt is submitted with what
 * was saved before), a question not in the attempt, an answer of the wrong shape for its question.
 * The attempt's row is locked while saving, so a save and a submission never interleave.
 */
export async function savePaper(
  db: Database,
  events: ExamEvents,
  site: ExamSite,
  session: Session,
  save: PaperSave,
): Promise<PaperSaveResult> {
  const [found] = await db
    .select({ attempt: examAttempts, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(eq(examAttempts.id, save.attemptId));
  const onThisSite =
    found && (site === 'enterprise' ? found.exam.entId === session.entId : found.exam.entId === null);
  if (!found || found.attempt.userId !== session.userId || !onThisSite)
    throw new AppError('EXAM_ATTEMPT_NOT_FOUND');

  const overdue = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: examAttempts.status, due: sql<boolean>`${examAttempts.deadlineAt} <= now()` })
      .from(examAttempts)
      .where(eq(examAttempts.id, save.attemptId))
      .for('update');
    if (locked?.status !== 'in_progress') throw new AppError('EXAM_ALREADY_SUBMITTED');
    if (locked.due) return true;
    await writeAnswers(tx, save.attemptId, save.answers);
    await recordEvents(tx, found.attempt, save.events);
    return false;
  });
  if (overdue) {
    await submitAttempt(db, events, save.attemptId, 'deadline');
    throw new AppError('EXAM_TIME_UP');
  }

  let attempt: AttemptRow = found.attempt;
  if (save.submit) {
    const submitted = await submitAttempt(db, events, save.attemptId, 'learner');
    if (!submitted) throw new AppError('EXAM_ALREADY_SUBMITTED');
    attempt = submitted;
  }
  return {
    attemptId: attempt.id,
    status: attempt.status,
    remainingSeconds: secondsLeft(attempt),
    score: attempt.status === 'graded' ? attempt.score : null,
    passed: passedOf(found.exam, attempt),
  };
}

async function writeAnswers(tx: Database, attemptId: number, answers: PaperSave['answers']) {
  if (answers.length === 0) return;
  const ids = [...new Set(answers.map((entry) => entry.questionId))];
  const items = await tx
    .select({
      questionId: attemptItems.questionId,
      options: attemptItems.options,
      type: questions.type,
      key: questions.key,
    })
    .from(attemptItems)
    .innerJoin(questions, eq(questions.id, attemptItems.questionId))
    .where(and(eq(attemptItems.attemptId, attemptId), inArray(attemptItems.questionId, ids)));
  const byId = new Map(items.map((item) => [item.questionId, item]));
  for (const { questionId, answer } of answers) {
    const item = byId.get(questionId);
    if (!item) throw new AppError('EXAM_QUESTION_NOT_IN_PAPER');
    const tokens = item.options.map((option) => option.token);
    const blanks = 'blanks' in item.key ? item.key.blanks.length : 0;
    if (!fitsQuestion(item.type, answer, tokens, blanks)) throw new AppError('EXAM_ANSWER_WRONG_TYPE');
  }
  for (const { questionId, answer } of answers) {
    await tx
      .update(attemptItems)
      .set({ answer: answer as SavedAnswer, savedAt: sql`now()` })
      .where(and(eq(attemptItems.attemptId, attemptId), eq(attemptItems.questionId, questionId)));
  }
}

/** An answer of the question's own shape: its own option tokens, its number of blanks, text for a short answer. */
function fitsQuestion(type: string, answer: ExamAnswer, tokens: string[], blanks: number): boolean {
  if ('choices' in answer) {
    const chosen = new Set(answer.choices);
    const known = answer.choices.every((token) => tokens.includes(token));
    const count = type === 'multiple' ? chosen.size === answer.choices.length : answer.choices.length <= 1;
    return (type === 'single' || type === 'judge' || type === 'multiple') && known && count;
  }
  if ('blanks' in answer) return type === 'fill' && answer.blanks.length <= blanks;
  return type === 'short';
}

async function recordEvents(tx: Database, attempt: AttemptRow, noticed: PaperSave['events']) {
  if (noticed.length === 0) return;
  // The page's clock is not trusted beyond the attempt's own span.
  const earliest = attempt.startedAt.getTime();
  const latest = Date.now();
  await tx.insert(attemptEvents).values(
    noticed.map((event) => ({
      attemptId: attempt.id,
      kind: event.kind,
      at: new Date(Math.min(latest, Math.max(earliest, event.at))),
    })),
  );
}
