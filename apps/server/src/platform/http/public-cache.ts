/**
 * Serialised answers of public calls, held in process memory: the home page's lists are read far
 * more often than they change, and a Redis round trip would cost more than building them. Entries
 * live for the endpoint's `cacheSeconds`, which bounds how stale another process can be; a change
 * made through this process clears them at once with `clear()`. An answer is kept as UTF-8 bytes:
 * a hit is then written to the socket as it is, where a string of Chinese text would be measured
 * and encoded again on every send (decision 0015).
 */
export interface PublicResponseCache {
  get(key: string): Buffer | undefined;
  set(key: string, body: Buffer, ttlSeconds: number): void;
  clear(): void;
}

const MAX_ENTRIES = 5_000;

export function createPublicResponseCache(now: () => number = Date.now): PublicResponseCache {
  const entries = new Map<string, { body: Buffer; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.body;
    },
    set(key, body, ttlSeconds) {
      // Request bodies vary (paging, filters); bound the map so odd inputs cannot grow it without limit.
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { body, expiresAt: now() + ttlSeconds * 1000 });
    },
    clear() {
      entries.clear();
    },
  };
}
