import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import { notify } from '../messages/index.js';
import * as usersTables from '../users/tables.js';
import * as tables from './tables.js';
import { requireVisibleWork } from './works.js';

const { courseworkComments, courseworkLikes, courseworkCollections } = tables;
const { users } = usersTables;

/**
 * `coursework/like`: one row per learner and work, inserted or deleted; the count is the rows', so
 * concurrent likes can neither lose nor double one. Only a like that inserted a row notifies, and
 * nobody is notified of their own like.
 */
export async function setLike(db: Database, userId: number, workId: number, liked: boolean) {
  const { work, assignment } = await requireVisibleWork(db, userId, workId);
  if (liked) {
    const inserted = await db
      .insert(courseworkLikes)
      .values({ submissionId: workId, userId })
      .onConflictDoNothing()
      .returning({ userId: courseworkLikes.userId });
    if (inserted.length > 0 && work.userId !== userId) {
      await notify(db, 'courseworkLiked', {
        userId: work.userId,
        dedupeKey: `coursework-like:${workId}:${userId}`,
        params: { assignmentId: assignment.id, assignmentTitle: assignment.title },
      });
    }
  } else {
    await db
      .delete(courseworkLikes)
      .where(and(eq(courseworkLikes.submissionId, workId), eq(courseworkLikes.userId, userId)));
  }
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(courseworkLikes)
    .where(eq(courseworkLikes.submissionId, workId));
  return { liked, likeCount: counted?.count ?? 0 };
}

export async function setCollected(db: Database, userId: number, workId: number, collected: boolean) {
  await requireVisibleWork(db, userId, workId);
  if (collected) {
    await db.insert(courseworkCollections).values({ submissionId: workId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(courseworkCollections)
      .where(and(eq(courseworkCollections.submissionId, workId), eq(courseworkCollections.userId, userId)));
  }
  return { collected };
}

/** A comment on a work the learner may read; stored as the plain text it is, shown as text. */
export async function saveComment(db: Database, userId: number, workId: number, content: string) {
  const { work, assignment } = await requireVisibleWork(db, userId, workId);
  const [comment] = await db
    .insert(courseworkComments)
    .values({ submissionId: workId, userId, content })
    .returning();
  const [author] = await db
    .select({ nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId));
  if (!comment || !author) throw new Error('coursework comment not stored');
  if (work.userId !== userId) {
    await notify(db, 'courseworkCommented', {
      userId: work.userId,
      dedupeKey: `coursework-comment:${comment.id}`,
      params: {
        assignmentId: assignment.id,
        assignmentTitle: assignment.title,
        excerpt: content.slice(0, 50),
      },
    });
  }
  return {
    id: comment.id,
    author,
    content: comment.content,
    createdAt: formatChinaTime(comment.createdAt),
    mine: true,
  };
}

/** A learner removes only their own comment: another's answers as one that does not exist. */
export async function removeOwnComment(db: Database, userId: number, id: number): Promise<null> {
  const removed = await db
    .delete(courseworkComments)
    .where(and(eq(courseworkComments.id, id), eq(courseworkComments.userId, userId)))
    .returning({ id: courseworkComments.id });
  if (removed.length === 0) throw new AppError('COURSEWORK_COMMENT_NOT_FOUND');
  return null;
}
