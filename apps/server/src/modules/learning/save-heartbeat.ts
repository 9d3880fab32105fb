import type { learnDurationSave, ParsedRequestOf, ResponseOf } from '@zhixue/contract';
import { BoundedMap } from '../../platform/cache/index.js';
import {
  createGroupCommit,
  type DatabaseHandle,
  isTransientDatabaseError,
  withRetries,
} from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import { AppError, type Session } from '../../platform/http/index.js';

import { type Beat, type MergedProgress, mergeHeartbeats } from './merge-heartbeats.js';
import { beatCounts, presenceClock } from './presence.js';
import { issuedAtOf, PLAY_TOKEN_TTL_MS, type PlayGrant, readPlayToken } from './signatures.js';

type HeartbeatRequest = ParsedRequestOf<typeof learnDurationSave>;
type HeartbeatAnswer = ResponseOf<typeof learnDurationSave>;

/** The fastest speed the player offers: watched time can grow at most this fast against the clock. */
export const MAX_PLAYBACK_RATE = 2;
/** Rounding room: the token is issued before playback starts, so wall-clock time is never short. */
const CLOCK_SLACK_SECONDS = 2;
/**
 * Play tokens already verified, so a play's later heartbeats skip the HMAC: a play sends one every
 * 10-15 s with the same token. Bounded: past this many the oldest are forgotten (and verified again
 * if they come back).
 */
const VERIFIED_TOKENS_MAX = 50_000;

/**
 * `learn/duration/save`. The play token (from `vod/play/sts`) vouches that this learner may play this
 * section, so a heartbeat costs no read: it is checked in memory, capped, and handed to the group
 * commit, which answers once the batch holding it is durable.
 *
 * Real watching only: a play's watched total may not grow faster than MAX_PLAYBACK_RATE times the
 * time since the play began; what a client claims beyond that is credited later, if ever, once the
 * clock has caught up. Positions past the end are clamped to it.
 */
export function createHeartbeatSaver(
  database: Pick<DatabaseHandle, 'runPrepared'>,
  secret: string,
  onSectionLearned: (userId: number, courseId: number) => Promise<void>,
) {
  const commits = createGroupCommit<Beat, MergedProgress>({
    maxBatch: 200,
    // No timer: what arrived in the same turn of the event loop is one batch, and while a batch is
    // being written the next one gathers. One batch at a time writes the largest batches, which
    // `npm run bench` measured fastest on PostgreSQL too (2 or 4 overlapping batches did worse).
    maxWaitMs: 0,
    maxInFlight: 1,
    keyOf: (beat) => `${beat.userId}:${beat.sectionId}`,
    // A merge is idempotent, so a batch cut off by a lost connection is simply written again.
    write: (beats) => withRetries(() => mergeHeartbeats(database.runPrepared, beats)),
  });

  const verified = new BoundedMap<string, PlayGrant>(VERIFIED_TOKENS_MAX);
  const grantOf = (token: string, now: number): PlayGrant | null => {
    const known = verified.get(token);
    if (known) {
      if (now - issuedAtOf(known.playId) <= PLAY_TOKEN_TTL_MS) return known;
      verified.delete(token);
      return null;
    }
    const grant = readPlayToken(secret, token, now);
    if (grant) {
      verified.set(token, grant);
    }
    return grant;
  };
  const today = chinaDayCache();

  async function saveHeartbeat(session: Session, body: HeartbeatRequest): Promise<HeartbeatAnswer> {
    const now = Date.now();
    const grant = grantOf(body.playToken, now);
    if (!grant) throw new AppError('PLAY_TOKEN_INVALID');
    if (grant.userId !== session.userId) throw new AppError('PLAY_TOKEN_OF_OTHER_LEARNER');
    if (grant.courseId !== body.courseId || grant.sectionId !== body.sectionId) {
      throw new AppError('PLAY_TOKEN_MISMATCH');
    }
    const elapsedSeconds = Math.max(0, (now - issuedAtOf(grant.playId)) / 1000);
    // After an unanswered 你还在学习吗？ the beat still moves the position, but credits no time.
    const counts = beatCounts(presenceClock(secret, grant, body.presenceToken, now), now);
    const beat: Beat = {
      userId: session.userId,
      courseId: grant.courseId,
      sectionId: grant.sectionId,
      durationSeconds: grant.durationSeconds,
      antiSkip: grant.antiSkip,
      playId: grant.playId,
      seq: body.seq,
      positionSeconds: Math.min(Math.floor(body.positionSeconds), grant.durationSeconds),
      watchedSeconds: counts
        ? Math.min(
            Math.floor(body.watchedSeconds),
            Math.floor(MAX_PLAYBACK_RATE * elapsedSeconds) + CLOCK_SLACK_SECONDS,
          )
        : 0,
      day: today(now),
    };
    try {
      const merged = await commits.submit(beat);
      // Rare (once per section and learner), so camp progress costs the common heartbeat nothing.
      if (merged.newlyLearned) await onSectionLearned(beat.userId, beat.courseId);
      return merged;
    } catch (error) {
      if (isTransientDatabaseError(error)) {
        throw new AppError('PROGRESS_NOT_SAVED');
      }
      throw error;
    }
  }

  return { saveHeartbeat, drain: commits.drain };
}

/** The China date of an instant, YYYY-MM-DD, worked out again only when the minute changes. */
function chinaDayCache() {
  let minute = -1;
  let day = '';
  return (now: number) => {
    const thisMinute = Math.floor(now / 60_000);
    if (thisMinute !== minute) {
      minute = thisMinute;
      day = formatChinaDate(now);
    }
    return day;
  };
}
