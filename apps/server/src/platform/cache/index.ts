import type { Cache } from './cache.js';
import { createMemoryCache } from './memory-cache.js';
import { createRedisCache } from './redis-cache.js';

export type { Cache } from './cache.js';
export { createMemoryCache } from './memory-cache.js';
export { createTtlCache, type TtlCache } from './ttl-cache.js';

export function openCache(redisUrl: string | undefined, keyPrefix?: string): Promise<Cache> {
  return redisUrl ? createRedisCache(redisUrl, keyPrefix) : Promise.resolve(createMemoryCache());
}
