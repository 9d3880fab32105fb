import type { CourseworkDetail, MySubmission, SubmissionStatus } from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { type Clock, recordPlanItemProgress } from '../camps/index.js';
import { acceptsWork, isClosed, presentAssignment, requireLearnerAssignment } from './assignments.js';
import { requireOwnFiles } from './coursework-files.js';
import { plainText, sanitizeWorkHtml } from './sanitize-work.js';
import {
  countsOnSubmit,
  findOwnSubmission,
  keepVersion,
  lockOwnSubmission,
  presentOwnSubmission,
} from './submissions.js';
import * as tables from './tables.js';

const { courseworkSubmissions } = tables;

export interface WorkDeps {
  db: Database;
  signingSecret: string;
  /** The camps' clock: a submission that counts moves camp progress, frozen once a term ended. */
  campClock: Clock;
}

interface WorkInput {
  content: string;
  fileIds: number[];
  submit: boolean;
}

/** The text made safe, and the files checked to be the learner's own; something must be there. */
async function cleanInput(db: Database, userId: number, input: WorkInput) {
  const content = sanitizeWorkHtml(input.content);
  const fileIds = await requireOwnFiles(db, userId, input.fileIds);
  if (plainText(content, 1).length === 0 && fileIds.length === 0) throw new AppError('COURSEWORK_EMPTY');
  return { content, fileIds };
}

export async function loadCourseworkDetail(
  { db, signingSecret }: WorkDeps,
  userId: number,
  id: number,
): Promise<CourseworkDetail> {
  const assignment = await requireLearnerAssignment(db, userId, id);
  const mine = await findOwnSubmission(db, userId, id);
  return {
    assignment: presentAssignment(assignment),
    mine: mine ? await presentOwnSubmission(db, signingSecret, assignment, mine) : null,
    othersVisible: assignment.visibility === 'always' || mine?.status === 'submitted',
    enrolmentId: assignment.enrolmentId,
  };
}

export async function loadOwnSubmission(
  { db, signingSecret }: WorkDeps,
  userId: number,
  assignmentId: number,
): Promise<MySubmission | null> {
  const assignment = await requireLearnerAssignment(db, userId, assignmentId);
  const mine = await findOwnSubmission(db, userId, assignmentId);
  return mine ? presentOwnSubmission(db, signingSecret, assignment, mine) : null;
}

/** `coursework/save`: the learner's first save, a draft or submitted. */
export async function saveWork(
  { db, signingSecret, campClock }: WorkDeps,
  userId: number,
  input: WorkInput & { assignmentId: number },
): Promise<MySubmission> {
  const assignment = await requireLearnerAssignment(db, userId, input.assignmentId);
  if (!acceptsWork(assignment)) throw new AppError('COURSEWORK_CLOSED');
  const { content, fileIds } = await cleanInput(db, userId, input);
  const status: SubmissionStatus = input.submit ? 'submitted' : 'draft';
  const [row] = await db
    .insert(courseworkSubmissions)
    .values({
      assignmentId: assignment.id,
      userId,
      status,
      content,
      fileIds,
      submittedAt: input.submit ? sql`now()` : null,
      late: input.submit && isClosed(assignment),
      countedAt: countsOnSubmit(assignment, status),
    })
    // The live-submission key: a second save (two tabs, a double click) is refused, not duplicated.
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('COURSEWORK_ALREADY_SAVED');
  if (row.countedAt) await recordPlanItemProgress(db, campClock, userId, assignment.planItemId);
  return presentOwnSubmission(db, signingSecret, assignment, row);
}

/** `coursework/edit`: a later save; submitted work stays submitted, and the state before is kept. */
export async function editWork(
  { db, signingSecret, campClock }: WorkDeps,
  userId: number,
  input: WorkInput & { id: number },
): Promise<MySubmission> {
  const { row, assignment, becameCounted } = await db.transaction(async (tx) => {
    const current = await lockOwnSubmission(tx, userId, input.id);
    const assignment = await requireLearnerAssignment(tx, userId, current.assignmentId);
    if (!acceptsWork(assignment)) throw new AppError('COURSEWORK_CLOSED');
    const { content, fileIds } = await cleanInput(tx, userId, input);
    await keepVersion(tx, current);
    const submitsNow = input.submit && current.status === 'draft';
    const status: SubmissionStatus = submitsNow || current.status === 'submitted' ? 'submitted' : 'draft';
    const [row] = await tx
      .update(courseworkSubmissions)
      .set({
        content,
        fileIds,
        status,
        version: current.version + 1,
        updatedAt: sql`now()`,
        ...(submitsNow
          ? {
              submittedAt: sql`now()`,
              late: isClosed(assignment),
              countedAt: countsOnSubmit(assignment, status),
            }
          : {}),
      })
      .where(eq(courseworkSubmissions.id, current.id))
      .returning();
    if (!row) throw new Error('coursework submission vanished under its lock');
    return { row, assignment, becameCounted: current.countedAt === null && row.countedAt !== null };
  });
  if (becameCounted) await recordPlanItemProgress(db, campClock, userId, assignment.planItemId);
  return presentOwnSubmission(db, signingSecret, assignment, row);
}

/** `coursework/remove`: before the deadline; the work leaves every list, its versions stay. */
export async function removeWork({ db, campClock }: WorkDeps, userId: number, id: number): Promise<null> {
  const { assignment, wasCounted } = await db.transaction(async (tx) => {
    const current = await lockOwnSubmission(tx, userId, id);
    const assignment = await requireLearnerAssignment(tx, userId, current.assignmentId);
    if (!acceptsWork(assignment)) throw new AppError('COURSEWORK_CLOSED');
    await keepVersion(tx, current);
    await tx
      .update(courseworkSubmissions)
      .set({ removedAt: sql`now()`, countedAt: null })
      .where(eq(courseworkSubmissions.id, current.id));
    return { assignment, wasCounted: current.countedAt !== null };
  });
  if (wasCounted) await recordPlanItemProgress(db, campClock, userId, assignment.planItemId);
  return null;
}
