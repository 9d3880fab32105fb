import {
  type AdminMaterial,
  type AdminQuestion,
  optionLetter,
  type Page,
  type QuestionInput,
  type QuestionListRequest,
  rowsBefore,
} from '@zhixue/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import type { QuestionKey, QuestionOption } from './tables.js';
import * as tables from './tables.js';

const { questions, questionMaterials, paperQuestions, papers, attemptItems } = tables;

type Audit = (change: AuditChange) => void;
type QuestionRow = typeof questions.$inferSelect;
type QuestionValues = Omit<typeof questions.$inferInsert, 'id'>;

const TRUE_FALSE: QuestionOption[] = [
  { key: 'T', text: '正确' },
  { key: 'F', text: '错误' },
];

/** The bank's columns for a question as the console writes it: letters for options, the key by type. */
export function questionValues(input: QuestionInput): QuestionValues {
  const { type } = input;
  const options =
    type === 'judge'
      ? TRUE_FALSE
      : type === 'single' || type === 'multiple'
        ? input.options.map((text, index) => ({ key: optionLetter(index), text }))
        : [];
  const key: QuestionKey =
    type === 'fill'
      ? { blanks: input.blanks }
      : type === 'short'
        ? { reference: input.reference }
        : { choices: [...input.answer].sort() };
  return {
    type,
    stem: input.stem,
    options,
    key,
    fillIgnoreSpaces: input.fillIgnoreSpaces,
    fillIgnoreCase: input.fillIgnoreCase,
    score: input.score,
    analysis: input.analysis,
    difficulty: input.difficulty,
    category: input.category,
    tags: [...new Set(input.tags)],
    materialId: input.materialId,
  };
}

function presentQuestion(row: QuestionRow & { material: string | null; paperCount: number }): AdminQuestion {
  const { key } = row;
  return {
    ...row,
    options: row.type === 'judge' ? [] : row.options.map((option) => option.text),
    answer: 'choices' in key ? key.choices : [],
    blanks: 'blanks' in key ? key.blanks : [],
    reference: 'reference' in key ? key.reference : '',
  };
}

const listColumns = {
  question: questions,
  material: questionMaterials.content,
  paperCount: sql<number>`(select count(*)::int from paper_questions where paper_questions.question_id = questions.id)`,
};

async function selectQuestions(
  db: Database,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
) {
  const query = db
    .select(listColumns)
    .from(questions)
    .leftJoin(questionMaterials, eq(questionMaterials.id, questions.materialId))
    .where(where)
    .orderBy(desc(questions.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) =>
    presentQuestion({ ...row.question, material: row.material, paperCount: row.paperCount }),
  );
}

export async function pageQuestions(
  db: Database,
  query: z.output<typeof QuestionListRequest>,
): Promise<Page<AdminQuestion>> {
  const where = and(
    query.id ? eq(questions.id, query.id) : undefined,
    query.type ? eq(questions.type, query.type) : undefined,
    query.category ? eq(questions.category, query.category) : undefined,
    query.difficulty ? eq(questions.difficulty, query.difficulty) : undefined,
    query.tag ? sql`${query.tag} = any(${questions.tags})` : undefined,
    // strpos, not LIKE: the operator's % and _ are plain characters.
    query.keyword ? sql`strpos(lower(${questions.stem}), lower(${query.keyword})) > 0` : undefined,
  );
  const [list, [counted]] = await Promise.all([
    selectQuestions(db, where, { limit: query.pageSize, offset: rowsBefore(query) }),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  return { list, total: counted?.total ?? 0, pageCurrent: query.pageCurrent, pageSize: query.pageSize };
}

export async function questionFacets(db: Database) {
  const [categories, tags] = await Promise.all([
    db.selectDistinct({ name: questions.category }).from(questions).orderBy(questions.category),
    db
      .selectDistinct({ name: sql<string>`unnest(${questions.tags})`.as('name') })
      .from(questions)
      .orderBy(sql`name`),
  ]);
  return { categories: categories.map((row) => row.name), tags: tags.map((row) => row.name) };
}

async function findQuestion(db: Database, id: number): Promise<AdminQuestion> {
  const [found] = await selectQuestions(db, eq(questions.id, id));
  if (!found) throw new AppError('EXAM_QUESTION_NOT_FOUND');
  return found;
}

/** Takes the question's row lock, so a delete and an edit of the same question queue up. */
async function lockQuestion(tx: Database, id: number): Promise<AdminQuestion> {
  const [locked] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.id, id))
    .for('update');
  if (!locked) throw new AppError('EXAM_QUESTION_NOT_FOUND');
  return findQuestion(tx, id);
}

async function assertMaterialsExist(tx: Database, ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: questionMaterials.id })
    .from(questionMaterials)
    .where(inArray(questionMaterials.id, wanted));
  if (found.length !== wanted.length) throw new AppError('EXAM_MATERIAL_NOT_FOUND');
}

async function isAnswered(tx: Database, id: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: attemptItems.questionId })
    .from(attemptItems)
    .where(eq(attemptItems.questionId, id))
    .limit(1);
  return held !== undefined;
}

/** Inserts checked questions in one statement; the caller's transaction makes it all or nothing. */
export async function insertQuestions(tx: Database, inputs: QuestionInput[]): Promise<number[]> {
  await assertMaterialsExist(
    tx,
    inputs.map((input) => input.materialId),
  );
  const rows = await tx.insert(questions).values(inputs.map(questionValues)).returning({ id: questions.id });
  return rows.map((row) => row.id);
}

export async function createQuestion(tx: Database, input: QuestionInput, audit: Audit) {
  const [id] = await insertQuestions(tx, [input]);
  if (id === undefined) throw new Error('the new question was not inserted');
  const created = await findQuestion(tx, id);
  audit({ entity: 'question', entityId: id, before: null, after: created });
  return created;
}

/** Attempts grade against the bank's key, so a question someone answered keeps its type. */
export async function updateQuestion(tx: Database, id: number, input: QuestionInput, audit: Audit) {
  const before = await lockQuestion(tx, id);
  if (before.type !== input.type && (await isAnswered(tx, id))) throw new AppError('EXAM_QUESTION_ANSWERED');
  await assertMaterialsExist(tx, [input.materialId]);
  await tx.update(questions).set(questionValues(input)).where(eq(questions.id, id));
  const after = await findQuestion(tx, id);
  audit({ entity: 'question', entityId: id, before, after });
  return after;
}

export async function deleteQuestion(tx: Database, id: number, audit: Audit) {
  const before = await lockQuestion(tx, id);
  const [paper] = await tx
    .select({ name: papers.name })
    .from(paperQuestions)
    .innerJoin(papers, eq(papers.id, paperQuestions.paperId))
    .where(eq(paperQuestions.questionId, id))
    .limit(1);
  if (paper) throw new AppError('EXAM_QUESTION_IN_PAPER', { paper: paper.name });
  if (await isAnswered(tx, id)) throw new AppError('EXAM_QUESTION_ANSWERED');
  await tx.delete(questions).where(eq(questions.id, id));
  audit({ entity: 'question', entityId: id, before, after: null });
  return { id };
}

const materialColumns = {
  id: questionMaterials.id,
  content: questionMaterials.content,
  questionCount: sql<number>`(select count(*)::int from questions where questions.material_id = question_materials.id)`,
};

export async function pageMaterials(
  db: Database,
  query: { pageCurrent: number; pageSize: number; keyword?: string | undefined },
): Promise<Page<AdminMaterial>> {
  const where = query.keyword
    ? sql`strpos(lower(${questionMaterials.content}), lower(${query.keyword})) > 0`
    : undefined;
  const [list, [counted]] = await Promise.all([
    db
      .select(materialColumns)
      .from(questionMaterials)
      .where(where)
      .orderBy(desc(questionMaterials.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: count() }).from(questionMaterials).where(where),
  ]);
  return { list, total: counted?.total ?? 0, pageCurrent: query.pageCurrent, pageSize: query.pageSize };
}

/** New materials for an import: one per distinct text. */
export async function insertMaterials(tx: Database, contents: string[]): Promise<Map<string, number>> {
  const distinct = [...new Set(contents)];
  if (distinct.length === 0) return new Map();
  const rows = await tx
    .insert(questionMaterials)
    .values(distinct.map((content) => ({ content })))
    .returning({ id: questionMaterials.id, content: questionMaterials.content });
  return new Map(rows.map((row) => [row.content, row.id]));
}

export async function saveMaterial(
  tx: Database,
  input: { id: number | null; content: string },
  audit: Audit,
): Promise<AdminMaterial> {
  const findMaterial = async (id: number) => {
    const [row] = await tx
      .select(materialColumns)
      .from(questionMaterials)
      .where(eq(questionMaterials.id, id));
    if (!row) throw new AppError('EXAM_MATERIAL_NOT_FOUND');
    return row;
  };
  if (input.id === null) {
    const [id] = (await insertMaterials(tx, [input.content])).values();
    if (id === undefined) throw new Error('the new material was not inserted');
    const created = await findMaterial(id);
    audit({ entity: 'question-material', entityId: id, before: null, after: created });
    return created;
  }
  const [locked] = await tx
    .select({ id: questionMaterials.id })
    .from(questionMaterials)
    .where(eq(questionMaterials.id, input.id))
    .for('update');
  if (!locked) throw new AppError('EXAM_MATERIAL_NOT_FOUND');
  const before = await findMaterial(input.id);
  await tx
    .update(questionMaterials)
    .set({ content: input.content })
    .where(eq(questionMaterials.id, input.id));
  const after = await findMaterial(input.id);
  audit({ entity: 'question-material', entityId: input.id, before, after });
  return after;
}

/** A material is deleted only once no question shares it; its row is locked against a new question. */
export async function deleteMaterial(tx: Database, id: number, audit: Audit) {
  const [locked] = await tx
    .select(materialColumns)
    .from(questionMaterials)
    .where(eq(questionMaterials.id, id))
    .for('update');
  if (!locked) throw new AppError('EXAM_MATERIAL_NOT_FOUND');
  if (locked.questionCount > 0) throw new AppError('EXAM_MATERIAL_IN_USE', { count: locked.questionCount });
  await tx.delete(questionMaterials).where(eq(questionMaterials.id, id));
  audit({ entity: 'question-material', entityId: id, before: locked, after: null });
  return { id };
}
