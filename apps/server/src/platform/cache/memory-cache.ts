import type { Cache } from './cache.js';

interface Entry {
  value: string;
  expiresAt: number;
}

const SWEEP_INTERVAL_MS = 60_000;

export function createMemoryCache(now: () => number = Date.now): Cache {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired keys that are never read again would otherwise stay in memory forever.
  const sweeper = setInterval(() => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  return {
    kind: 'memory',
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    async setIfAbsent(key, value, ttlSeconds) {
      if (live(key)) return false;
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      return true;
    },
    async del(...keys) {
      for (const key of keys) entries.delete(key);
    },
    async take(key) {
      const value = live(key)?.value ?? null;
      entries.delete(key);
      return value;
    },
    async incr(key, ttlSeconds) {
      const entry = live(key);
      const next = (entry ? Number(entry.value) : 0) + 1;
      entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? now() + ttlSeconds * 1000 });
      return next;
    },
    // Nothing between this process and its memory can fail.
    onReconnect() {},
    reportOutagesTo() {},
    async ping() {},
    async close() {
      clearInterval(sweeper);
      entries.clear();
    },
  };
}
