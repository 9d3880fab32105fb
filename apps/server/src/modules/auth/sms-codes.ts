import { randomInt } from 'node:crypto';
import type { Cache } from '../../platform/cache/index.js';
import { keyedHash, sameHash } from '../../platform/crypto/index.js';
import { AppError } from '../../platform/http/index.js';
import { enforceLimits, type LimitRule } from '../../platform/rate-limit.js';

export const CODE_TTL_SECONDS = 5 * 60;
export const MAX_WRONG_TRIES = 5;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Send limits: per phone 1 a minute, 5 an hour, 10 a day (security baseline); per IP more, since a
 * company's learners often share one address, but bounded so one machine cannot flood many phones.
 */
export function sendLimits(mobile: string, ip: string): LimitRule[] {
  return [
    {
      key: `sms:ip:hour:${ip}`,
      limit: 30,
      windowSeconds: HOUR,
      reason: 'SMS_NETWORK_TOO_FREQUENT',
    },
    { key: `sms:ip:day:${ip}`, limit: 100, windowSeconds: DAY, reason: 'SMS_NETWORK_DAILY_LIMIT' },
    {
      key: `sms:phone:minute:${mobile}`,
      limit: 1,
      windowSeconds: MINUTE,
      reason: 'SMS_TOO_SOON',
    },
    {
      key: `sms:phone:hour:${mobile}`,
      limit: 5,
      windowSeconds: HOUR,
      reason: 'SMS_HOURLY_LIMIT',
    },
    {
      key: `sms:phone:day:${mobile}`,
      limit: 10,
      windowSeconds: DAY,
      reason: 'SMS_DAILY_LIMIT',
    },
  ];
}

export interface SmsCodes {
  /** Checks the send limits, then makes and remembers a new code; the caller delivers it. */
  issue(mobile: string, ip: string): Promise<string>;
  /** Forgets the code of a phone, e.g. when its delivery failed. */
  discard(mobile: string): Promise<void>;
  /** Consumes the code if it is right; throws A0202 / A0203 / A0204 otherwise. */
  verify(mobile: string, code: string): Promise<void>;
}

export function createSmsCodes(cache: Cache, secret: string): SmsCodes {
  const codeKey = (mobile: string) => `sms:code:${mobile}`;
  const triesKey = (mobile: string) => `sms:tries:${mobile}`;
  const hash = (mobile: string, code: string) => keyedHash(secret, `${mobile}:${code}`);

  return {
    async issue(mobile, ip) {
      await enforceLimits(cache, sendLimits(mobile, ip));
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await cache.del(triesKey(mobile));
      await cache.set(codeKey(mobile), hash(mobile, code), CODE_TTL_SECONDS);
      return code;
    },
    async discard(mobile) {
      await cache.del(codeKey(mobile), triesKey(mobile));
    },
    async verify(mobile, code) {
      // Count the try before comparing, so concurrent guesses cannot slip past the limit.
      const tries = await cache.incr(triesKey(mobile), CODE_TTL_SECONDS);
      if (tries > MAX_WRONG_TRIES) {
        await cache.del(codeKey(mobile));
        throw new AppError('SMS_CODE_TOO_MANY_TRIES');
      }
      const stored = await cache.get(codeKey(mobile));
      if (!stored) throw new AppError('SMS_CODE_EXPIRED');
      if (!/^\d{6}$/.test(code) || !sameHash(stored, hash(mobile, code))) {
        if (tries === MAX_WRONG_TRIES) {
          await cache.del(codeKey(mobile));
          throw new AppError('SMS_CODE_TOO_MANY_TRIES');
        }
        throw new AppError('SMS_CODE_WRONG', { triesLeft: MAX_WRONG_TRIES - tries });
      }
      // Single use: of two requests with the right code, only the one that takes it logs in.
      if ((await cache.take(codeKey(mobile))) === null) throw new AppError('SMS_CODE_EXPIRED');
      await cache.del(triesKey(mobile));
    },
  };
}
