import type { Cache } from './cache.js';
import { createMemoryCache } from './memory-cache.js';
import { createRedisCache, type RedisCacheOptions } from './redis-cache.js';

export { BoundedMap } from './bounded-map.js';
export { type Cache, CacheUnavailableError, type OutageLog, unlessCacheDown } from './cache.js';
export { createMemoryCache } from './memory-cache.js';
export { redisAddress } from './redis-cache.js';
export { createTtlCache, type TtlCache } from './ttl-cache.js';

export function openCache(redisUrl: string | undefined, options?: RedisCacheOptions): Promise<Cache> {
  return redisUrl ? createRedisCache(redisUrl, options) : Promise.resolve(createMemoryCache());
}
