import type { MySubmission, SubmissionStatus } from '@zhixue/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import { type Assignment, acceptsWork } from './assignments.js';
import { loadFiles, presentFile } from './coursework-files.js';
import * as tables from './tables.js';

const { courseworkSubmissions, courseworkSubmissionVersions } = tables;

export type SubmissionRow = typeof courseworkSubmissions.$inferSelect;

/** The learner's live submission of an assignment. */
export async function findOwnSubmission(
  db: Database,
  userId: number,
  assignmentId: number,
): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(courseworkSubmissions)
    .where(
      and(
        eq(courseworkSubmissions.assignmentId, assignmentId),
        eq(courseworkSubmissions.userId, userId),
        isNull(courseworkSubmissions.removedAt),
      ),
    );
  return row ?? null;
}

/**
 * The learner's own live submission by id, locked for a write. Another learner's id answers as one
 * that does not exist: nobody edits or removes someone else's work.
 */
export async function lockOwnSubmission(tx: Database, userId: number, id: number): Promise<SubmissionRow> {
  const [row] = await tx
    .select()
    .from(courseworkSubmissions)
    .where(
      and(
        eq(courseworkSubmissions.id, id),
        eq(courseworkSubmissions.userId, userId),
        isNull(courseworkSubmissions.removedAt),
      ),
    )
    .for('update');
  if (!row) throw new AppError('COURSEWORK_WORK_NOT_FOUND');
  return row;
}

/** Keeps the state a write is about to replace. */
export async function keepVersion(tx: Database, row: SubmissionRow): Promise<void> {
  await tx.insert(courseworkSubmissionVersions).values({
    submissionId: row.id,
    version: row.version,
    status: row.status,
    content: row.content,
    fileIds: row.fileIds,
    savedAt: row.updatedAt,
  });
}

export async function presentOwnSubmission(
  db: Database,
  signingSecret: string,
  assignment: Assignment,
  row: SubmissionRow,
): Promise<MySubmission> {
  const files = await loadFiles(db, row.fileIds);
  const released = row.releasedAt !== null && row.score !== null;
  return {
    id: row.id,
    assignmentId: row.assignmentId,
    status: row.status as SubmissionStatus,
    content: row.content,
    files: files.map((file) => presentFile(signingSecret, file)),
    version: row.version,
    submittedAt: row.submittedAt ? formatChinaTime(row.submittedAt) : null,
    updatedAt: formatChinaTime(row.updatedAt),
    late: row.late,
    review:
      released && row.releasedAt
        ? {
            score: row.score ?? 0,
            comment: row.reviewComment ?? '',
            excellent: row.excellent,
            releasedAt: formatChinaTime(row.releasedAt),
          }
        : null,
    canEdit: acceptsWork(assignment),
  };
}

/** Submitted work counts toward camp progress at once when its assignment counts on submission. */
export function countsOnSubmit(assignment: Assignment, status: SubmissionStatus) {
  return assignment.countsOn === 'submit' && status === 'submitted' ? sql`now()` : null;
}
