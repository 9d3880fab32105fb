import type { AttemptSummary, ExamCard, ExamDetail } from '@zhixue/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { type ExamRow, phaseOf, type Sitting, scopeOf } from './exam-access.js';
import { integrityRulesOf, passedOf } from './paper-view.js';
import type { AttemptRow } from './submit-attempt.js';
import * as tables from './tables.js';

const { examAttempts, paperQuestions, paperDraws, questions } = tables;

/**
 * The learner's result of an exam by its grading method: the highest graded score, or the score of
 * the last graded attempt. Null before any attempt is graded.
 */
export function finalScoreOf(exam: Pick<ExamRow, 'gradingMethod'>, attempts: AttemptRow[]): number | null {
  const graded = attempts.filter((attempt) => attempt.status === 'graded' && attempt.score !== null);
  if (graded.length === 0) return null;
  if (exam.gradingMethod === 'last') {
    return graded.reduce((last, attempt) => (attempt.attemptNo > last.attemptNo ? attempt : last)).score;
  }
  return Math.max(...graded.map((attempt) => attempt.score ?? 0));
}

/** How many questions a paper puts in an attempt and what they are worth together. */
async function paperTotals(db: Database, paperIds: number[]) {
  const totals = new Map<number, { questionCount: number; totalScore: number }>();
  if (paperIds.length === 0) return totals;
  const fixed = await db
    .select({
      paperId: paperQuestions.paperId,
      questionCount: sql<number>`count(*)::int`,
      totalScore: sql<number>`sum(coalesce(${paperQuestions.score}, ${questions.score}))::int`,
    })
    .from(paperQuestions)
    .innerJoin(questions, eq(questions.id, paperQuestions.questionId))
    .where(inArray(paperQuestions.paperId, paperIds))
    .groupBy(paperQuestions.paperId);
  const drawn = await db
    .select({
      paperId: paperDraws.paperId,
      questionCount: sql<number>`sum(${paperDraws.count})::int`,
      totalScore: sql<number>`sum(${paperDraws.count} * ${paperDraws.score})::int`,
    })
    .from(paperDraws)
    .where(inArray(paperDraws.paperId, paperIds))
    .groupBy(paperDraws.paperId);
  for (const row of [...fixed, ...drawn]) totals.set(row.paperId, row);
  return totals;
}

async function attemptsOf(db: Database, userId: number, examIds: number[]) {
  const byExam = new Map<number, AttemptRow[]>();
  if (examIds.length === 0) return byExam;
  const rows = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), inArray(examAttempts.examId, examIds)))
    .orderBy(asc(examAttempts.attemptNo));
  for (const row of rows) byExam.set(row.examId, [...(byExam.get(row.examId) ?? []), row]);
  return byExam;
}

/** Exams as cards with the learner's standing in each. */
export async function presentExamCards(db: Database, userId: number, exams: ExamRow[]) {
  const [totals, attempts] = await Promise.all([
    paperTotals(
      db,
      exams.map((exam) => exam.paperId),
    ),
    attemptsOf(
      db,
      userId,
      exams.map((exam) => exam.id),
    ),
  ]);
  return exams.map((exam) =>
    presentCard(exam, attempts.get(exam.id) ?? [], totals.get(exam.paperId) ?? NO_QUESTIONS),
  );
}

const NO_QUESTIONS = { questionCount: 0, totalScore: 0 };

/** One exam as a card, from the learner's attempts at it (in attempt order) and its paper's totals. */
function presentCard(exam: ExamRow, own: AttemptRow[], total: { questionCount: number; totalScore: number }) {
  const finalScore = finalScoreOf(exam, own);
  const card: ExamCard = {
    id: exam.id,
    name: exam.name,
    scope: scopeOf(exam),
    trainingId: exam.trainingId,
    opensAt: formatChinaTime(exam.opensAt),
    closesAt: formatChinaTime(exam.closesAt),
    phase: phaseOf(exam),
    timeLimitMinutes: exam.timeLimitSeconds === null ? null : Math.ceil(exam.timeLimitSeconds / 60),
    totalScore: total.totalScore,
    passScore: exam.passScore,
    attemptsAllowed: exam.attemptsAllowed,
    attemptsUsed: own.length,
    finalScore,
    passed: finalScore === null ? null : finalScore >= exam.passScore,
    awaitingGrading: own.some((attempt) => attempt.status === 'submitted'),
  };
  return { card, attempts: own, questionCount: total.questionCount };
}

/** The exam with the learner's attempts at it (in attempt order) and their camp enrolment, as already read. */
export async function presentExamDetail(
  db: Database,
  { exam, attempts: attemptsInOrder, enrolmentId }: Sitting,
): Promise<ExamDetail> {
  const totals = await paperTotals(db, [exam.paperId]);
  const { card, attempts, questionCount } = presentCard(
    exam,
    attemptsInOrder,
    totals.get(exam.paperId) ?? NO_QUESTIONS,
  );
  const inProgress = attempts.find((attempt) => attempt.status === 'in_progress');
  return {
    ...card,
    intro: exam.intro,
    questionCount,
    canStart: card.phase === 'open' && !inProgress && attempts.length < exam.attemptsAllowed,
    resumeAttemptId: inProgress?.id ?? null,
    integrity: integrityRulesOf(exam),
    enrolmentId,
    attempts: attempts
      .map(
        (attempt): AttemptSummary => ({
          id: attempt.id,
          attemptNo: attempt.attemptNo,
          status: attempt.status,
          startedAt: formatChinaTime(attempt.startedAt),
          submittedAt: attempt.submittedAt === null ? null : formatChinaTime(attempt.submittedAt),
          score: attempt.status === 'graded' ? attempt.score : null,
          passed: passedOf(exam, attempt),
        }),
      )
      .reverse(),
  };
}

/** Ids of the exams the learner has sat, the latest started first, one page of them. */
export async function pageSatExamIds(db: Database, userId: number, limit: number, offset: number) {
  const latest = sql`max(${examAttempts.startedAt})`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ examId: examAttempts.examId })
      .from(examAttempts)
      .where(eq(examAttempts.userId, userId))
      .groupBy(examAttempts.examId)
      .orderBy(desc(latest), desc(examAttempts.examId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(distinct ${examAttempts.examId})::int` })
      .from(examAttempts)
      .where(eq(examAttempts.userId, userId)),
  ]);
  return { ids: rows.map((row) => row.examId), total: counted?.total ?? 0 };
}
