import { describe, expect, it, vi } from 'vitest';
import type { SqlResult } from '../src/platform/db/index.js';
import { createJobs } from '../src/platform/jobs/index.js';
import { spawnTsx } from './child-process.js';
import { testDatabase } from './harness.js';

const JOBS = 60;

/** A process running jobs-worker-process.ts on the database at `url`. */
function startWorker(url: string) {
  const { child, exited, output } = spawnTsx('test/jobs-worker-process.ts', { DATABASE_URL: url });
  const ready = vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the worker exited early:\n${output()}`);
      expect(output()).toMatch(/^ready$/m);
    },
    { timeout: 60_000, interval: 100 },
  );
  return { child, exited, ready, output };
}

describe('one job queue shared by two processes', () => {
  it('runs each job exactly once', async (context) => {
    context.skip(
      !process.env.DATABASE_URL,
      'needs PostgreSQL: an embedded PGlite database belongs to one process (its data folder is locked)',
    );
    const store = await testDatabase();
    const database = await store.open();
    const workers = [] as ReturnType<typeof startWorker>[];
    try {
      await database.executeSql('create table job_runs (job_id uuid not null, pid int not null)');
      // Both start on a database without pg-boss's schema: they race to create it.
      workers.push(startWorker(store.url as string), startWorker(store.url as string));
      await Promise.all(workers.map((worker) => worker.ready));

      const sender = createJobs(database, { workers: false });
      sender.define({
        name: 'count-runs',
        handler: async () => {
          throw new Error('this process only sends');
        },
      });
      await sender.start({ warn: console.error, error: console.error });
      const sent: string[] = [];
      for (let n = 0; n < JOBS; n++) sent.push((await sender.send('count-runs', { n })) as string);

      const runs = async () =>
        ((await database.executeSql('select job_id, pid from job_runs')) as SqlResult).rows as {
          job_id: string;
          pid: number;
        }[];
      await vi.waitFor(async () => expect((await runs()).length).toBeGreaterThanOrEqual(JOBS), {
        timeout: 60_000,
        interval: 200,
      });
      // Three more polls of both processes: time for a second run of any job to show.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const recorded = await runs();
      expect(recorded).toHaveLength(JOBS);
      expect(new Set(recorded.map((run) => run.job_id))).toEqual(new Set(sent));
      // Both took part: each fetched jobs while the other worked.
      const pids = new Set(recorded.map((run) => run.pid));
      expect([...pids].sort()).toEqual(workers.map((worker) => worker.child.pid).sort());

      const listed = await sender.list({ queue: 'count-runs', limit: JOBS + 10 });
      expect(listed).toHaveLength(JOBS);
      expect(listed.every((job) => job.state === 'completed' && job.attempts === 1)).toBe(true);
      await sender.stop();
    } finally {
      for (const worker of workers) worker.child.kill('SIGTERM');
      const codes = await Promise.all(workers.map((worker) => worker.exited));
      await database.close();
      await store.dispose();
      expect(codes, workers.map((worker) => worker.output()).join('\n---\n')).toEqual(workers.map(() => 0));
    }
  }, 180_000);
});
