import type { AttemptPaper, ExamIntegrityRules, PaperQuestion, QuestionReview } from '@zhixue/contract';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { type ExamRow, scopeOf } from './exam-access.js';
import type { AttemptRow } from './submit-attempt.js';
import type { QuestionKey, QuestionOption } from './tables.js';
import * as tables from './tables.js';

const { attemptItems, examAttempts, questions, questionMaterials } = tables;

/**
 * Answers and 解析 are shown only after submitting, and by the exam's rule. `after_submit` keeps them
 * back while the learner may still sit the exam again (an attempt left and the exam open): a retake
 * with the key in hand tests nothing. `after_each_submit` shows them after every attempt, for exams
 * set to teach rather than certify. `attemptsUsed`: the learner's attempts of the exam so far.
 */
export function reviewAllowed(
  exam: ExamRow,
  attempt: AttemptRow,
  attemptsUsed: number,
  now = Date.now(),
): boolean {
  if (attempt.status === 'in_progress') return false;
  const closed = now >= exam.closesAt.getTime();
  switch (exam.reveal) {
    case 'after_each_submit':
      return true;
    case 'after_submit':
      return closed || attemptsUsed >= exam.attemptsAllowed;
    case 'after_close':
      return closed;
    default:
      return false;
  }
}

/** How many attempts of the exam the attempt's learner has started; read only when it can matter. */
async function attemptsUsedBy(db: Database, exam: ExamRow, attempt: AttemptRow): Promise<number> {
  if (attempt.attemptNo >= exam.attemptsAllowed || exam.reveal !== 'after_submit') return attempt.attemptNo;
  const [latest] = await db
    .select({ attemptNo: max(examAttempts.attemptNo) })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, attempt.userId)));
  return latest?.attemptNo ?? attempt.attemptNo;
}

/** The exam's integrity rules as the candidate reads them before the start and during the attempt. */
export function integrityRulesOf(exam: ExamRow): ExamIntegrityRules {
  return {
    violationBudget: exam.violationBudget,
    requireFullscreen: exam.requireFullscreen,
    blockCopyPaste: exam.blockCopyPaste,
  };
}

export function secondsLeft(attempt: Pick<AttemptRow, 'status' | 'deadlineAt'>, now = Date.now()): number {
  if (attempt.status !== 'in_progress') return 0;
  return Math.max(0, Math.ceil((attempt.deadlineAt.getTime() - now) / 1000));
}

export function passedOf(
  exam: Pick<ExamRow, 'passScore'>,
  attempt: Pick<AttemptRow, 'status' | 'score'>,
): boolean | null {
  return attempt.status === 'graded' && attempt.score !== null ? attempt.score >= exam.passScore : null;
}

/** What a paper shows of a question, besides the attempt's own item. */
export interface QuestionShown {
  type: (typeof questions.$inferSelect)['type'];
  stem: string;
  authored: QuestionOption[];
  key: QuestionKey;
  analysis: string;
  material: string | null;
}

/** The columns of `QuestionShown`, for a select that joins a question and its material. */
export const shownColumns = {
  type: questions.type,
  stem: questions.stem,
  authored: questions.options,
  key: questions.key,
  analysis: questions.analysis,
  material: questionMaterials.content,
};

type AttemptItem = typeof attemptItems.$inferSelect;

/** One question of an attempt: the attempt's item (its order, tokens and answer) and the question. */
export interface PaperRow extends QuestionShown {
  item: Pick<AttemptItem, 'questionId' | 'position' | 'score' | 'options' | 'answer' | 'awarded' | 'comment'>;
}

/**
 * An attempt as the learner sees it: the questions in the attempt's order with options by token and
 * the saved answers. The key (correct tokens, accepted blanks, reference, 解析, per-question scores
 * awarded) is added only when `reviewAllowed`; the total score only once graded.
 */
export async function presentPaper(db: Database, exam: ExamRow, attempt: AttemptRow): Promise<AttemptPaper> {
  const rows = await db
    .select({ item: attemptItems, ...shownColumns })
    .from(attemptItems)
    .innerJoin(questions, eq(questions.id, attemptItems.questionId))
    .leftJoin(questionMaterials, eq(questionMaterials.id, questions.materialId))
    .where(eq(attemptItems.attemptId, attempt.id))
    .orderBy(asc(attemptItems.position));
  return presentRows(exam, attempt, rows, await attemptsUsedBy(db, exam, attempt));
}

/** `presentPaper` of rows at hand, such as a new attempt's, which need no reading back. */
export function presentRows(
  exam: ExamRow,
  attempt: AttemptRow,
  rows: PaperRow[],
  attemptsUsed: number,
): AttemptPaper {
  const showReview = reviewAllowed(exam, attempt, attemptsUsed);
  const paperQuestions = rows.map((row): PaperQuestion => {
    const textOf = new Map(row.authored.map((option) => [option.key, option.text]));
    return {
      id: row.item.questionId,
      position: row.item.position,
      type: row.type,
      stem: row.stem,
      material: row.material,
      score: row.item.score,
      options: row.item.options.map((option) => ({ id: option.token, text: textOf.get(option.key) ?? '' })),
      blanks: 'blanks' in row.key ? row.key.blanks.length : 0,
      answer: row.item.answer,
      review: showReview ? reviewOf(row.key, row.item, row.analysis) : null,
    };
  });
  return {
    attemptId: attempt.id,
    examId: exam.id,
    name: exam.name,
    scope: scopeOf(exam),
    status: attempt.status,
    startedAt: formatChinaTime(attempt.startedAt),
    deadlineAt: formatChinaTime(attempt.deadlineAt),
    remainingSeconds: secondsLeft(attempt),
    totalScore: attempt.totalScore,
    passScore: exam.passScore,
    score: attempt.status === 'graded' ? attempt.score : null,
    passed: passedOf(exam, attempt),
    reviewShown: showReview,
    questions: paperQuestions,
    integrity: integrityRulesOf(exam),
    violations: attempt.violations,
    submittedBy: attempt.submittedBy,
  };
}

function reviewOf(key: QuestionKey, item: PaperRow['item'], analysis: string): QuestionReview {
  const correct = 'choices' in key ? new Set(key.choices) : new Set<string>();
  return {
    correctOptionIds: item.options.filter((option) => correct.has(option.key)).map((option) => option.token),
    acceptedBlanks: 'blanks' in key ? key.blanks : [],
    reference: 'reference' in key ? key.reference : null,
    analysis,
    awarded: item.awarded,
    comment: item.comment,
  };
}
