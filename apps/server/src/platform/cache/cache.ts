/**
 * A small key/value cache with expiry. The in-process implementation serves the embedded default;
 * Redis serves several server processes that must share state.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(...keys: string[]): Promise<void>;
  /** Reads and deletes in one step, so that of two concurrent takers only one gets the value. */
  take(key: string): Promise<string | null>;
  /** Increments a counter, starting its expiry with the first increment; answers the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
