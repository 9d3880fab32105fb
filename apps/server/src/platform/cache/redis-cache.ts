import { Redis } from 'ioredis';
import type { Cache } from './cache.js';

export async function createRedisCache(url: string, keyPrefix = 'zx:'): Promise<Cache> {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    // Fail a command quickly while Redis is down instead of queueing it for ever.
    enableOfflineQueue: false,
    connectTimeout: 5_000,
  });
  redis.on('error', () => {});
  await redis.connect();
  return {
    kind: 'redis',
    get: (key) => redis.get(key),
    async set(key, value, ttlSeconds) {
      await redis.set(key, value, 'EX', ttlSeconds);
    },
    async del(...keys) {
      if (keys.length > 0) await redis.del(...keys);
    },
    take: (key) => redis.getdel(key),
    async incr(key, ttlSeconds) {
      const [[, value] = []] = (await redis.multi().incr(key).expire(key, ttlSeconds, 'NX').exec()) ?? [];
      return Number(value);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}
