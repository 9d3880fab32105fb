import type { AdminLiveComment, LiveComment, Page } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Cache } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange, type Session } from '../../platform/http/index.js';
import { enforceLimits } from '../../platform/rate-limit.js';
import * as usersTables from '../users/tables.js';
import { liveInAudience } from './audience.js';
import * as tables from './tables.js';

const { liveComments } = tables;
const { users } = usersTables;

/** A learner may say this much: a burst of a few, then a steady trickle. */
const COMMENT_LIMITS = [
  { per: 'burst', limit: 3, windowSeconds: 10 },
  { per: 'minute', limit: 10, windowSeconds: 60 },
] as const;

function selectComments(db: Database) {
  return db
    .select({
      id: liveComments.id,
      userId: liveComments.userId,
      nickname: users.nickname,
      avatar: users.avatar,
      content: liveComments.content,
      hiddenAt: liveComments.hiddenAt,
      createdAt: liveComments.createdAt,
    })
    .from(liveComments)
    .innerJoin(users, eq(users.id, liveComments.userId));
}
type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

const forLearners = ({ id, nickname, avatar, content, createdAt }: CommentRow): LiveComment => ({
  id,
  nickname,
  avatar,
  content,
  createdAt: createdAt.toISOString(),
});
const forOperators = (row: CommentRow): AdminLiveComment => ({
  ...forLearners(row),
  userId: row.userId,
  hidden: row.hiddenAt !== null,
});

/**
 * The visible comments after `afterId`, oldest first (the page polls with its last id); without one,
 * the latest `limit`. Only the audience reads them.
 */
export async function listComments(
  db: Database,
  session: Session,
  { id, afterId, limit }: { id: number; afterId: number; limit: number },
): Promise<{ list: LiveComment[] }> {
  await liveInAudience(db, session, id);
  const visible = and(eq(liveComments.liveId, id), isNull(liveComments.hiddenAt));
  const rows =
    afterId > 0
      ? await selectComments(db)
          .where(and(visible, gt(liveComments.id, afterId)))
          .orderBy(asc(liveComments.id))
          .limit(limit)
      : (await selectComments(db).where(visible).orderBy(desc(liveComments.id)).limit(limit)).reverse();
  return { list: rows.map(forLearners) };
}

/**
 * A comment of someone in the audience, rate-limited per learner. It is kept as plain text on one
 * line (runs of spaces and line breaks become one space) and pages show it as text, never as HTML.
 */
export async function postComment(
  db: Database,
  cache: Cache,
  session: Session,
  { id, content }: { id: number; content: string },
): Promise<LiveComment> {
  await liveInAudience(db, session, id);
  await enforceLimits(
    cache,
    COMMENT_LIMITS.map((rule) => ({
      key: `live-comment:${rule.per}:${session.userId}`,
      limit: rule.limit,
      windowSeconds: rule.windowSeconds,
      reason: 'LIVE_COMMENT_TOO_FREQUENT' as const,
    })),
  );
  const [stored] = await db
    .insert(liveComments)
    .values({ liveId: id, userId: session.userId, content: content.replace(/\s+/g, ' ').trim() })
    .returning({ id: liveComments.id });
  if (!stored) throw new Error('live comment not stored');
  const [row] = await selectComments(db).where(eq(liveComments.id, stored.id));
  if (!row) throw new Error('live comment not found after insert');
  return forLearners(row);
}

/** A live's comments for moderation, newest first, hidden ones included. */
export async function pageAdminComments(
  db: Database,
  query: { liveId: number; pageCurrent: number; pageSize: number },
): Promise<Page<AdminLiveComment>> {
  const ofLive = eq(liveComments.liveId, query.liveId);
  const [rows, [total]] = await Promise.all([
    selectComments(db)
      .where(ofLive)
      .orderBy(desc(liveComments.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: count() }).from(liveComments).where(ofLive),
  ]);
  return {
    list: rows.map(forOperators),
    total: total?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

async function findComment(tx: Database, id: number): Promise<AdminLiveComment> {
  const [row] = await selectComments(tx).where(eq(liveComments.id, id));
  if (!row) throw new AppError('LIVE_COMMENT_NOT_FOUND');
  return forOperators(row);
}

export async function setCommentHidden(
  tx: Database,
  { id, hidden }: { id: number; hidden: boolean },
  audit: (change: AuditChange) => void,
): Promise<AdminLiveComment> {
  const before = await findComment(tx, id);
  if (before.hidden !== hidden) {
    await tx
      .update(liveComments)
      .set({ hiddenAt: hidden ? new Date() : null })
      .where(eq(liveComments.id, id));
  }
  const after = await findComment(tx, id);
  audit({ entity: 'live_comment', entityId: id, before, after });
  return after;
}

export async function deleteComment(
  tx: Database,
  id: number,
  audit: (change: AuditChange) => void,
): Promise<null> {
  const before = await findComment(tx, id);
  await tx.delete(liveComments).where(eq(liveComments.id, id));
  audit({ entity: 'live_comment', entityId: id, before, after: null });
  return null;
}
