import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The two signed things of playback, both HMAC-SHA256 with MEDIA_SIGNING_SECRET under a purpose label
 * so one can never pass for the other:
 * - a media address, bound to a learner, a storage key and an expiry (about 10 minutes);
 * - a play token, proof that `vod/play/sts` let this learner play this section, which heartbeats carry
 *   instead of asking the database again. Its play id orders plays in time (issue time × 1024 plus a
 *   random part), which is what makes a late heartbeat of an older play recognisable.
 */
export const MEDIA_LINK_TTL_SECONDS = 600;
export const PLAY_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
const PLAY_ID_SPREAD = 1024;

function sign(secret: string, purpose: string, fields: Array<string | number>): string {
  return createHmac('sha256', secret)
    .update([purpose, ...fields].join('\n'))
    .digest('base64url');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface MediaLink {
  url: string;
  expiresAt: Date;
}

export function signMediaLink(secret: string, userId: number, key: string, nowMs = Date.now()): MediaLink {
  const expires = Math.floor(nowMs / 1000) + MEDIA_LINK_TTL_SECONDS;
  const signature = sign(secret, 'media', [userId, key, expires]);
  return {
    url: `/media/${key}?u=${userId}&e=${expires}&s=${signature}`,
    expiresAt: new Date(expires * 1000),
  };
}

export type MediaLinkCheck = 'ok' | 'forged' | 'expired';

/** Whether a media request's query signs this key for this learner and is still valid. */
export function checkMediaLink(
  secret: string,
  key: string,
  query: { u?: unknown; e?: unknown; s?: unknown },
  nowMs = Date.now(),
): { result: MediaLinkCheck; userId: number } {
  const userId = Number(query.u);
  const expires = Number(query.e);
  const valid =
    typeof query.u === 'string' &&
    typeof query.e === 'string' &&
    typeof query.s === 'string' &&
    /^\d{1,10}$/.test(query.u) &&
    /^\d{1,12}$/.test(query.e) &&
    sameSignature(query.s, sign(secret, 'media', [userId, key, expires]));
  if (!valid) return { result: 'forged', userId: 0 };
  return { result: expires * 1000 <= nowMs ? 'expired' : 'ok', userId };
}

/** What a play token vouches for. */
export interface PlayGrant {
  playId: number;
  userId: number;
  courseId: number;
  sectionId: number;
  durationSeconds: number;
  antiSkip: boolean;
}

export function issuedAtOf(playId: number): number {
  return Math.floor(playId / PLAY_ID_SPREAD);
}

export function newPlayId(nowMs = Date.now()): number {
  return nowMs * PLAY_ID_SPREAD + randomInt(PLAY_ID_SPREAD);
}

function grantFields(grant: PlayGrant): Array<string | number> {
  const { playId, userId, courseId, sectionId, durationSeconds, antiSkip } = grant;
  return [playId, userId, courseId, sectionId, durationSeconds, antiSkip ? 1 : 0];
}

export function signPlayToken(secret: string, grant: PlayGrant): string {
  const fields = grantFields(grant);
  return `${fields.join('.')}.${sign(secret, 'play', fields)}`;
}

/** The grant behind a token, or null for a token this server did not sign or that has expired. */
export function readPlayToken(secret: string, token: string, nowMs = Date.now()): PlayGrant | null {
  const parts = token.split('.');
  if (parts.length !== 7 || !parts.slice(0, 6).every((part) => /^\d{1,16}$/.test(part))) return null;
  const [playId, userId, courseId, sectionId, durationSeconds, antiSkip] = parts.slice(0, 6).map(Number);
  const grant: PlayGrant = {
    playId: playId ?? 0,
    userId: userId ?? 0,
    courseId: courseId ?? 0,
    sectionId: sectionId ?? 0,
    durationSeconds: durationSeconds ?? 0,
    antiSkip: antiSkip === 1,
  };
  if (!sameSignature(parts[6] ?? '', sign(secret, 'play', grantFields(grant)))) return null;
  const issuedAt = issuedAtOf(grant.playId);
  if (issuedAt > nowMs + 60_000 || nowMs - issuedAt > PLAY_TOKEN_TTL_MS) return null;
  return grant;
}
