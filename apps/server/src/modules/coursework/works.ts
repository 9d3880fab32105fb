import type { Page, PageQuery, WorkCard, WorkDetail } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import * as usersTables from '../users/tables.js';
import { type Assignment, requireLearnerAssignment } from './assignments.js';
import { loadFiles, presentFile } from './coursework-files.js';
import type { WorkDeps } from './save-work.js';
import { findOwnSubmission, type SubmissionRow } from './submissions.js';
import * as tables from './tables.js';

const { courseworkSubmissions: s, courseworkComments, courseworkLikes, courseworkCollections } = tables;
const { users } = usersTables;

/**
 * Whether the learner sees others' work of the assignment: `always`, or once their own is submitted.
 * Enrolment in the camp is checked before (requireLearnerAssignment).
 */
async function seesOthers(db: Database, userId: number, assignment: Assignment): Promise<boolean> {
  if (assignment.visibility === 'always') return true;
  const mine = await findOwnSubmission(db, userId, assignment.id);
  return mine?.status === 'submitted';
}

/**
 * A work the learner may read: their own live one, or another learner's submitted one under the
 * visibility rule. A draft or removed work of someone else answers as one that does not exist.
 */
export async function requireVisibleWork(
  db: Database,
  userId: number,
  workId: number,
): Promise<{ work: SubmissionRow; assignment: Assignment }> {
  const [work] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, workId), isNull(s.removedAt)));
  const mine = work?.userId === userId;
  if (!work || (!mine && work.status !== 'submitted')) throw new AppError('COURSEWORK_WORK_NOT_FOUND');
  const assignment = await requireLearnerAssignment(db, userId, work.assignmentId);
  if (!mine && !(await seesOthers(db, userId, assignment))) throw new AppError('COURSEWORK_WORK_HIDDEN');
  return { work, assignment };
}

const cardColumns = (viewerId: number) => ({
  id: s.id,
  userId: s.userId,
  content: s.content,
  fileIds: s.fileIds,
  submittedAt: s.submittedAt,
  updatedAt: s.updatedAt,
  excellent: s.excellent,
  nickname: users.nickname,
  avatar: users.avatar,
  likeCount: sql<number>`(select count(*) from ${courseworkLikes} l where l.submission_id = ${s.id})::int`,
  commentCount: sql<number>`(select count(*) from ${courseworkComments} c where c.submission_id = ${s.id})::int`,
  liked: sql<boolean>`exists (select 1 from ${courseworkLikes} l
    where l.submission_id = ${s.id} and l.user_id = ${viewerId})`,
  collected: sql<boolean>`exists (select 1 from ${courseworkCollections} c
    where c.submission_id = ${s.id} and c.user_id = ${viewerId})`,
});

interface CardRow {
  id: number;
  userId: number;
  content: string;
  fileIds: number[];
  submittedAt: Date | null;
  updatedAt: Date;
  excellent: boolean;
  nickname: string;
  avatar: string;
  likeCount: number;
  commentCount: number;
  liked: boolean;
  collected: boolean;
}

async function presentCards(db: Database, secret: string, viewerId: number, rows: CardRow[]) {
  const files = await loadFiles(
    db,
    rows.flatMap((row) => row.fileIds),
  );
  const byId = new Map(files.map((file) => [file.id, file]));
  return rows.map((row) => {
    const own = row.fileIds.flatMap((id) => byId.get(id) ?? []);
    const card: WorkCard = {
      id: row.id,
      author: { nickname: row.nickname, avatar: row.avatar },
      content: row.content,
      images: own.filter((file) => file.kind === 'image').map((file) => presentFile(secret, file)),
      submittedAt: formatChinaTime(row.submittedAt ?? row.updatedAt),
      excellent: row.excellent,
      likeCount: row.likeCount,
      commentCount: row.commentCount,
      liked: row.liked,
      collected: row.collected,
      mine: row.userId === viewerId,
    };
    return { card, files: own.map((file) => presentFile(secret, file)) };
  });
}

/** `coursework/user/list/v2`: submitted work, excellent pinned first, then the newest. */
export async function pageWorks(
  { db, signingSecret }: WorkDeps,
  userId: number,
  query: PageQuery & { assignmentId: number },
): Promise<Page<WorkCard>> {
  const assignment = await requireLearnerAssignment(db, userId, query.assignmentId);
  if (!(await seesOthers(db, userId, assignment))) throw new AppError('COURSEWORK_WORK_HIDDEN');
  const visible = and(eq(s.assignmentId, assignment.id), eq(s.status, 'submitted'), isNull(s.removedAt));
  const [rows, [counted]] = await Promise.all([
    db
      .select(cardColumns(userId))
      .from(s)
      .innerJoin(users, eq(users.id, s.userId))
      .where(visible)
      .orderBy(desc(s.excellent), desc(s.submittedAt), desc(s.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(s).where(visible),
  ]);
  const cards = await presentCards(db, signingSecret, userId, rows);
  return {
    list: cards.map(({ card }) => card),
    total: counted?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/** `coursework/user/detail/v2`: one work with all its files and its comments, oldest first. */
export async function loadWork(
  { db, signingSecret }: WorkDeps,
  userId: number,
  workId: number,
): Promise<WorkDetail> {
  const { assignment } = await requireVisibleWork(db, userId, workId);
  const [row] = await db
    .select(cardColumns(userId))
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(eq(s.id, workId));
  if (!row) throw new AppError('COURSEWORK_WORK_NOT_FOUND');
  const [presented] = await presentCards(db, signingSecret, userId, [row]);
  const comments = await db
    .select({
      id: courseworkComments.id,
      userId: courseworkComments.userId,
      content: courseworkComments.content,
      createdAt: courseworkComments.createdAt,
      nickname: users.nickname,
      avatar: users.avatar,
    })
    .from(courseworkComments)
    .innerJoin(users, eq(users.id, courseworkComments.userId))
    .where(eq(courseworkComments.submissionId, workId))
    .orderBy(asc(courseworkComments.createdAt), asc(courseworkComments.id));
  if (!presented) throw new AppError('COURSEWORK_WORK_NOT_FOUND');
  return {
    ...presented.card,
    assignmentId: assignment.id,
    assignmentTitle: assignment.title,
    files: presented.files,
    comments: comments.map((comment) => ({
      id: comment.id,
      author: { nickname: comment.nickname, avatar: comment.avatar },
      content: comment.content,
      createdAt: formatChinaTime(comment.createdAt),
      mine: comment.userId === userId,
    })),
  };
}
