import { BoundedMap } from './bounded-map.js';

/**
 * A small in-process cache for facts many requests read (a course's row, a list page, a term's
 * standings): entries live `ttlMs`, the map holds at most `maxEntries` (the oldest entry goes
 * first), and concurrent misses for one key share one load. A failed load is forgotten at once, so
 * errors are not cached. A load may answer a lazy thenable (a drizzle query): it is run once.
 */
export interface TtlCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Forgets one entry: the next `get` loads it again. */
  forget(key: K): void;
  clear(): void;
}

export function createTtlCache<K, V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<K, V> {
  const { ttlMs, maxEntries, now = Date.now } = options;
  const entries = new BoundedMap<K, { value: Promise<V>; expiresAt: number }>(maxEntries);
  return {
    get(key, load) {
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > time) return hit.value;
      // An expired entry leaves its place: the fresh one is the newest.
      entries.delete(key);
      // A drizzle query is a thenable that runs again each time it is awaited: adopted once into a
      // promise, it runs once and every hit shares its rows.
      const value = Promise.resolve(load());
      entries.set(key, { value, expiresAt: time + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    forget(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
