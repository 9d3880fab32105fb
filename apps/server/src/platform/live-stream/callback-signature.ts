import { createHash } from 'node:crypto';
import { sameHash } from '../crypto/index.js';

/**
 * ApsaraVideo Live's callback authentication: each stream callback carries the headers
 * `ALI-LIVE-TIMESTAMP` (Unix seconds of the request) and `ALI-LIVE-SIGNATURE`, the MD5 of
 * `{domain}|{timestamp}|{notifyKey}`, `domain` being the ingest domain. A callback whose timestamp
 * is more than `CALLBACK_WINDOW_SECONDS` away from now is refused, as a forged one is; a callback
 * replayed within the window is refused by the receiver (it remembers what it handled).
 */
export const CALLBACK_WINDOW_SECONDS = 5 * 60;
export const CALLBACK_TIMESTAMP_HEADER = 'ali-live-timestamp';
export const CALLBACK_SIGNATURE_HEADER = 'ali-live-signature';

export function callbackSignature(domain: string, timestamp: number, notifyKey: string): string {
  return createHash('md5').update(`${domain}|${timestamp}|${notifyKey}`).digest('hex');
}

export function verifyCallbackSignature(
  domain: string,
  headers: Record<string, string | string[] | undefined>,
  notifyKey: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): { timestamp: number; signature: string } | null {
  const timestamp = headers[CALLBACK_TIMESTAMP_HEADER];
  const signature = headers[CALLBACK_SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp) || typeof signature !== 'string') {
    return null;
  }
  const seconds = Number(timestamp);
  if (Math.abs(nowSeconds - seconds) > CALLBACK_WINDOW_SECONDS) return null;
  if (!sameHash(signature.toLowerCase(), callbackSignature(domain, seconds, notifyKey))) return null;
  return { timestamp: seconds, signature: signature.toLowerCase() };
}
