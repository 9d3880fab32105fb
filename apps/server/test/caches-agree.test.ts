import type { CourseCard, CourseDetail, OrderDetail, OrderSettlement, Page } from '@zhixue/contract';
import { describe, expect, it, vi } from 'vitest';
import { consoleOf, uniqueName } from './catalogue-console-support.js';
import {
  type ApiClient,
  serverForThisFile,
  startTestServer,
  type TestServer,
  testDatabase,
} from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

/**
 * A console change reaches every copy the server processes keep of the catalogue (decision 0040):
 * the course facts that the detail, order/settle and order/save price from, list pages and search
 * matches, in the process that made the change at once, and in the others within 2 s.
 */
const server = serverForThisFile();
const freshPhone = phoneNumbers('1357700');
/** How long another process may show what was there before a console change. */
const OTHER_PROCESS_DEADLINE_MS = 2_000;

/** What the learner site of one server shows, to a visitor (`who` null) or to a learner. */
function siteOf(on: ApiClient) {
  const read = async <T>(who: LoggedIn | null, call: string, body: unknown): Promise<T> => {
    const answer = await on.post(`/api/front/${call}`, body, who ? { headers: who.headers } : undefined);
    if (answer.body.code !== '00000') throw new Error(`${call}: ${answer.body.reason} ${answer.body.msg}`);
    return answer.body.data as T;
  };
  return {
    found: async (who: LoggedIn | null, keyword: string) =>
      (await read<Page<CourseCard>>(who, 'course/list', { keyword, pageSize: 100 })).list.map(
        (card) => card.id,
      ),
    /** The course's card among the newest courses, as the course-learning page lists them. */
    card: async (who: LoggedIn | null, id: number) =>
      (await read<Page<CourseCard>>(who, 'course/list', { sort: 'newest', pageSize: 100 })).list.find(
        (card) => card.id === id,
      ),
    detail: (who: LoggedIn | null, id: number) => read<CourseDetail>(who, 'course/detail', { id }),
    settle: (who: LoggedIn, id: number) => read<OrderSettlement>(who, 'order/settle', { id, type: 1 }),
    save: (who: LoggedIn, id: number) => read<OrderDetail>(who, 'order/save', { id, type: 1 }),
  };
}

describe('one server', () => {
  const operatorConsole = consoleOf(server);
  const site = siteOf(server);

  it('finds a course by name as soon as it is published or renamed', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const first = uniqueName('缓存甲课');
    const id = await operatorConsole.create(first, 20_000);
    // Searched before it is listed: the empty answers are what a stale cache would keep.
    for (const who of [null, learner]) expect(await site.found(who, first)).toEqual([]);
    await operatorConsole.publish(id);
    for (const who of [null, learner]) expect(await site.found(who, first)).toEqual([id]);

    const renamed = uniqueName('缓存乙课');
    for (const who of [null, learner]) expect(await site.found(who, renamed)).toEqual([]);
    await operatorConsole.update(id, renamed, 20_000);
    for (const who of [null, learner]) {
      expect(await site.found(who, renamed)).toEqual([id]);
      expect(await site.found(who, first)).toEqual([]);
    }
  });

  it('settles and saves a changed price alike at once', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const name = uniqueName('缓存改价课');
    const id = await operatorConsole.create(name, 20_000);
    await operatorConsole.publish(id);
    expect((await site.settle(learner, id)).amount).toBe(20_000);
    await operatorConsole.update(id, name, 25_000);
    expect((await site.settle(learner, id)).amount).toBe(25_000);
    expect((await site.save(learner, id)).amount).toBe(25_000);
    expect((await site.detail(learner, id)).price).toBe(25_000);
  });
});

/**
 * Waits until `check` passes, for at most `deadlineMs`; answers how long that took from `since`.
 */
async function passesWithin(since: number, deadlineMs: number, check: () => Promise<void>): Promise<number> {
  await vi.waitFor(check, { timeout: deadlineMs - (Date.now() - since), interval: 25 });
  return Date.now() - since;
}

describe('two servers on one database', () => {
  it('show a console change made on one in the other within 2 s', async (context) => {
    context.skip(
      !process.env.DATABASE_URL,
      'needs PostgreSQL: an embedded PGlite database belongs to one process, whose own clearing the one-server tests check',
    );
    const store = await testDatabase({ contents: 'seeded' });
    const servers: TestServer[] = [];
    try {
      const a = await startTestServer({}, { store });
      servers.push(a);
      const b = await startTestServer({}, { store });
      servers.push(b);
      const onA = consoleOf(a);
      const onB = siteOf(b);
      const learner = await loginWithCode(b, freshPhone());

      const before = uniqueName('双进程课');
      const id = await onA.create(before, 20_000);
      await onA.publish(id);
      const later = uniqueName('双进程新课');
      const unpublished = await onA.create(later, 30_000);
      const renamed = uniqueName('双进程改名');

      // B reads everything once, so each of its caches holds what the change makes stale.
      expect((await onB.settle(learner, id)).amount).toBe(20_000);
      for (const who of [null, learner]) {
        expect(await onB.found(who, before)).toEqual([id]);
        expect(await onB.found(who, renamed)).toEqual([]);
        expect(await onB.found(who, later)).toEqual([]);
        expect(await onB.detail(who, id)).toMatchObject({ name: before, price: 20_000 });
        expect(await onB.card(who, id)).toMatchObject({ name: before, price: 20_000 });
      }

      const changed = Date.now();
      await onA.update(id, renamed, 25_000);
      await onA.publish(unpublished);
      const seen = (check: () => Promise<void>) => passesWithin(changed, OTHER_PROCESS_DEADLINE_MS, check);
      const polls = await Promise.allSettled([
        seen(async () => expect((await onB.settle(learner, id)).amount).toBe(25_000)),
        ...[null, learner].flatMap((who) => [
          seen(async () => expect(await onB.found(who, renamed)).toEqual([id])),
          seen(async () => expect(await onB.found(who, later)).toEqual([unpublished])),
          seen(async () => expect(await onB.detail(who, id)).toMatchObject({ name: renamed, price: 25_000 })),
          seen(async () => expect(await onB.card(who, id)).toMatchObject({ name: renamed, price: 25_000 })),
        ]),
      ]);
      // Every poll has ended before the servers close, the failed ones too.
      const took = polls.map((poll) => {
        if (poll.status === 'rejected') throw poll.reason;
        return poll.value;
      });
      // Once B settles at the new price, it charges it: both read one source.
      expect((await onB.settle(learner, id)).amount).toBe(25_000);
      expect((await onB.save(learner, id)).amount).toBe(25_000);
      context.annotate(
        `B showed the change after ${Math.max(...took)} ms (each read: ${took.join(', ')} ms)`,
      );
    } finally {
      for (const started of servers.reverse()) await started.close();
      await store.dispose();
    }
  }, 60_000);
});
