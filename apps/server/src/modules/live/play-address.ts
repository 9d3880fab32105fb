import type { LiveAudience, LivePlay } from '@zhixue/contract';
import { LIVE_AUDIENCE_NAMES } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import type { LiveStreamProvider } from '../../platform/live-stream/index.js';
import { shownTo, watchableBy } from './audience.js';

const { lives } = tables;

/**
 * A learner's pull addresses: only for someone in the audience, only while the live streams, signed
 * for them (their id is in the signature) and working for `ttlSeconds`.
 */
export async function issuePlayAddress(
  db: Database,
  provider: LiveStreamProvider,
  session: Session,
  liveId: number,
  ttlSeconds: number,
): Promise<LivePlay> {
  const [live] = await db
    .select({
      state: lives.state,
      audience: lives.audience,
      streamName: lives.streamName,
      canWatch: watchableBy(session),
    })
    .from(lives)
    .where(and(eq(lives.id, liveId), shownTo(session)));
  if (!live) throw new AppError('LIVE_NOT_FOUND');
  if (!live.canWatch) {
    throw new AppError('LIVE_NOT_IN_AUDIENCE', {
      audience: LIVE_AUDIENCE_NAMES[live.audience as LiveAudience],
    });
  }
  if (live.state !== 'live') throw new AppError('LIVE_NOT_STREAMING');
  const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
  const { flv, hls } = provider.pullAddresses(live.streamName, session.userId, expiresAt);
  return { flvUrl: flv, hlsUrl: hls, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
