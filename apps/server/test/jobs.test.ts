import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle, SqlResult } from '../src/platform/db/index.js';
import {
  createJobs,
  type JobState,
  type JobSummary,
  type Jobs,
  type QueueDefinition,
} from '../src/platform/jobs/index.js';
import { testDatabase } from './harness.js';

const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const quiet = { warn: () => {}, error: () => {} };

/** A gate a handler waits at until the test opens it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

async function jobIn(jobs: Jobs, id: string | null): Promise<JobSummary | undefined> {
  return (await jobs.list({ limit: 200 })).find((job) => job.id === id);
}

/** The job once it is in `state`, as the listing shows it. */
function reached(jobs: Jobs, id: string | null, state: JobState, timeout = 15_000): Promise<JobSummary> {
  return vi.waitFor(
    async () => {
      const job = await jobIn(jobs, id);
      expect(job?.state).toBe(state);
      return job as JobSummary;
    },
    { timeout, interval: 100 },
  );
}

describe(`the job queue on ${kind}`, () => {
  let store: Awaited<ReturnType<typeof testDatabase>>;
  let database: DatabaseHandle;
  const started: Jobs[] = [];

  beforeAll(async () => {
    store = await testDatabase();
    database = await store.open();
  });
  afterEach(async () => {
    for (const jobs of started.splice(0)) await jobs.stop();
  });
  afterAll(async () => {
    await database.close();
    await store.dispose();
  });

  /** A started queue, polling as often as pg-boss allows, with these queues declared. */
  async function queueWith(...definitions: QueueDefinition<never>[]): Promise<Jobs> {
    const jobs = createJobs(database, { pollSeconds: 0.5 });
    for (const definition of definitions) jobs.define(definition);
    await jobs.start(quiet);
    started.push(jobs);
    return jobs;
  }

  it('works a job sent to its queue and lists it completed with its output', async () => {
    const jobs = await queueWith({
      name: 'double',
      handler: async ({ data }: { data: { n: number } }) => ({ doubled: data.n * 2 }),
    });
    const id = await jobs.send('double', { n: 21 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await reached(jobs, id, 'completed')).toMatchObject({
      queue: 'double',
      data: { n: 21 },
      output: { doubled: 42 },
      attempts: 1,
      retryLimit: 0,
      progress: 1,
    });
    expect((await jobs.list({ queue: 'double', state: 'completed' })).map((job) => job.id)).toContain(id);
    expect((await jobs.list({ state: 'failed' })).map((job) => job.id)).not.toContain(id);
    await expect(jobs.send('no-such-queue', {})).rejects.toThrow(/no job queue named no-such-queue/);
  });

  it('stores several jobs in one send, each run on its own and none before its start', async () => {
    const ran: Array<{ n: number; at: number }> = [];
    const jobs = await queueWith({
      name: 'deadline-like',
      retry: { limit: 3, delaySeconds: 1 },
      handler: async ({ data }: { data: { n: number } }) => {
        ran.push({ n: data.n, at: Date.now() });
      },
    });
    const later = new Date(Date.now() + 2_000);
    await jobs.sendMany('deadline-like', [
      { data: { n: 1 } },
      { data: { n: 2 }, startAfter: later },
      { data: { n: 3 } },
    ]);
    const listed = await jobs.list({ queue: 'deadline-like' });
    expect(
      listed.map((job) => job.data).sort((a, b) => (a as { n: number }).n - (b as { n: number }).n),
    ).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    // The queue's own settings apply to jobs sent together, as to one sent alone.
    expect(listed.every((job) => job.retryLimit === 3)).toBe(true);
    await vi.waitFor(() => expect(ran.map((run) => run.n).sort()).toEqual([1, 2, 3]), { timeout: 15_000 });
    expect(ran.find((run) => run.n === 2)?.at).toBeGreaterThanOrEqual(later.getTime());
    await expect(jobs.sendMany('no-such-queue', [{ data: {} }])).rejects.toThrow(/no job queue named/);
  });

  it('shows the progress a running job reports', async () => {
    const release = gate();
    const jobs = await queueWith({
      name: 'export',
      handler: async ({ reportProgress }) => {
        await reportProgress(0.4);
        await release.opened;
        return { file: 'export.xlsx' };
      },
    });
    const id = await jobs.send('export', {});
    await vi.waitFor(
      async () => expect(await jobIn(jobs, id)).toMatchObject({ state: 'active', progress: 0.4 }),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    release.open();
    expect(await reached(jobs, id, 'completed')).toMatchObject({
      progress: 1,
      output: { file: 'export.xlsx' },
    });
  });

  it('retries a failing handler with backoff until it succeeds; the listing counts the attempts', async () => {
    const runs: { attempt: number; at: number }[] = [];
    const jobs = await queueWith({
      name: 'flaky',
      retry: { limit: 3, delaySeconds: 1, backoff: true },
      handler: async ({ attempt }) => {
        runs.push({ attempt, at: Date.now() });
        if (attempt < 3) throw new Error(`provider unavailable (attempt ${attempt})`);
        return { delivered: true };
      },
    });
    const id = await jobs.send('flaky', { to: 'learner' });
    const waiting = await reached(jobs, id, 'retry');
    expect(waiting).toMatchObject({ attempts: 1, retryLimit: 3, progress: null });
    expect(waiting.output).toMatchObject({ message: 'provider unavailable (attempt 1)' });
    expect(waiting.startAfter.getTime()).toBeGreaterThan(waiting.startedOn?.getTime() ?? Infinity);

    expect(await reached(jobs, id, 'completed', 25_000)).toMatchObject({
      attempts: 3,
      retryLimit: 3,
      output: { delivered: true },
    });
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    // Backoff: the first retry waits delay·[1, 2) s, the second 2·delay·[1, 2) s.
    const [first, second, third] = runs.map((run) => run.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
  }, 40_000);

  it('fails a job for good once its retries are spent', async () => {
    const jobs = await queueWith({
      name: 'doomed',
      retry: { limit: 1, delaySeconds: 1 },
      handler: async () => {
        throw new Error('always broken');
      },
    });
    const id = await jobs.send('doomed', {});
    expect(await reached(jobs, id, 'failed')).toMatchObject({
      attempts: 2,
      output: { message: 'always broken' },
    });
  });

  it('holds at most one waiting and one running job in a singleton queue', async () => {
    const release = gate();
    const jobs = await queueWith({
      name: 'rank-refresh',
      singleton: true,
      handler: async () => {
        await release.opened;
      },
    });
    const running = await jobs.send('rank-refresh', {});
    await reached(jobs, running, 'active');
    const waiting = await jobs.send('rank-refresh', {});
    expect(waiting).not.toBeNull();
    expect(await jobs.send('rank-refresh', {})).toBeNull();
    // Another key is another "one at a time".
    expect(await jobs.send('rank-refresh', {}, { key: 'course-7' })).not.toBeNull();
    release.open();
    await reached(jobs, running, 'completed');
    await reached(jobs, waiting, 'completed');
  });

  it('keeps a job sent within a transaction only if the transaction commits', async () => {
    const jobs = await queueWith({
      name: 'fetch-recording',
      handler: async ({ data }: { data: { object: string } }) => ({ fetched: data.object }),
    });
    const rolledBack = crypto.randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send('fetch-recording', { object: 'a.flv' }, { id: rolledBack, within: tx });
        throw new Error('the work after the send failed');
      }),
    ).rejects.toThrow(/the work after the send failed/);
    const committed = await database.db.transaction((tx) =>
      jobs.send('fetch-recording', { object: "b's.flv", note: '$1 stays text' }, { within: tx }),
    );
    expect(await reached(jobs, committed, 'completed')).toMatchObject({ output: { fetched: "b's.flv" } });
    expect(await jobIn(jobs, rolledBack)).toBeUndefined();
    // A delay, given in seconds or as a moment, holds within a transaction as it does without one.
    for (const delay of [() => 1, () => new Date(Date.now() + 1000)]) {
      const startAfter = delay();
      const later = await database.db.transaction((tx) =>
        jobs.send('fetch-recording', { object: 'c.flv' }, { within: tx, startAfter }),
      );
      const waiting = await jobIn(jobs, later);
      expect(waiting?.startAfter.getTime()).toBeGreaterThan(waiting?.createdOn.getTime() ?? Infinity);
      expect(await reached(jobs, later, 'completed')).toMatchObject({ output: { fetched: 'c.flv' } });
    }
  });

  it('lets a running job finish when it stops, hands back one that outlives the timeout, still takes jobs', async () => {
    const quick = gate();
    let finished = 0;
    const jobs = createJobs(database, { pollSeconds: 0.5 });
    jobs.define({
      name: 'short-task',
      handler: async () => {
        await quick.opened;
        finished += 1;
      },
    });
    jobs.define({
      name: 'long-task',
      retry: { limit: 1, delaySeconds: 60 },
      handler: () => new Promise(() => {}),
    });
    await jobs.start(quiet);
    const short = await jobs.send('short-task', {});
    const long = await jobs.send('long-task', {});
    await reached(jobs, short, 'active');
    await reached(jobs, long, 'active');
    setTimeout(quick.open, 300);
    await jobs.stop(1_500);
    expect(finished).toBe(1);
    expect(await jobIn(jobs, short)).toMatchObject({ state: 'completed' });
    expect(await jobIn(jobs, long)).toMatchObject({
      state: 'retry',
      attempts: 1,
      output: { value: 'pg-boss shut down while active' },
    });
    // A request still finishing may send a job: it waits for a process that works the queue.
    const late = await jobs.send('short-task', {});
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await jobIn(jobs, late)).toMatchObject({ state: 'created', attempts: 0 });
  });
});

describe(`a cron schedule on ${kind}`, () => {
  it('sends a job at its ticks', async () => {
    // A database of its own: the processes of one database take turns to look at the schedules
    // (every 30 s), and the queues of the tests above just had theirs.
    const store = await testDatabase();
    const database = await store.open();
    const ticks: string[] = [];
    const jobs = createJobs(database, { pollSeconds: 0.5 });
    jobs.define({
      name: 'every-minute',
      cron: '* * * * *',
      handler: async ({ id }) => {
        ticks.push(id);
      },
    });
    await jobs.start(quiet);
    try {
      // The schedule is looked at as the queue starts; pg-boss's own queue sends the tick's job within seconds.
      await vi.waitFor(() => expect(ticks).toHaveLength(1), { timeout: 20_000, interval: 200 });
      // The handler has run; the queue marks its job completed just after it returns.
      await vi.waitFor(
        async () =>
          expect(await jobIn(jobs, ticks[0] ?? null)).toMatchObject({
            state: 'completed',
            queue: 'every-minute',
          }),
        { timeout: 5_000, interval: 100 },
      );
    } finally {
      await jobs.stop();
      await database.close();
      await store.dispose();
    }
    // Two database opens: an embedded one takes seconds while other test files load the cores.
  }, 90_000);
});

describe(`a job across a restart on ${kind}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zx-jobs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs after the queue stopped before it and started again on the same data', async () => {
    const store = await testDatabase({ dataDir });
    const ran: { stage: string; data: unknown }[] = [];
    const reminder = (stage: string) => ({
      name: 'reminder',
      handler: async ({ data }: { data: unknown }) => {
        ran.push({ stage, data });
      },
    });

    const before = await store.open();
    const first = createJobs(before, { pollSeconds: 0.5 });
    first.define(reminder('before'));
    await first.start(quiet);
    const id = await first.send('reminder', { examId: 7 }, { startAfter: 3 });
    await first.stop();
    await before.close();

    const after = await store.open();
    const second = createJobs(after, { pollSeconds: 0.5 });
    second.define(reminder('after'));
    await second.start(quiet);
    try {
      expect(await reached(second, id, 'completed')).toMatchObject({ data: { examId: 7 }, attempts: 1 });
      expect(ran).toEqual([{ stage: 'after', data: { examId: 7 } }]);
    } finally {
      await second.stop();
      await after.close();
      await store.dispose();
    }
  }, 90_000);
});

describe(`executeSql on ${kind}, as node-postgres answers`, () => {
  let store: Awaited<ReturnType<typeof testDatabase>>;
  let database: DatabaseHandle;
  beforeAll(async () => {
    store = await testDatabase();
    database = await store.open();
  });
  afterAll(async () => {
    await database.close();
    await store.dispose();
  });

  it('answers one result for one statement and one per statement for several', async () => {
    expect(((await database.executeSql('select 1 as one')) as SqlResult).rows).toEqual([{ one: 1 }]);
    expect(((await database.executeSql('select $1::int + 1 as two', [1])) as SqlResult).rows).toEqual([
      { two: 2 },
    ]);
    const several = (await database.executeSql(
      'BEGIN; SET LOCAL lock_timeout = 1000; select 1 as a; select 2 as b; COMMIT;',
    )) as SqlResult[];
    expect(several.map((result) => result.rows)).toEqual([[], [], [{ a: 1 }], [{ b: 2 }], []]);
  });

  it('leaves no transaction open after a statement of a multi-statement text fails', async () => {
    await expect(
      database.executeSql('BEGIN; create table half_done (x int); select 1/0; COMMIT;'),
    ).rejects.toThrow(/division by zero/);
    const after = (await database.executeSql("select to_regclass('half_done') as missing")) as SqlResult;
    expect(after.rows).toEqual([{ missing: null }]);
  });
});
