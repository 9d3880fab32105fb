import { randomBytes } from 'node:crypto';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { optionsInShownOrder, shuffled } from './option-order.js';
import { type QuestionShown, shownColumns } from './paper-view.js';
import type { AttemptOption } from './tables.js';
import * as tables from './tables.js';

const { papers, paperQuestions, paperDraws, questions, questionMaterials } = tables;

interface PaperQuestionRow {
  questionId: number;
  score: number;
  materialId: number | null;
  shown: QuestionShown;
}

/** A question of a new attempt, with what the paper shows of it (a new attempt is not read back). */
export interface AttemptItemDraft {
  questionId: number;
  position: number;
  score: number;
  options: AttemptOption[];
  shown: QuestionShown;
}

/**
 * The questions of a new attempt: the fixed paper's list, or a fresh draw by the paper's rules. With
 * `shuffleQuestions` the order is shuffled, keeping the questions of one shared material together;
 * with `shuffleOptions` each question's options too, by the rules of `optionsInShownOrder`. The order
 * is stored with the attempt's items, so every reload shows it again and grading goes by the option
 * each token stands for, never by its position. Every option gets a token of this attempt only,
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
  const nextToken = tokenSource(ordered.reduce((sum, row) => sum + row.shown.authored.length, 0));
  return ordered.map((row, index) => ({
    questionId: row.questionId,
    position: index + 1,
    score: row.score,
    options: optionsInShownOrder(row.shown.type, row.shown.authored, shuffle.options).map((option) => ({
      token: nextToken(),
      key: option.key,
    })),
    shown: row.shown,
  }));
}

async function paperQuestionRows(db: Database, paperId: number): Promise<PaperQuestionRow[]> {
  // The paper and, for a fixed one, its questions in one statement: thousands of candidates start at once.
  const fixed = await db
    .select({
      kind: papers.kind,
      questionId: questions.id,
      score: sql<number>`coalesce(${paperQuestions.score}, ${questions.score})`,
      materialId: questions.materialId,
      ...shownColumns,
    })
    .from(papers)
    .leftJoin(paperQuestions, eq(paperQuestions.paperId, papers.id))
    .leftJoin(questions, eq(questions.id, paperQuestions.questionId))
    .leftJoin(questionMaterials, eq(questionMaterials.id, questions.materialId))
    .where(eq(papers.id, paperId))
    .orderBy(asc(paperQuestions.sort), asc(questions.id));
  if (fixed[0]?.kind === 'fixed') {
    return fixed.flatMap(
      ({ questionId, score, materialId, type, stem, authored, key, analysis, material }) =>
        questionId === null ||
        type === null ||
        stem === null ||
        authored === null ||
        key === null ||
        analysis === null
          ? []
          : [{ questionId, score, materialId, shown: { type, stem, authored, key, analysis, material } }],
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
      .select({ questionId: questions.id, materialId: questions.materialId, ...shownColumns })
      .from(questions)
      .leftJoin(questionMaterials, eq(questionMaterials.id, questions.materialId))
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
    drawn.push(
      ...picked.map(({ questionId, materialId, ...shown }) => ({
        questionId,
        materialId,
        score: rule.score,
        shown,
      })),
    );
  }
  if (drawn.length === 0) throw new AppError('EXAM_PAPER_SHORT_OF_QUESTIONS');
  return drawn;
}

const TOKEN_BYTES = 9;

/** `count` random option tokens from one draw of random bytes (one per option costs a call each). */
function tokenSource(count: number): () => string {
  const bytes = randomBytes(count * TOKEN_BYTES);
  let next = 0;
  return () => {
    const token = bytes.subarray(next, next + TOKEN_BYTES).toString('base64url');
    next += TOKEN_BYTES;
    return token;
  };
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
