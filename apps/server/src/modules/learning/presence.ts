import type { learnPlayPresence, ParsedRequestOf, ResponseOf } from '@zhixue/contract';
import { type Cache, unlessCacheDown } from '../../platform/cache/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { issuedAtOf, type PlayGrant, readPlayToken, readPresence, signPresence } from './signatures.js';

type PresenceRequest = ParsedRequestOf<typeof learnPlayPresence>;
type PresenceAnswer = ResponseOf<typeof learnPlayPresence>;

/** How long 你还在学习吗？ waits for an answer before the play pauses and counts no more. */
export const PRESENCE_ANSWER_SECONDS = 60;
/**
 * Room for the heartbeat sent just before the prompt, which may land a little after it: a beat that
 * arrives this long after the prompt is due still credits (a cheat gains at most this per play).
 */
const LATE_BEAT_SECONDS = 15;

/**
 * 防挂机 (decision 0054), kept in signed tokens rather than a table: the play token says how long a
 * play may go without a sign of the learner (`idleSeconds`), and the latest presence token when the
 * learner last gave one (else the play's start). The prompt is due that long after; a heartbeat landing
 * later than LATE_BEAT_SECONDS after it credits nothing. Answered within PRESENCE_ANSWER_SECONDS, a
 * new presence token moves the prompt on, and the play's running total credits the time since on its
 * next beat; unanswered, the play can no longer be confirmed, so nothing it watched after the prompt
 * is ever counted (sections, camp progress, enterprise statistics and certificates all read the
 * section's credited time). A new play (`vod/play/sts`, which checks the entitlement again) goes on.
 *
 * The clock is the learner's in the course, not the section's (IdleClocks): a play issued while an
 * earlier play's clock still runs carries that clock on (`clockFrom`), so moving to the next section,
 * by hand or by the player at a section's end, asks as soon as the first section would have.
 */
export interface PresenceClock {
  /** When 你还在学习吗？ is due, epoch ms. */
  promptAt: number;
  /** When the play pauses unless answered; after it the play cannot be confirmed any more. */
  pauseAt: number;
}

export function presenceClock(
  secret: string,
  grant: PlayGrant,
  presenceToken: string | undefined,
  now: number,
): PresenceClock | null {
  const idleSeconds = grant.idleSeconds ?? 0;
  if (idleSeconds <= 0) return null;
  const confirmed = presenceToken ? readPresence(secret, grant.playId, presenceToken, now) : null;
  const promptAt = (confirmed ?? grant.clockFrom ?? issuedAtOf(grant.playId)) + idleSeconds * 1000;
  return { promptAt, pauseAt: promptAt + PRESENCE_ANSWER_SECONDS * 1000 };
}

/** Whether a heartbeat landing at `now` may still add watched time to its play. */
export function beatCounts(clock: PresenceClock | null, now: number): boolean {
  return clock === null || now <= clock.promptAt + LATE_BEAT_SECONDS * 1000;
}

/**
 * Each learner's 防挂机 clock per course, shared by every process (Redis, or the process's own cache
 * on the embedded database): the last sign of presence (an answer, an interaction) or the start of
 * the study, kept while the clock runs (the window and the minute to answer). What a new play's clock
 * starts from: the kept moment while it still runs, so that a new section is no new clock; otherwise
 * (never studied, or the last prompt went unanswered and its play stopped) the new play itself, which
 * someone started by hand.
 */
export interface IdleClocks {
  clockFrom(userId: number, courseId: number, idleSeconds: number, now: number): Promise<number>;
  confirm(userId: number, courseId: number, idleSeconds: number, at: number): Promise<void>;
}

export function createIdleClocks(cache: Cache): IdleClocks {
  const keyOf = (userId: number, courseId: number) => `idle-clock:${userId}:${courseId}`;
  const runsFor = (idleSeconds: number) => idleSeconds + PRESENCE_ANSWER_SECONDS;
  const keep = (userId: number, courseId: number, idleSeconds: number, at: number) =>
    // Without the shared cache a play's clock is its own, as before the clocks were kept.
    unlessCacheDown(cache.set(keyOf(userId, courseId), String(at), runsFor(idleSeconds)), undefined);
  return {
    async clockFrom(userId, courseId, idleSeconds, now) {
      const kept = Number(await unlessCacheDown(cache.get(keyOf(userId, courseId)), null));
      if (kept > 0 && kept <= now && now <= kept + runsFor(idleSeconds) * 1000) return kept;
      await keep(userId, courseId, idleSeconds, now);
      return now;
    },
    confirm: keep,
  };
}

/** `learn/play/presence`: the play's prompt clock, confirmed first when the learner says they are here. */
export async function answerPresence(
  secret: string,
  idleClocks: IdleClocks,
  session: Session,
  body: PresenceRequest,
): Promise<PresenceAnswer> {
  const now = Date.now();
  const grant = readPlayToken(secret, body.playToken, now);
  if (!grant) throw new AppError('PLAY_TOKEN_INVALID');
  if (grant.userId !== session.userId) throw new AppError('PLAY_TOKEN_OF_OTHER_LEARNER');
  let clock = presenceClock(secret, grant, body.presenceToken, now);
  if (!clock) return { idleCheck: null };
  let presenceToken = body.presenceToken ?? null;
  if (body.here) {
    if (now > clock.pauseAt) throw new AppError('PLAY_IDLE_ENDED');
    presenceToken = signPresence(secret, grant.playId, now);
    clock = presenceClock(secret, grant, presenceToken, now) as PresenceClock;
    await idleClocks.confirm(grant.userId, grant.courseId, grant.idleSeconds ?? 0, now);
  }
  return {
    idleCheck: {
      presenceToken,
      promptInSeconds: Math.ceil((clock.promptAt - now) / 1000),
      pauseInSeconds: Math.ceil((clock.pauseAt - now) / 1000),
    },
  };
}
