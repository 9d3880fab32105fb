/**
 * A process of the abandoned-job test (jobs-lease.test.ts): works its two queues on
 * DATABASE_URL, prints "running <job id>" when a run starts and never finishes it, so that the test
 * can kill the process in the middle of a run as a crash would.
 */
import { IN_MEMORY, openDatabase } from '../src/platform/db/index.js';
import { createJobs } from '../src/platform/jobs/index.js';
import { LONG_WORK, ONE_TRY } from './jobs-lease-queue.js';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: IN_MEMORY,
  poolSize: 2,
});
const jobs = createJobs(database, { pollSeconds: 0.5, leaseSeconds: Number(process.env.LEASE_SECONDS) });
for (const queue of [LONG_WORK, ONE_TRY]) {
  jobs.define({
    ...queue,
    handler: async ({ id }) => {
      console.log(`running ${id}`);
      await new Promise(() => {});
    },
  });
}
await jobs.start({ warn: console.error, error: console.error });
