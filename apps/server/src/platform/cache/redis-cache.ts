import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { type Cache, CacheUnavailableError, type OutageLog } from './cache.js';
import { reportCacheCommandFailure } from './command-failures.js';

export interface RedisCacheOptions {
  keyPrefix?: string;
  /** How long a starting process keeps trying to reach Redis before it gives up. */
  startTimeoutMs?: number;
  /** Told of each failed attempt while starting (the process says what it is waiting for). */
  onStartRetry?(error: CacheUnavailableError): void;
}

/** A command that gets no answer in this time counts as an outage rather than holding the request. */
const COMMAND_TIMEOUT_MS = 1_000;
const START_RETRY_MS = 1_000;

/** INCR, and the key's expiry set by the first increment only: later ones never extend it. */
const INCR_WITH_EXPIRY = `
local value = redis.call('INCR', KEYS[1])
if value == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return value`;

/** The address as logs may show it: never the password. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}

export async function createRedisCache(url: string, options: RedisCacheOptions = {}): Promise<Cache> {
  const { keyPrefix = 'zx:', startTimeoutMs = 0, onStartRetry } = options;
  const address = redisAddress(url);
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    // Fail a command at once while Redis is down instead of queueing it: the caller has a fallback.
    enableOfflineQueue: false,
    connectTimeout: 5_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // The commands of one event-loop turn (concurrent requests' lookups and counts) go out in one
    // write: a socket write per command cost more CPU than the commands themselves.
    enableAutoPipelining: true,
  });
  // One command, so it joins the turn's write like any other (a MULTI is a pipeline of its own).
  redis.defineCommand('incrWithExpiry', { numberOfKeys: 1, lua: INCR_WITH_EXPIRY });

  let log: OutageLog | undefined;
  let outageSince: number | null = null;
  const reconnectListeners: Array<() => void> = [];
  const outage = (error: unknown) => {
    if (outageSince === null) {
      outageSince = Date.now();
      log?.warn({ cache: address, err: error }, `the cache (Redis at ${address}) is not reachable`);
    }
    return new CacheUnavailableError(address, { cause: error });
  };
  // ioredis reconnects by itself; an error event between attempts is the outage already reported.
  redis.on('error', (error) => outage(error));
  redis.on('ready', () => {
    if (outageSince === null) return;
    log?.info(
      { cache: address, outageMs: Date.now() - outageSince },
      `the cache (Redis at ${address}) is reachable again`,
    );
    outageSince = null;
    for (const listener of reconnectListeners) listener();
  });
  const command = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      reportCacheCommandFailure();
      throw outage(error);
    }
  };

  await connectWithin(redis, address, startTimeoutMs, onStartRetry);
  return {
    kind: 'redis',
    get: (key) => command(() => redis.get(key)),
    set: (key, value, ttlSeconds) =>
      command(async () => void (await redis.set(key, value, 'EX', ttlSeconds))),
    setIfAbsent: (key, value, ttlSeconds) =>
      command(async () => (await redis.set(key, value, 'EX', ttlSeconds, 'NX')) === 'OK'),
    async del(...keys) {
      if (keys.length > 0) await command(() => redis.del(...keys));
    },
    take: (key) => command(() => redis.getdel(key)),
    incr: (key, ttlSeconds) =>
      command(async () => {
        const counter = redis as Redis & { incrWithExpiry(key: string, ttl: number): Promise<number> };
        return Number(await counter.incrWithExpiry(key, ttlSeconds));
      }),
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    reportOutagesTo(target) {
      log = target;
    },
    ping: () => command(async () => void (await redis.ping())),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Connects, trying again every second until `timeoutMs` has passed: Redis starting beside this
 * process (or a moment's network trouble) must not stop it; an address that never answers does.
 */
async function connectWithin(
  redis: Redis,
  address: string,
  timeoutMs: number,
  onRetry?: (error: CacheUnavailableError) => void,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await redis.connect();
      return;
    } catch (error) {
      redis.disconnect();
      const unavailable = new CacheUnavailableError(address, { cause: error });
      if (Date.now() >= deadline) {
        const seconds = Math.round(timeoutMs / 1000);
        throw new CacheUnavailableError(
          address,
          { cause: error },
          `the cache (Redis at ${address}) could not be reached in ${seconds} s: ${messageOf(error)}`,
        );
      }
      onRetry?.(unavailable);
      await sleep(Math.min(START_RETRY_MS, deadline - Date.now()));
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
