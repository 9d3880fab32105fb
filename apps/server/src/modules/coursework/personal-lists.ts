import type { CollectedWork, MyCourseworkRow, Page, PageQuery, SubmissionStatus } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import * as campsTables from '../camps/tables/index.js';
import * as usersTables from '../users/tables.js';
import { plainText } from './sanitize-work.js';
import * as tables from './tables.js';

const { courseworkAssignments: a, courseworkSubmissions: s, courseworkCollections: c } = tables;
const { trainings } = campsTables;
const { users } = usersTables;

const EXCERPT_MAX = 80;

/** `user/coursework/list`: the learner's live submissions, the last changed first. */
export async function pageMyCoursework(
  db: Database,
  userId: number,
  query: PageQuery,
): Promise<Page<MyCourseworkRow>> {
  const mine = and(eq(s.userId, userId), isNull(s.removedAt));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        submissionId: s.id,
        assignmentId: a.id,
        assignmentTitle: a.title,
        trainingTitle: trainings.name,
        status: s.status,
        deadline: a.deadline,
        updatedAt: s.updatedAt,
        score: s.score,
        releasedAt: s.releasedAt,
      })
      .from(s)
      .innerJoin(a, eq(a.id, s.assignmentId))
      .innerJoin(trainings, eq(trainings.id, a.trainingId))
      .where(mine)
      .orderBy(desc(s.updatedAt), desc(s.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(s).where(mine),
  ]);
  return {
    list: rows.map((row) => ({
      submissionId: row.submissionId,
      assignmentId: row.assignmentId,
      assignmentTitle: row.assignmentTitle,
      trainingTitle: row.trainingTitle,
      status: row.status as SubmissionStatus,
      deadline: formatChinaTime(row.deadline),
      updatedAt: formatChinaTime(row.updatedAt),
      // A score stays the trainer's until it is released.
      score: row.releasedAt ? row.score : null,
    })),
    total: counted?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/**
 * `user/coursework/collection/list`: works the learner collected that are still submitted (a work its
 * author removed drops out of the list).
 */
export async function pageCollectedWorks(
  db: Database,
  userId: number,
  query: PageQuery,
): Promise<Page<CollectedWork>> {
  const collected = and(eq(c.userId, userId), eq(s.status, 'submitted'), isNull(s.removedAt));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: s.id,
        assignmentId: a.id,
        assignmentTitle: a.title,
        nickname: users.nickname,
        avatar: users.avatar,
        content: s.content,
        collectedAt: c.createdAt,
      })
      .from(c)
      .innerJoin(s, eq(s.id, c.submissionId))
      .innerJoin(a, eq(a.id, s.assignmentId))
      .innerJoin(users, eq(users.id, s.userId))
      .where(collected)
      .orderBy(desc(c.createdAt), desc(s.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(c)
      .innerJoin(s, eq(s.id, c.submissionId))
      .where(collected),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      assignmentId: row.assignmentId,
      assignmentTitle: row.assignmentTitle,
      author: { nickname: row.nickname, avatar: row.avatar },
      excerpt: plainText(row.content, EXCERPT_MAX),
      collectedAt: formatChinaTime(row.collectedAt),
    })),
    total: counted?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}
