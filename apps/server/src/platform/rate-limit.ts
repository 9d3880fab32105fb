import type { FixedReason } from '@zhixue/contract';
import { type Cache, CacheUnavailableError } from './cache/index.js';
import { AppError } from './http/index.js';

export interface LimitRule {
  /** Counter key, e.g. `sms:phone:hour:13800000001`. */
  key: string;
  limit: number;
  windowSeconds: number;
  /** Why the request is refused when the limit is hit (an A0429 reason). */
  reason: FixedReason;
}

/**
 * Fixed-window counters in the shared cache. Rules are counted in order and the first one over its
 * limit refuses the request. When the cache cannot be reached the request is refused too: a limit
 * that fails open is no limit against a flood.
 */
export async function enforceLimits(cache: Cache, rules: readonly LimitRule[]): Promise<void> {
  for (const rule of rules) {
    let count: number;
    try {
      count = await cache.incr(`limit:${rule.key}`, rule.windowSeconds);
    } catch (error) {
      if (error instanceof CacheUnavailableError) throw new AppError('LIMITER_UNAVAILABLE');
      throw error;
    }
    if (count > rule.limit) throw new AppError(rule.reason);
  }
}

/** Refuses, without counting, while any rule's counter has reached its limit (e.g. a locked account). */
export async function assertWithinLimits(cache: Cache, rules: readonly LimitRule[]): Promise<void> {
  const counts = await Promise.all(rules.map((rule) => cache.get(`limit:${rule.key}`)));
  const reached = rules.find((rule, index) => Number(counts[index]) >= rule.limit);
  if (reached) throw new AppError(reached.reason);
}

/** Clears counters, e.g. failed-login counts after a successful login. */
export async function resetLimits(cache: Cache, keys: readonly string[]): Promise<void> {
  await cache.del(...keys.map((key) => `limit:${key}`));
}
