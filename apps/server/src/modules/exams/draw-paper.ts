import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import type { AttemptOption, QuestionOption } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/http/index.js';

const { papers, paperQuestions, paperDraws, questions } = tables;

interface PaperQuestionRow {
  questionId: number;
  score: number;
  options: QuestionOption[];
  materialId: number | null;
}

export interface AttemptItemDraft {
  questionId: number;
  position: number;
  score: number;
  options: AttemptOption[];
}

/**
 * The questions of a new attempt: the fixed paper's list, or a fresh draw by the paper's rules. With
 * `shuffleQuestions` the order is shuffled, keeping the questions of one shared material together;
 * with `shuffleOptions` each question's options too. Every option gets a token of this attempt only,
 * so neither an id nor a position means the same in two attempts.
 */
export async function draftAttemptItems(
  db: Database,
  paperId: number,
  shuffle: { questions: boolean; options: boolean },
): Promise<AttemptItemDraft[]> {
  const rows = await paperQuestionRows(db, paperId);
  const groups = groupByMaterial(rows);
  const ordered = (shuffle.questions ? shuffled(groups) : groups).flat();
  return ordered.map((row, index) => ({
    questionId: row.questionId,
    position: index + 1,
    score: row.score,
    options: (shuffle.options ? shuffled(row.options) : row.options).map((option) => ({
      token: randomBytes(9).toString('base64url'),
      key: option.key,
    })),
  }));
}

async function paperQuestionRows(db: Database, paperId: number): Promise<PaperQuestionRow[]> {
  // The paper and, for a fixed one, its questions in one statement: thousands of candidates start at once.
  const fixed = await db
    .select({
      kind: papers.kind,
      questionId: questions.id,
      score: sql<number>`coalesce(${paperQuestions.score}, ${questions.score})`,
      options: questions.options,
      materialId: questions.materialId,
    })
    .from(papers)
    .leftJoin(paperQuestions, eq(paperQuestions.paperId, papers.id))
    .leftJoin(questions, eq(questions.id, paperQuestions.questionId))
    .where(eq(papers.id, paperId))
    .orderBy(asc(paperQuestions.sort), asc(questions.id));
  if (fixed[0]?.kind === 'fixed') {
    return fixed.flatMap(({ questionId, score, options, materialId }) =>
      questionId === null || options === null ? [] : [{ questionId, score, options, materialId }],
    );
  }
  const rules = await db
    .select()
    .from(paperDraws)
    .where(eq(paperDraws.paperId, paperId))
    .orderBy(asc(paperDraws.sort), asc(paperDraws.id));
  const drawn: PaperQuestionRow[] = [];
  for (const rule of rules) {
    const taken = drawn.map((row) => row.questionId);
    const picked = await db
      .select({ questionId: questions.id, options: questions.options, materialId: questions.materialId })
      .from(questions)
      .where(
        and(
          rule.category === null ? undefined : eq(questions.category, rule.category),
          rule.type === null ? undefined : eq(questions.type, rule.type),
          rule.difficulty === null ? undefined : eq(questions.difficulty, rule.difficulty),
          taken.length === 0 ? undefined : notInArray(questions.id, taken),
        ),
      )
      .orderBy(sql`random()`)
      .limit(rule.count);
    if (picked.length < rule.count) throw new AppError('EXAM_PAPER_SHORT_OF_QUESTIONS');
    drawn.push(...picked.map((row) => ({ ...row, score: rule.score })));
  }
  if (drawn.length === 0) throw new AppError('EXAM_PAPER_SHORT_OF_QUESTIONS');
  return drawn;
}

/** Consecutive runs of one material stay together; a question without material stands alone. */
function groupByMaterial(rows: PaperQuestionRow[]): PaperQuestionRow[][] {
  const groups: PaperQuestionRow[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (row.materialId !== null && last?.[0]?.materialId === row.materialId) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
