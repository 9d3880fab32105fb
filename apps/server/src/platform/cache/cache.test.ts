import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../../../test/tcp-proxy.js';
import type { Cache } from './index.js';
import { createMemoryCache, openCache } from './index.js';
import { createRedisCache } from './redis-cache.js';

const implementations: Array<[string, () => Promise<Cache>]> = [['memory', async () => createMemoryCache()]];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  implementations.push([
    'redis',
    () => openCache(url, { keyPrefix: `zxtest:cache:${process.pid}:${Date.now()}:` }),
  ]);
}

describe.each(implementations)('%s cache', (_name, open) => {
  let cache: Cache | undefined;
  afterEach(() => cache?.close());

  it('stores, reads and deletes values', async () => {
    cache = await open();
    await cache.set('a', 'one', 60);
    expect(await cache.get('a')).toBe('one');
    await cache.del('a');
    expect(await cache.get('a')).toBeNull();
  });

  it('lets only one of several concurrent takers have a value', async () => {
    cache = await open();
    await cache.set('once', 'secret', 60);
    const taken = await Promise.all([cache.take('once'), cache.take('once'), cache.take('once')]);
    expect(taken.filter((value) => value === 'secret')).toHaveLength(1);
    expect(await cache.get('once')).toBeNull();
  });

  it('counts from the first increment and keeps the first expiry', async () => {
    cache = await open();
    expect(await cache.incr('hits', 60)).toBe(1);
    expect(await cache.incr('hits', 60)).toBe(2);
    expect(await cache.incr('hits', 60)).toBe(3);
  });

  it('ends a count when the expiry of its first increment passes, whatever later ones ask', async () => {
    cache = await open();
    expect(await cache.incr('window', 1)).toBe(1);
    expect(await cache.incr('window', 60)).toBe(2);
    await sleep(1_100);
    expect(await cache.incr('window', 60)).toBe(1);
  });
});

describe('memory cache expiry', () => {
  it('forgets values after their time to live', async () => {
    let now = 1_000;
    const cache = createMemoryCache(() => now);
    await cache.set('k', 'v', 10);
    await cache.incr('n', 10);
    now += 9_999;
    expect(await cache.get('k')).toBe('v');
    now += 1;
    expect(await cache.get('k')).toBeNull();
    expect(await cache.incr('n', 10)).toBe(1);
    await cache.close();
  });
});

describe('a start while Redis cannot be reached', () => {
  it('tries again every second, then gives up naming the cache and its address', async () => {
    const retries: string[] = [];
    const started = Date.now();
    await expect(
      createRedisCache('redis://user:secret@127.0.0.1:1', {
        startTimeoutMs: 2_000,
        onStartRetry: (error) => retries.push(error.message),
      }),
    ).rejects.toThrow(/^the cache \(Redis at redis:\/\/127\.0\.0\.1:1\) could not be reached in 2 s: /);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(retries.length).toBeGreaterThanOrEqual(1);
    expect(retries.join()).not.toContain('secret');
  });

  it.skipIf(!process.env.REDIS_URL)('starts once a Redis that comes up late answers', async () => {
    const target = new URL(process.env.REDIS_URL ?? '');
    const relay = await startTcpProxy(Number(target.port || 6379), { host: target.hostname });
    relay.cut();
    setTimeout(() => relay.restore(), 1_500);
    const cache = await createRedisCache(`redis://127.0.0.1:${relay.port}`, {
      keyPrefix: `zxtest:late:${process.pid}:`,
      startTimeoutMs: 10_000,
    });
    await cache.set('k', 'v', 5);
    expect(await cache.get('k')).toBe('v');
    await cache.close();
    await relay.close();
  });
});
