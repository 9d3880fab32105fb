import { describe, expect, it } from 'vitest';
import { createTtlCache } from '../cache/index.js';
import { createContentCaches } from './content-caches.js';
import { listenForContentChanges } from './content-changes.js';
import { createPublicResponseCache } from './public-cache.js';

/** Content caches of both kinds; `fill` puts one entry in each, `held` says what each holds. */
function contentCachesOfBothKinds() {
  const caches = createContentCaches();
  const facts = caches.add(createTtlCache<number, string>({ ttlMs: 60_000, maxEntries: 10 }));
  const answers = caches.add(createPublicResponseCache());
  return {
    caches,
    async fill() {
      await facts.get(1, async () => 'kept');
      answers.set('detail', Buffer.from('kept'), 60);
    },
    async held() {
      return {
        facts: await facts.get(1, async () => 'read again'),
        answer: answers.get('detail')?.body.toString() ?? null,
      };
    },
  };
}

const CLEARED = { facts: 'read again', answer: null };

describe('content caches', () => {
  it('clears every cache registered, and counts the clears', async () => {
    const { caches, fill, held } = contentCachesOfBothKinds();
    await fill();
    expect(await held()).toEqual({ facts: 'kept', answer: 'kept' });
    expect(caches.clears()).toBe(0);
    caches.clear();
    expect(caches.clears()).toBe(1);
    expect(await held()).toEqual(CLEARED);
  });

  it('are cleared by an announcement, and again when listening resumes after a lost connection', async () => {
    const { caches, fill, held } = contentCachesOfBothKinds();
    let announce = () => {};
    let resume = () => {};
    await listenForContentChanges(
      {
        listen: async (_channel, onPayload, onResumed) => {
          announce = () => onPayload('');
          resume = () => onResumed?.();
          return async () => {};
        },
      },
      caches,
    );
    await fill();
    announce();
    expect(await held()).toEqual(CLEARED);
    // Announcements sent while the connection was down were missed: what was kept meanwhile goes.
    await fill();
    resume();
    expect(await held()).toEqual(CLEARED);
  });
});
