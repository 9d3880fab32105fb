import type { LivePlay } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import type { LiveStreamProvider } from '../../platform/live-stream/index.js';
import { liveInAudience } from './audience.js';

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
  const live = await liveInAudience(db, session, liveId);
  if (live.state !== 'live') throw new AppError('LIVE_NOT_STREAMING');
  const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
  const { flv, hls } = provider.pullAddresses(live.streamName, session.userId, expiresAt);
  return { flvUrl: flv, hlsUrl: hls, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
