import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BoundedMap } from '../cache/index.js';

/** The encodings a kept answer is also kept in, each made once per answer, the first time asked. */
export type CachedEncoding = 'br' | 'gzip';

/** A kept answer: its bytes, and the same bytes compressed for a browser that accepts it. */
export interface CachedAnswer {
  body: Buffer;
  encoded(encoding: CachedEncoding): Buffer;
}

/**
 * Once per answer rather than per request, so a better ratio than the compression plugin's per-request
 * brotli (quality 4) costs nothing per request.
 */
const ENCODERS: Record<CachedEncoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body),
};

function cachedAnswer(body: Buffer): CachedAnswer {
  const encodings: Partial<Record<CachedEncoding, Buffer>> = {};
  return {
    body,
    encoded(encoding) {
      encodings[encoding] ??= ENCODERS[encoding](body);
      return encodings[encoding];
    },
  };
}

/**
 * Serialised answers of public calls, held in process memory: the home page's lists are read far
 * more often than they change, and a Redis round trip would cost more than building them. Entries
 * live for the endpoint's `cacheSeconds`, which bounds how stale another process can be; a change
 * made through this process clears them at once with `clear()`. An answer is kept as UTF-8 bytes:
 * a hit is then written to the socket as it is, where a string of Chinese text would be measured
 * and encoded again on every send (decision 0015). Browsers accept compressed answers: a kept answer
 * is compressed once, when first asked so, not at every request (decision 0064).
 */
export interface PublicResponseCache {
  get(key: string): CachedAnswer | undefined;
  /** Keeps the answer, and answers it as kept. */
  set(key: string, body: Buffer, ttlSeconds: number): CachedAnswer;
  clear(): void;
}
const MAX_ENTRIES = 5_000;

export function createPublicResponseCache(now: () => number = Date.now): PublicResponseCache {
  // Request bodies vary (paging, filters): bounded, so odd inputs cannot grow it without limit.
  const entries = new BoundedMap<string, { answer: CachedAnswer; expiresAt: number }>(MAX_ENTRIES);
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.answer;
    },
    set(key, body, ttlSeconds) {
      const answer = cachedAnswer(body);
      entries.set(key, { answer, expiresAt: now() + ttlSeconds * 1000 });
      return answer;
    },
    clear() {
      entries.clear();
    },
  };
}
