/**
 * A small key/value cache with expiry. The in-process implementation serves the embedded default;
 * Redis serves several server processes that must share state.
 *
 * Every method may reject with `CacheUnavailableError` while a shared cache cannot be reached: a
 * caller whose facts are also in the database reads them there; one that cannot work without the
 * cache (a rate limit, a one-time code) refuses the request with a 503.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Stores `value` unless the key holds one already; answers whether it stored it. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  del(...keys: string[]): Promise<void>;
  /** Reads and deletes in one step, so that of two concurrent takers only one gets the value. */
  take(key: string): Promise<string | null>;
  /** Increments a counter, starting its expiry with the first increment; answers the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Calls `listener` each time the cache can be reached again after an outage. */
  onReconnect(listener: () => void): void;
  /** Where the outages go: one warning when one starts and one line when it ends, never one per call. */
  reportOutagesTo(log: OutageLog): void;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OutageLog {
  warn(facts: object, message: string): void;
  info(facts: object, message: string): void;
}

/** The shared cache did not answer (down, unreachable or too slow): never a 500 by itself. */
export class CacheUnavailableError extends Error {
  constructor(
    readonly address: string,
    options?: ErrorOptions,
    message = `the cache (Redis at ${address}) is not reachable`,
  ) {
    super(message, options);
    this.name = 'CacheUnavailableError';
  }
}

/**
 * `pending`, or `fallback` when the shared cache cannot be reached: for callers whose facts are also
 * in the database. Any other failure is still thrown.
 */
export async function unlessCacheDown<T>(pending: Promise<T>, fallback: T): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof CacheUnavailableError) return fallback;
    throw error;
  }
}
