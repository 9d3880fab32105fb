import type { AdminSubmission, Page, PageQuery, SubmissionStatus } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as usersTables from '../users/tables.js';
import { findAssignment } from './assignments.js';
import { loadFiles, presentFile } from './coursework-files.js';
import type { SubmissionRow } from './submissions.js';
import * as tables from './tables.js';

const { courseworkSubmissions: s, courseworkComments } = tables;
const { users } = usersTables;

type Audit = (change: AuditChange) => void;

/** With counting on approval, a released review of at least this score approves the work. */
export const APPROVAL_SCORE = 60;

async function present(
  db: Database,
  secret: string,
  row: SubmissionRow,
  learner: string,
): Promise<AdminSubmission> {
  const files = await loadFiles(db, row.fileIds);
  return {
    id: row.id,
    learner,
    status: row.status as SubmissionStatus,
    content: row.content,
    files: files.map((file) => presentFile(secret, file)),
    version: row.version,
    submittedAt: row.submittedAt ? formatChinaTime(row.submittedAt) : null,
    late: row.late,
    score: row.score,
    comment: row.reviewComment,
    excellent: row.excellent,
    reviewedAt: row.reviewedAt ? formatChinaTime(row.reviewedAt) : null,
    releasedAt: row.releasedAt ? formatChinaTime(row.releasedAt) : null,
  };
}

/** Submitted work of an assignment for the trainer: excellent first, then in the order it came in. */
export async function pageSubmissions(
  db: Database,
  secret: string,
  query: PageQuery & { assignmentId: number },
): Promise<Page<AdminSubmission>> {
  if (!(await findAssignment(db, query.assignmentId))) throw new AppError('COURSEWORK_NOT_FOUND');
  const submitted = and(
    eq(s.assignmentId, query.assignmentId),
    eq(s.status, 'submitted'),
    isNull(s.removedAt),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: s, learner: users.nickname })
      .from(s)
      .innerJoin(users, eq(users.id, s.userId))
      .where(submitted)
      .orderBy(desc(s.excellent), asc(s.submittedAt), asc(s.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(s).where(submitted),
  ]);
  return {
    list: await Promise.all(rows.map(({ row, learner }) => present(db, secret, row, learner))),
    total: counted?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

async function lockSubmitted(tx: Database, id: number) {
  const [found] = await tx
    .select({ row: s, learner: users.nickname })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(and(eq(s.id, id), isNull(s.removedAt)))
    .for('update', { of: s });
  if (!found) throw new AppError('COURSEWORK_WORK_NOT_FOUND');
  if (found.row.status !== 'submitted') throw new AppError('COURSEWORK_NOT_SUBMITTED');
  return found;
}

/** What changed for progress and the learner when a review was written or released. */
export interface ReviewOutcome {
  submission: AdminSubmission;
  userId: number;
  assignmentId: number;
  /** The submission started or stopped counting toward camp progress. */
  countingChanged: boolean;
}

/**
 * Counting on approval: a released review of at least APPROVAL_SCORE counts; counting on submission
 * is settled when the work is submitted and a review leaves it alone.
 */
async function approvalCounting(tx: Database, row: SubmissionRow): Promise<Date | null> {
  const assignment = await findAssignment(tx, row.assignmentId);
  if (assignment?.countsOn !== 'approve') return row.countedAt;
  const approved = row.releasedAt !== null && (row.score ?? 0) >= APPROVAL_SCORE;
  if (!approved) return null;
  return row.countedAt ?? new Date();
}

async function writeReview(
  tx: Database,
  secret: string,
  id: number,
  change: Partial<typeof s.$inferInsert>,
  audit: Audit,
): Promise<ReviewOutcome> {
  const before = await lockSubmitted(tx, id);
  const next = { ...before.row, ...change } as SubmissionRow;
  const countedAt = await approvalCounting(tx, next);
  const [row] = await tx
    .update(s)
    .set({ ...change, countedAt })
    .where(eq(s.id, id))
    .returning();
  if (!row) throw new Error('coursework submission vanished under its lock');
  const beforeView = await present(tx, secret, before.row, before.learner);
  const submission = await present(tx, secret, row, before.learner);
  audit({ entity: 'coursework_submission', entityId: id, before: beforeView, after: submission });
  return {
    submission,
    userId: row.userId,
    assignmentId: row.assignmentId,
    countingChanged: (before.row.countedAt === null) !== (row.countedAt === null),
  };
}

/** A score and a comment; a released review changes in place, an unreleased one stays the trainer's. */
export function reviewSubmission(
  tx: Database,
  secret: string,
  operatorId: number,
  input: { id: number; score: number; comment: string; excellent: boolean },
  audit: Audit,
): Promise<ReviewOutcome> {
  return writeReview(
    tx,
    secret,
    input.id,
    {
      score: input.score,
      reviewComment: input.comment,
      excellent: input.excellent,
      reviewedBy: operatorId,
      reviewedAt: new Date(),
    },
    audit,
  );
}

export async function releaseReview(
  tx: Database,
  secret: string,
  id: number,
  audit: Audit,
): Promise<ReviewOutcome> {
  const { row } = await lockSubmitted(tx, id);
  if (row.reviewedAt === null) throw new AppError('COURSEWORK_NOT_REVIEWED');
  return writeReview(tx, secret, id, { releasedAt: row.releasedAt ?? new Date() }, audit);
}

/** A trainer removes any comment. */
export async function removeAnyComment(tx: Database, id: number, audit: Audit): Promise<null> {
  const [removed] = await tx.delete(courseworkComments).where(eq(courseworkComments.id, id)).returning();
  if (!removed) throw new AppError('COURSEWORK_COMMENT_NOT_FOUND');
  audit({ entity: 'coursework_comment', entityId: id, before: removed, after: null });
  return null;
}
