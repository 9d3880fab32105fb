import { and, eq, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { liveInAudience } from './audience.js';

const { lives, liveSubscriptions } = tables;

async function subscriberCount(db: Database, liveId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(liveSubscriptions)
    .where(eq(liveSubscriptions.liveId, liveId));
  return row?.count ?? 0;
}

/**
 * 预约: only someone in the audience, and only before the live is over. A second subscribe keeps the
 * one row (reminders go out once per row).
 */
export async function subscribe(db: Database, session: Session, liveId: number) {
  const live = await liveInAudience(db, session, liveId);
  if (live.state === 'ended' || live.state === 'replay') throw new AppError('LIVE_OVER');
  await db.insert(liveSubscriptions).values({ liveId, userId: session.userId }).onConflictDoNothing();
  return { subscribeStatus: 1 as const, subscriberCount: await subscriberCount(db, liveId) };
}

/** Cancelling a subscription one does not hold is no error: the outcome is the same. */
export async function unsubscribe(db: Database, session: Session, liveId: number) {
  const deleted = await db
    .delete(liveSubscriptions)
    .where(and(eq(liveSubscriptions.liveId, liveId), eq(liveSubscriptions.userId, session.userId)))
    .returning({ liveId: liveSubscriptions.liveId });
  if (deleted.length === 0) {
    const [live] = await db.select({ id: lives.id }).from(lives).where(eq(lives.id, liveId));
    if (!live) throw new AppError('LIVE_NOT_FOUND');
  }
  return { subscribeStatus: 0 as const, subscriberCount: await subscriberCount(db, liveId) };
}
