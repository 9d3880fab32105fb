import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECKIN_ROTATE_SECONDS, type CheckinSession } from '@zhixue/contract';

/**
 * The rotating check-in token of an offline session: `<step>.<signature>`, where the step counts
 * CHECKIN_ROTATE_SECONDS periods of the clock and the signature is an HMAC of the session and the
 * step. The key is derived from a server secret under its own label, so no other signature of the
 * server can pass for a check-in and no check-in token for anything else.
 */
export function checkinKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('zhixue camp check-in token v1').digest();
}

const stepAt = (nowMs: number) => Math.floor(nowMs / (CHECKIN_ROTATE_SECONDS * 1000));

const sign = (key: Buffer, session: CheckinSession, step: number) =>
  createHmac('sha256', key)
    .update(`${session.itemId}:${session.termId ?? 0}:${step}`)
    .digest('base64url')
    .slice(0, 32);

/** The token shown now, and the seconds until it changes. */
export function currentCheckinToken(key: Buffer, session: CheckinSession, nowMs: number) {
  const step = stepAt(nowMs);
  const nextMs = (step + 1) * CHECKIN_ROTATE_SECONDS * 1000;
  return {
    token: `${step}.${sign(key, session, step)}`,
    refreshInSeconds: Math.ceil((nextMs - nowMs) / 1000),
  };
}

/**
 * Checks a token for the session: `invalid` when the server did not sign it for this session (forged,
 * altered, another session's); `expired` when it is older than the step before the current one (the
 * learner may scan a code just before it changes, and the page takes a moment to open).
 */
export function verifyCheckinToken(
  key: Buffer,
  session: CheckinSession,
  token: string,
  nowMs: number,
): 'ok' | 'invalid' | 'expired' {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return 'invalid';
  const step = Number(match[1]);
  const expected = Buffer.from(sign(key, session, step));
  if (!timingSafeEqual(expected, Buffer.from(match[2] as string))) return 'invalid';
  const current = stepAt(nowMs);
  return step === current || step === current - 1 ? 'ok' : 'expired';
}
