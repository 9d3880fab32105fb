import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

describe('createTtlCache', () => {
  it('keeps a value for its time to live, then loads again', async () => {
    let time = 0;
    let loads = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    time = 999;
    expect(await cache.get('a', load)).toBe(1);
    time = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get('a', slow), cache.get('a', slow)])).toEqual([1, 1]);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 7)).toBe(7);
  });

  it('runs a lazy thenable load once, as drizzle queries are (each await of one runs it again)', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 60_000, maxEntries: 10 });
    let runs = 0;
    const query = {
      // biome-ignore lint/suspicious/noThenProperty: the shape of a drizzle query under test
      then: (resolve: (rows: number) => void) => resolve(++runs),
    } as unknown as Promise<number>;
    for (let hit = 0; hit < 3; hit += 1) expect(await cache.get('q', () => query)).toBe(1);
    expect(runs).toBe(1);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache<number, number>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of [1, 2, 3]) await cache.get(key, async () => key);
    expect(await cache.get(1, async () => -1)).toBe(-1);
    expect(await cache.get(3, async () => -3)).toBe(3);
  });
});

describe('createTtlCache forget', () => {
  it('loads a forgotten entry again and keeps the others', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    cache.forget('a');
    expect(await cache.get('a', async () => 3)).toBe(3);
    expect(await cache.get('b', async () => 4)).toBe(2);
  });
});
