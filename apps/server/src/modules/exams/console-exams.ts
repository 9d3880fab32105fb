import type {
  AdminExam,
  AdminPaper,
  adminExamList,
  ExamOwner,
  ExamSaveRequest,
  Page,
  PaperSaveRequest,
} from '@zhixue/contract';
import { asc, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as usersTables from '../users/tables.js';
import * as tables from './tables.js';

const { papers, paperQuestions, paperDraws, questions, exams } = tables;
const { enterprises } = usersTables;

type Audit = (change: AuditChange) => void;

/** Every paper with its questions or draw rules and what it is worth. */
export async function listPapers(db: Database, ids?: number[]): Promise<AdminPaper[]> {
  const chosen = ids ? inArray(papers.id, ids) : undefined;
  const [rows, fixed, draws, usage] = await Promise.all([
    db.select().from(papers).where(chosen).orderBy(desc(papers.id)),
    db
      .select({
        paperId: paperQuestions.paperId,
        questionId: paperQuestions.questionId,
        stem: questions.stem,
        type: questions.type,
        questionScore: questions.score,
        score: paperQuestions.score,
      })
      .from(paperQuestions)
      .innerJoin(questions, eq(questions.id, paperQuestions.questionId))
      .where(ids ? inArray(paperQuestions.paperId, ids) : undefined)
      .orderBy(asc(paperQuestions.sort), asc(paperQuestions.questionId)),
    db
      .select()
      .from(paperDraws)
      .where(ids ? inArray(paperDraws.paperId, ids) : undefined)
      .orderBy(asc(paperDraws.sort), asc(paperDraws.id)),
    db.select({ paperId: exams.paperId, total: count() }).from(exams).groupBy(exams.paperId),
  ]);
  return rows.map((paper) => {
    const questionsOf = fixed.filter((row) => row.paperId === paper.id).map(({ paperId, ...row }) => row);
    const drawsOf = draws
      .filter((row) => row.paperId === paper.id)
      .map(({ category, type, difficulty, count: drawn, score }) => ({
        category,
        type,
        difficulty,
        count: drawn,
        score,
      }));
    const totalScore =
      paper.kind === 'fixed'
        ? questionsOf.reduce((sum, row) => sum + (row.score ?? row.questionScore), 0)
        : drawsOf.reduce((sum, rule) => sum + rule.count * rule.score, 0);
    return {
      id: paper.id,
      name: paper.name,
      kind: paper.kind,
      questions: questionsOf,
      draws: drawsOf,
      totalScore,
      examCount: usage.find((row) => row.paperId === paper.id)?.total ?? 0,
    };
  });
}

async function findPaper(db: Database, id: number): Promise<AdminPaper> {
  const [paper] = await listPapers(db, [id]);
  if (!paper) throw new AppError('EXAM_PAPER_NOT_FOUND');
  return paper;
}

/**
 * A new paper, or an existing one with its questions or rules replaced. Attempts copy their questions
 * at the start, so a change reaches only attempts started after it.
 */
export async function savePaperSetup(
  tx: Database,
  input: z.output<typeof PaperSaveRequest>,
  audit: Audit,
): Promise<AdminPaper> {
  let before: AdminPaper | null = null;
  let paperId: number;
  if (input.id === undefined) {
    const [created] = await tx
      .insert(papers)
      .values({ name: input.name, kind: input.kind })
      .returning({ id: papers.id });
    if (!created) throw new Error('the new paper was not inserted');
    paperId = created.id;
  } else {
    await tx.select({ id: papers.id }).from(papers).where(eq(papers.id, input.id)).for('update');
    before = await findPaper(tx, input.id);
    paperId = input.id;
    await tx.update(papers).set({ name: input.name, kind: input.kind }).where(eq(papers.id, paperId));
    await tx.delete(paperQuestions).where(eq(paperQuestions.paperId, paperId));
    await tx.delete(paperDraws).where(eq(paperDraws.paperId, paperId));
  }
  if (input.kind === 'fixed') {
    const ids = input.questions.map((entry) => entry.questionId);
    const [known] = await tx.select({ total: count() }).from(questions).where(inArray(questions.id, ids));
    if ((known?.total ?? 0) !== ids.length) throw new AppError('EXAM_PAPER_QUESTION_UNKNOWN');
    await tx
      .insert(paperQuestions)
      .values(input.questions.map((entry, sort) => ({ paperId, sort, ...entry })));
  } else {
    await tx.insert(paperDraws).values(input.draws.map((rule, sort) => ({ paperId, sort, ...rule })));
  }
  const after = await findPaper(tx, paperId);
  audit({ entity: 'paper', entityId: paperId, before, after });
  return after;
}

/**
 * The camps an exam can belong to, as the console shows them. Camps sit above exams (a camp's plan
 * counts its exams' passes), so app.ts hands their directory in.
 */
export interface CampDirectory {
  /** The name of the camp `trainingId` names, as an SQL expression: null for none. */
  nameOf(trainingId: SQLWrapper): SQL<string | null>;
  exists(db: Database, trainingId: number): Promise<boolean>;
  /** Every camp, newest first. */
  list(db: Database): Promise<Array<{ id: number; name: string }>>;
}

const ownerOf = (row: { trainingId: number | null; entId: number | null }): ExamOwner =>
  row.trainingId !== null
    ? { kind: 'camp', trainingId: row.trainingId }
    : row.entId !== null
      ? { kind: 'enterprise', entId: row.entId }
      : { kind: 'open' };

function selectExams(db: Database, camps: CampDirectory) {
  return db
    .select({
      exam: exams,
      paperName: papers.name,
      ownerName: sql<string | null>`coalesce(${camps.nameOf(exams.trainingId)}, ${enterprises.name})`,
      attemptCount: sql<number>`(select count(*)::int from exam_attempts a where a.exam_id = ${exams.id})`,
      awaitingGrading: sql<number>`(select count(*)::int from exam_attempts a where a.exam_id = ${exams.id} and a.status = 'submitted')`,
    })
    .from(exams)
    .innerJoin(papers, eq(papers.id, exams.paperId))
    .leftJoin(enterprises, eq(enterprises.id, exams.entId));
}

type ExamRow = Awaited<ReturnType<typeof selectExams>>[number];

function present(row: ExamRow): AdminExam {
  const { exam, ...facts } = row;
  return {
    id: exam.id,
    name: exam.name,
    intro: exam.intro,
    paperId: exam.paperId,
    owner: ownerOf(exam),
    opensAt: exam.opensAt.toISOString(),
    closesAt: exam.closesAt.toISOString(),
    timeLimitSeconds: exam.timeLimitSeconds,
    attemptsAllowed: exam.attemptsAllowed,
    passScore: exam.passScore,
    gradingMethod: exam.gradingMethod,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    reveal: exam.reveal,
    multipleCredit: exam.multipleCredit,
    violationBudget: exam.violationBudget,
    requireFullscreen: exam.requireFullscreen,
    blockCopyPaste: exam.blockCopyPaste,
    ...facts,
  };
}

/** Newest first; the keyword matches the name. */
export async function listAdminExams(
  db: Database,
  camps: CampDirectory,
  query: z.output<(typeof adminExamList)['request']>,
): Promise<Page<AdminExam>> {
  const where = query.keyword ? sql`strpos(${exams.name}, ${query.keyword}) > 0` : undefined;
  const [rows, [total]] = await Promise.all([
    selectExams(db, camps)
      .where(where)
      .orderBy(desc(exams.id))
      .limit(query.pageSize)
      .offset((query.pageCurrent - 1) * query.pageSize),
    db.select({ total: count() }).from(exams).where(where),
  ]);
  return {
    list: rows.map(present),
    total: total?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

async function findExam(db: Database, camps: CampDirectory, id: number): Promise<AdminExam> {
  const [row] = await selectExams(db, camps).where(eq(exams.id, id));
  if (!row) throw new AppError('EXAM_NOT_FOUND');
  return present(row);
}

async function ownerExists(tx: Database, camps: CampDirectory, owner: ExamOwner): Promise<boolean> {
  if (owner.kind === 'camp') return camps.exists(tx, owner.trainingId);
  if (owner.kind === 'open') return true;
  const [found] = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.id, owner.entId));
  return found !== undefined;
}

/**
 * A new exam or a changed one. Attempts already started keep the deadline fixed at their start; the
 * pass score may not exceed what the paper is worth.
 */
export async function saveExam(
  tx: Database,
  camps: CampDirectory,
  input: z.output<typeof ExamSaveRequest>,
  audit: Audit,
): Promise<AdminExam> {
  const { id, owner, opensAt, closesAt, ...settings } = input;
  const paper = await findPaper(tx, input.paperId);
  if (input.passScore > paper.totalScore) throw new AppError('EXAM_PASS_SCORE_TOO_HIGH');
  if (!(await ownerExists(tx, camps, owner))) throw new AppError('EXAM_OWNER_NOT_FOUND');
  const values = {
    ...settings,
    opensAt: new Date(opensAt),
    closesAt: new Date(closesAt),
    trainingId: owner.kind === 'camp' ? owner.trainingId : null,
    entId: owner.kind === 'enterprise' ? owner.entId : null,
  };
  if (id === undefined) {
    const [created] = await tx.insert(exams).values(values).returning({ id: exams.id });
    if (!created) throw new Error('the new exam was not inserted');
    const after = await findExam(tx, camps, created.id);
    audit({ entity: 'exam', entityId: created.id, before: null, after });
    return after;
  }
  await tx.select({ id: exams.id }).from(exams).where(eq(exams.id, id)).for('update');
  const before = await findExam(tx, camps, id);
  await tx.update(exams).set(values).where(eq(exams.id, id));
  const after = await findExam(tx, camps, id);
  audit({ entity: 'exam', entityId: id, before, after });
  return after;
}

/** The camps and enterprises an exam can belong to, by name. */
export async function listExamOwners(db: Database, camps: CampDirectory) {
  const [campList, companies] = await Promise.all([
    camps.list(db),
    db.select({ id: enterprises.id, name: enterprises.name }).from(enterprises).orderBy(asc(enterprises.id)),
  ]);
  return { camps: campList, enterprises: companies };
}
