import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.js';

function recorder(
  options: { maxBatch?: number; maxInFlight?: number; maxWaitMs?: number; fail?: boolean } = {},
) {
  const batches: string[][] = [];
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const commits = createGroupCommit<string, string>({
    maxBatch: options.maxBatch ?? 100,
    maxWaitMs: options.maxWaitMs ?? 5,
    maxInFlight: options.maxInFlight ?? 1,
    keyOf: (item) => item.split('#')[0] ?? item,
    async write(items) {
      batches.push(items);
      await gate;
      if (options.fail) throw new Error('connection lost');
      return items.map((item) => `ok ${item}`);
    },
  });
  return {
    commits,
    batches,
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

describe('group commit', () => {
  it('writes requests arriving together in one batch and answers each with its own result', async () => {
    const { commits, batches } = recorder();
    const answers = await Promise.all(['a', 'b', 'c'].map((item) => commits.submit(item)));
    expect(answers).toEqual(['ok a', 'ok b', 'ok c']);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('without a wait, batches what arrived in one turn of the event loop and no later arrival', async () => {
    const { commits, batches } = recorder({ maxWaitMs: 0 });
    const first = ['a', 'b'].map((item) => commits.submit(item));
    // A timer, however short, runs after the flush that ends this turn.
    const late = new Promise<string>((resolve) => setTimeout(() => resolve(commits.submit('c')), 0));
    expect(await Promise.all([...first, late])).toEqual(['ok a', 'ok b', 'ok c']);
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });

  it('answers only after the write has finished, and gathers the next batch meanwhile', async () => {
    const { commits, batches, hold, release } = recorder();
    hold();
    let answered = false;
    const first = commits.submit('a').then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = [commits.submit('b'), commits.submit('c')];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    expect(batches).toEqual([['a']]);
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([['a'], ['b', 'c']]);
  });

  it('never puts two items of one key in a batch, and splits at the largest batch', async () => {
    const { commits, batches } = recorder({ maxBatch: 3 });
    await Promise.all(['a#1', 'a#2', 'b', 'c', 'd', 'a#3'].map((item) => commits.submit(item)));
    for (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(3);
      expect(new Set(batch.map((item) => item[0])).size).toBe(batch.length);
    }
    expect(batches.flat().filter((item) => item.startsWith('a'))).toEqual(['a#1', 'a#2', 'a#3']);
  });

  it('with several batches in flight, holds a key back until the batch writing it has finished', async () => {
    const { commits, batches, hold, release } = recorder({ maxInFlight: 3, maxWaitMs: 0 });
    hold();
    const first = commits.submit('a#1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['a#1']]);
    // Room for two more batches, but a#2 must not overtake a#1: only b goes.
    const later = [commits.submit('a#2'), commits.submit('b')];
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['a#1'], ['b']]);
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([['a#1'], ['b'], ['a#2']]);
  });

  it('fails every item of a failed batch, and drains', async () => {
    const { commits } = recorder({ fail: true });
    const results = await Promise.allSettled(['a', 'b'].map((item) => commits.submit(item)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await commits.drain();
  });
});
