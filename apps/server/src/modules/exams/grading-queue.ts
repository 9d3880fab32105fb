import type { adminGradingQueue, GradingAttempt, GradingQueueEntry, Page } from '@zhixue/contract';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as usersTables from '../users/tables.js';
import { readAttemptEvidence } from './attempt-timeline.js';
import * as tables from './tables.js';

const { examAttempts, attemptItems, exams, questions, questionMaterials } = tables;
const { users } = usersTables;

const shortItems = (attemptId: typeof examAttempts.id, extra = sql`true`) =>
  sql<number>`(select count(*)::int from attempt_items i join questions q on q.id = i.question_id
    where i.attempt_id = ${attemptId} and q.type = 'short' and ${extra})`;

/**
 * Submitted attempts wait for a grader (an attempt without short answers is graded at submission);
 * the graded ones are listed too when asked, to read their timelines.
 */
export async function pageGradingQueue(
  db: Database,
  query: z.output<(typeof adminGradingQueue)['request']>,
): Promise<Page<GradingQueueEntry>> {
  const where = and(
    query.includeGraded
      ? inArray(examAttempts.status, ['submitted', 'graded'])
      : eq(examAttempts.status, 'submitted'),
    query.examId === undefined ? undefined : eq(examAttempts.examId, query.examId),
    query.hasViolations ? gt(examAttempts.violations, 0) : undefined,
  );
  const order =
    query.sort === 'violations'
      ? [desc(examAttempts.violations), asc(examAttempts.submittedAt), asc(examAttempts.id)]
      : [asc(examAttempts.submittedAt), asc(examAttempts.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        attemptId: examAttempts.id,
        examId: examAttempts.examId,
        examName: exams.name,
        learnerName: users.nickname,
        attemptNo: examAttempts.attemptNo,
        submittedAt: examAttempts.submittedAt,
        submittedBy: examAttempts.submittedBy,
        shortCount: shortItems(examAttempts.id),
        ungradedCount: shortItems(examAttempts.id, sql`i.awarded is null`),
        integrityCount: sql<number>`(select count(*)::int from attempt_events e
          where e.attempt_id = ${examAttempts.id} and e.kind <> 'reconnect')`,
        violations: examAttempts.violations,
      })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .innerJoin(users, eq(users.id, examAttempts.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.pageCurrent - 1) * query.pageSize),
    db.select({ total: count() }).from(examAttempts).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      ...row,
      // A submitted attempt has both; the columns are nullable only for attempts in progress.
      submittedAt: row.submittedAt?.toISOString() ?? '',
      submittedBy: row.submittedBy ?? 'learner',
    })),
    total: total?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/**
 * What the grader needs for one attempt: the short answers with the reference answer, the score
 * already earned by the other questions, and the evidence: the attempt's devices and its timeline.
 */
export async function readGradingAttempt(db: Database, attemptId: number): Promise<GradingAttempt> {
  const [attempt] = await db
    .select({
      row: examAttempts,
      examName: exams.name,
      passScore: exams.passScore,
      violationBudget: exams.violationBudget,
      learnerName: users.nickname,
    })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .where(eq(examAttempts.id, attemptId));
  if (!attempt) throw new AppError('EXAM_ATTEMPT_NOT_FOUND');
  const [items, evidence] = await Promise.all([
    db
      .select({
        questionId: attemptItems.questionId,
        position: attemptItems.position,
        type: questions.type,
        stem: questions.stem,
        material: questionMaterials.content,
        key: questions.key,
        answer: attemptItems.answer,
        maxScore: attemptItems.score,
        awarded: attemptItems.awarded,
        comment: attemptItems.comment,
      })
      .from(attemptItems)
      .innerJoin(questions, eq(questions.id, attemptItems.questionId))
      .leftJoin(questionMaterials, eq(questionMaterials.id, questions.materialId))
      .where(eq(attemptItems.attemptId, attemptId))
      .orderBy(asc(attemptItems.position)),
    readAttemptEvidence(db, attempt.row),
  ]);
  const { row } = attempt;
  const objective = items.filter((item) => item.type !== 'short');
  return {
    attemptId: row.id,
    examId: row.examId,
    examName: attempt.examName,
    learnerName: attempt.learnerName,
    attemptNo: row.attemptNo,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    submittedBy: row.submittedBy,
    totalScore: row.totalScore,
    objectiveScore: objective.reduce((sum, item) => sum + (item.awarded ?? 0), 0),
    score: row.status === 'graded' ? row.score : null,
    passScore: attempt.passScore,
    items: items
      .filter((item) => item.type === 'short')
      .map((item) => ({
        questionId: item.questionId,
        position: item.position,
        stem: item.stem,
        material: item.material,
        reference: 'reference' in item.key ? item.key.reference : '',
        answer: item.answer && 'text' in item.answer ? item.answer.text : null,
        maxScore: item.maxScore,
        awarded: item.awarded,
        comment: item.comment,
      })),
    violations: row.violations,
    violationBudget: attempt.violationBudget,
    ...evidence,
  };
}
