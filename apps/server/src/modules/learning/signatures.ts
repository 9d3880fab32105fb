import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { BoundedMap } from '../../platform/cache/index.js';

/**
 * Whom an address is signed for when a visitor (no login) plays a trial section: anyone may use it,
 * as anyone may play that section (spec section 4). No account has this id.
 */
export const VISITOR_USER_ID = 0;

/**
 * The two signed things of playback, both HMAC-SHA256 with MEDIA_SIGNING_SECRET under a purpose label
 * so one can never pass for the other:
 * - a media address, bound to a learner, a storage key and an expiry (about 10 minutes);
 * - a media folder address, the same for every file under a storage folder: an HLS playlist names its
 *   segments by relative URIs, which drop the playlist's query, so the media route writes the folder's
 *   signed query onto each of them (see hls-playlist.ts);
 * - a play token, proof that `vod/play/sts` let this learner play this section, which heartbeats carry
 *   instead of asking the database again. Its play id orders plays in time (issue time × 1024 plus a
 *   part counted per process), which is what makes a late heartbeat of an older play recognisable.
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

function linkExpiry(nowMs: number): number {
  return Math.floor(nowMs / 1000) + MEDIA_LINK_TTL_SECONDS;
}

export function signMediaLink(secret: string, userId: number, key: string, nowMs = Date.now()): MediaLink {
  const expires = linkExpiry(nowMs);
  const signature = sign(secret, 'media', [userId, key, expires]);
  return {
    url: `/media/${key}?u=${userId}&e=${expires}&s=${signature}`,
    expiresAt: new Date(expires * 1000),
  };
}

/**
 * The address of `key` signed for its whole folder (`demo/hls-1/index.m3u8` signs `demo/hls-1`): the
 * query names the folder in `d`, and the signature covers the learner, the folder and the expiry.
 */
export function signMediaFolderLink(
  secret: string,
  userId: number,
  key: string,
  nowMs = Date.now(),
): MediaLink {
  const folder = key.slice(0, Math.max(0, key.lastIndexOf('/')));
  if (folder === '') throw new Error(`a folder-signed key needs a folder: ${key}`);
  const expires = linkExpiry(nowMs);
  const signature = sign(secret, 'media-folder', [userId, folder, expires]);
  return {
    url: `/media/${key}?u=${userId}&e=${expires}&d=${folder}&s=${signature}`,
    expiresAt: new Date(expires * 1000),
  };
}

export type MediaLinkCheck = 'ok' | 'forged' | 'expired';

export interface CheckedMediaLink {
  result: MediaLinkCheck;
  userId: number;
  /** For a valid folder signature, its query as signed, for the URIs of a playlist; else null. */
  folderQuery: string | null;
}

const FORGED: CheckedMediaLink = { result: 'forged', userId: 0, folderQuery: null };

/** Whether `given` is the signature of `fields` for `purpose`. */
type SignatureVerifier = (purpose: string, fields: Array<string | number>, given: string) => boolean;

const verifierOf =
  (secret: string): SignatureVerifier =>
  (purpose, fields, given) =>
    sameSignature(given, sign(secret, purpose, fields));

/**
 * Whether a media request's query signs this key for this learner and is still valid: a file signature
 * of exactly this key, or (with `d`) a folder signature of a folder that holds the key. The purpose
 * labels differ, so neither kind of signature passes for the other.
 */
export function checkMediaLink(
  secret: string,
  key: string,
  query: MediaLinkQuery,
  nowMs = Date.now(),
): CheckedMediaLink {
  return checkLink(verifierOf(secret), key, query, nowMs);
}

/** Good signatures a process remembers (see createMediaLinkChecker). */
const REMEMBERED_SIGNATURES = 20_000;

/**
 * `checkMediaLink` for one process's media route, remembering the signatures it found good: a play
 * fetches one signed address many times (an MP4 in ranges, an HLS folder's playlists and segments),
 * and computing the HMAC again was the largest cost of such a fetch after the socket. The expiry is
 * still checked at every fetch. Only good signatures are kept, the oldest leaving first, so forged
 * addresses cannot push them out.
 */
export function createMediaLinkChecker(secret: string) {
  const verify = verifierOf(secret);
  const good = new BoundedMap<string, true>(REMEMBERED_SIGNATURES);
  const remembering: SignatureVerifier = (purpose, fields, given) => {
    const signed = `${purpose}\n${fields.join('\n')}\n${given}`;
    if (good.has(signed)) return true;
    if (!verify(purpose, fields, given)) return false;
    good.set(signed, true);
    return true;
  };
  return (key: string, query: MediaLinkQuery, nowMs = Date.now()): CheckedMediaLink =>
    checkLink(remembering, key, query, nowMs);
}

type MediaLinkQuery = { u?: unknown; e?: unknown; d?: unknown; s?: unknown };

function checkLink(
  verify: SignatureVerifier,
  key: string,
  query: MediaLinkQuery,
  nowMs: number,
): CheckedMediaLink {
  const { u, e, d, s } = query;
  if (typeof u !== 'string' || !/^\d{1,10}$/.test(u)) return FORGED;
  if (typeof e !== 'string' || !/^\d{1,12}$/.test(e)) return FORGED;
  if (typeof s !== 'string') return FORGED;
  const userId = Number(u);
  const expires = Number(e);
  let folderQuery: string | null = null;
  if (d === undefined) {
    if (!verify('media', [userId, key, expires], s)) return FORGED;
  } else {
    // The key checked by the caller is a safe key, so a prefix match cannot climb out of the folder.
    if (typeof d !== 'string' || d === '' || !key.startsWith(`${d}/`)) return FORGED;
    if (!verify('media-folder', [userId, d, expires], s)) return FORGED;
    folderQuery = `u=${u}&e=${e}&d=${d}&s=${s}`;
  }
  return { result: expires * 1000 <= nowMs ? 'expired' : 'ok', userId, folderQuery };
}

/** What a play token vouches for. */
export interface PlayGrant {
  playId: number;
  userId: number;
  courseId: number;
  sectionId: number;
  durationSeconds: number;
  antiSkip: boolean;
  /**
   * 防挂机: seconds without a confirmed presence after which the play asks 你还在学习吗？ (0: never;
   * see presence.ts). Signed only when set, so a token without it reads as it always did.
   */
  idleSeconds?: number;
  /**
   * With `idleSeconds`: when the clock of the learner's study of the course started, epoch ms (the
   * last sign of presence in an earlier play whose clock still ran, else this play's start): the clock
   * runs per course, not per section (presence.ts). A token without it runs from its play's start.
   */
  clockFrom?: number;
}

export function issuedAtOf(playId: number): number {
  return Math.floor(playId / PLAY_ID_SPREAD);
}

/**
 * The low part of this process's next play id: counted from a random start, so plays opened in one
 * millisecond by this process never share an id (a shared id would share, for one, the key call's
 * fetch count), and two processes rarely do.
 */
let nextLowPart = randomInt(PLAY_ID_SPREAD);

export function newPlayId(nowMs = Date.now()): number {
  nextLowPart = (nextLowPart + 1) % PLAY_ID_SPREAD;
  return nowMs * PLAY_ID_SPREAD + nextLowPart;
}

function grantFields(grant: PlayGrant): Array<string | number> {
  const {
    playId,
    userId,
    courseId,
    sectionId,
    durationSeconds,
    antiSkip,
    idleSeconds = 0,
    clockFrom,
  } = grant;
  const fields = [playId, userId, courseId, sectionId, durationSeconds, antiSkip ? 1 : 0];
  if (idleSeconds <= 0) return fields;
  return clockFrom === undefined ? [...fields, idleSeconds] : [...fields, idleSeconds, clockFrom];
}

export function signPlayToken(secret: string, grant: PlayGrant): string {
  const fields = grantFields(grant);
  return `${fields.join('.')}.${sign(secret, 'play', fields)}`;
}

/**
 * The numeric fields and the signature of a signed text `field.field.….signature`: null when it has
 * fewer than `least` or more than `most` fields, or a field that is not a number.
 */
function splitSigned(
  text: string,
  least: number,
  most: number,
): { fields: number[]; signature: string } | null {
  const parts = text.split('.');
  const signature = parts.pop() ?? '';
  if (parts.length < least || parts.length > most || !parts.every((part) => /^\d{1,16}$/.test(part)))
    return null;
  return { fields: parts.map(Number), signature };
}

/** Whether a play begun at `playId`'s moment is still within a play's lifetime (a minute of clock skew allowed). */
export function withinPlayLifetime(playId: number, nowMs: number): boolean {
  const issuedAt = issuedAtOf(playId);
  return issuedAt <= nowMs + 60_000 && nowMs - issuedAt <= PLAY_TOKEN_TTL_MS;
}

/** The grant behind a token, or null for a token this server did not sign or that has expired. */
export function readPlayToken(secret: string, token: string, nowMs = Date.now()): PlayGrant | null {
  // Six fields, seven with the idle check, eight with its clock's start, then the signature.
  const signed = splitSigned(token, 6, 8);
  if (!signed) return null;
  const { fields, signature } = signed;
  const [playId, userId, courseId, sectionId, durationSeconds, antiSkip, idleSeconds, clockFrom] = fields;
  const grant: PlayGrant = {
    playId: playId ?? 0,
    userId: userId ?? 0,
    courseId: courseId ?? 0,
    sectionId: sectionId ?? 0,
    durationSeconds: durationSeconds ?? 0,
    antiSkip: antiSkip === 1,
    idleSeconds: idleSeconds ?? 0,
    ...(clockFrom === undefined ? {} : { clockFrom }),
  };
  // A seventh field of 0 is never signed: its token would not be the one this server issues.
  if (grant.idleSeconds === 0 && fields.length >= 7) return null;
  if (!sameSignature(signature, sign(secret, 'play', grantFields(grant)))) return null;
  return withinPlayLifetime(grant.playId, nowMs) ? grant : null;
}

/**
 * A presence token: the learner answered 你还在学习吗？ (or interacted) at `confirmedAt` during the play
 * `playId`. Heartbeats carry the latest; it moves the play's next prompt on (see presence.ts).
 */
export function signPresence(secret: string, playId: number, confirmedAt: number): string {
  return `${confirmedAt}.${sign(secret, 'presence', [playId, confirmedAt])}`;
}

/** When the presence token confirmed the play `playId`, or null for a token not signed for it. */
export function readPresence(
  secret: string,
  playId: number,
  token: string,
  nowMs = Date.now(),
): number | null {
  const signed = splitSigned(token, 1, 1);
  const confirmedAt = signed?.fields[0];
  if (!signed || confirmedAt === undefined) return null;
  if (confirmedAt > nowMs + 60_000 || confirmedAt < issuedAtOf(playId)) return null;
  return sameSignature(signed.signature, sign(secret, 'presence', [playId, confirmedAt]))
    ? confirmedAt
    : null;
}

/**
 * The rule the key call decides again at every fetch: a course's own (a refund, a withdrawn licence
 * or seat ends the play), a camp's (a refund or the term's access closing ends it), a live's for its
 * replay (the learner leaving its audience ends it: a term refunded, an enterprise left, membership
 * taken back), or none: a replay's ticket signed before replays had a rule, still read for the rest
 * of its play's lifetime.
 */
export type KeyRecheck =
  | { rule: 'course' }
  | { rule: 'camp'; trainingId: number }
  | { rule: 'live'; liveId: number }
  | null;

/**
 * What a play's key ticket vouches for (decision 0053): that `vod/play/sts` let this learner, in this
 * session (the device they play on), play this section. The key call of an encrypted HLS section
 * answers only to it, within the play token's lifetime, and while `recheck`'s rule still lets it.
 */
export interface KeyTicket {
  playId: number;
  userId: number;
  sessionId: number;
  courseId: number;
  sectionId: number;
  recheck: KeyRecheck;
}

/**
 * `recheck` as the ticket writes it: a code, and after it the id the rule is of (the camp's, the
 * live's) for those rules only.
 */
const RECHECK_CODES = { none: 0, course: 1, camp: 2, live: 3 } as const;

function ticketFields(ticket: KeyTicket): number[] {
  const { playId, userId, sessionId, courseId, sectionId, recheck } = ticket;
  const head = [playId, userId, sessionId, courseId, sectionId];
  if (recheck === null) return [...head, RECHECK_CODES.none];
  switch (recheck.rule) {
    case 'course':
      return [...head, RECHECK_CODES.course];
    case 'camp':
      return [...head, RECHECK_CODES.camp, recheck.trainingId];
    case 'live':
      return [...head, RECHECK_CODES.live, recheck.liveId];
  }
}

function recheckOf(code: number | undefined, ruleOf: number | undefined): KeyRecheck | undefined {
  if (ruleOf === undefined) {
    if (code === RECHECK_CODES.none) return null;
    if (code === RECHECK_CODES.course) return { rule: 'course' };
    return undefined;
  }
  if (code === RECHECK_CODES.camp) return { rule: 'camp', trainingId: ruleOf };
  if (code === RECHECK_CODES.live) return { rule: 'live', liveId: ruleOf };
  return undefined;
}

export function signKeyTicket(secret: string, ticket: KeyTicket): string {
  const fields = ticketFields(ticket);
  return `${fields.join('.')}.${sign(secret, 'media-key', fields)}`;
}

export type KeyTicketCheck = { result: 'ok'; ticket: KeyTicket } | { result: 'forged' | 'expired' };

export function readKeyTicket(secret: string, text: string, nowMs = Date.now()): KeyTicketCheck {
  const signed = splitSigned(text, 6, 7);
  if (!signed) return { result: 'forged' };
  const [playId = 0, userId = 0, sessionId = 0, courseId = 0, sectionId = 0, code, ruleOf] = signed.fields;
  const recheck = recheckOf(code, ruleOf);
  if (recheck === undefined) return { result: 'forged' };
  const ticket: KeyTicket = { playId, userId, sessionId, courseId, sectionId, recheck };
  if (!sameSignature(signed.signature, sign(secret, 'media-key', ticketFields(ticket)))) {
    return { result: 'forged' };
  }
  return withinPlayLifetime(playId, nowMs) ? { result: 'ok', ticket } : { result: 'expired' };
}
