import { describe, expect, it, vi } from 'vitest';
import { createJobs, type JobSummary } from '../src/platform/jobs/index.js';
import { spawnTsx } from './child-process.js';
import { testDatabase } from './harness.js';
import { LONG_WORK, ONE_TRY } from './jobs-lease-queue.js';

const LEASE_SECONDS = 2;
const log = { warn: () => {}, error: console.error };
const never = () => new Promise<never>(() => {});

/**
 * Jobs whose process dies in the middle of a run (kill -9) are failed by another process once their
 * lease runs out without a sign of life: one with a retry left runs again there, one without ends
 * failed with the reason and its queue is told. Only on PostgreSQL: PGlite belongs to one process.
 */
describe.skipIf(!process.env.DATABASE_URL)('jobs whose process died', () => {
  it('are retried by another process after their lease, or failed with the reason when no retry is left', async () => {
    const store = await testDatabase();
    const database = await store.open();
    const runs: string[] = [];
    const toldAbandoned: unknown[] = [];
    const survivor = createJobs(database, { pollSeconds: 0.5, leaseSeconds: LEASE_SECONDS });
    survivor.define({
      ...LONG_WORK,
      handler: async ({ id, data }) => {
        if ((data as { hangs?: boolean }).hangs) await never();
        runs.push(id);
      },
    });
    survivor.define({
      ...ONE_TRY,
      handler: never,
      onAbandoned: async (data) => void toldAbandoned.push(data),
    });
    const sender = createJobs(database, { workers: false });
    for (const queue of [LONG_WORK, ONE_TRY]) sender.define({ ...queue, handler: never });
    await sender.start(log);
    const worker = spawnTsx('test/jobs-hanging-worker.ts', {
      DATABASE_URL: store.url as string,
      LEASE_SECONDS: String(LEASE_SECONDS),
    });
    const job = async (id: string) => (await sender.list()).find((listed) => listed.id === id);
    try {
      const retried = (await sender.send(LONG_WORK.name, {})) as string;
      const lastTry = (await sender.send(ONE_TRY.name, { assetId: 7 })) as string;
      await vi.waitFor(
        () => {
          expect(worker.output()).toContain(`running ${retried}`);
          expect(worker.output()).toContain(`running ${lastTry}`);
        },
        { timeout: 60_000, interval: 100 },
      );
      worker.child.kill('SIGKILL');
      await worker.exited;
      const killedAt = Date.now();

      await survivor.start(log);
      await vi.waitFor(() => expect(runs).toEqual([retried]), { timeout: 30_000, interval: 100 });
      const retriedAfterMs = Date.now() - killedAt;
      console.info(`the killed process's job was run again and done ${retriedAfterMs} ms after the kill`);
      expect(retriedAfterMs).toBeLessThan(LEASE_SECONDS * 1000 * 5);
      await vi.waitFor(
        async () =>
          expect(await job(retried)).toMatchObject<Partial<JobSummary>>({ state: 'completed', attempts: 2 }),
        { timeout: 10_000 },
      );
      expect(await job(lastTry)).toMatchObject<Partial<JobSummary>>({
        state: 'failed',
        output: { message: expect.stringMatching(/^abandoned: the process running it stopped/) },
      });
      expect(toldAbandoned).toEqual([{ assetId: 7 }]);

      // A run that is alive keeps its job, however long it takes: its heartbeats renew the lease.
      const long = (await sender.send(LONG_WORK.name, { hangs: true })) as string;
      await vi.waitFor(async () => expect((await job(long))?.state).toBe('active'), { timeout: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000 * 2));
      expect(await job(long)).toMatchObject<Partial<JobSummary>>({ state: 'active', attempts: 1 });
    } finally {
      worker.child.kill('SIGKILL');
      await survivor.stop(1_000);
      await sender.stop();
      await database.close();
      await store.dispose();
    }
  }, 120_000);
});
