/**
 * One process of the test of a job queue shared by processes (jobs-processes.test.ts): a queue on
 * DATABASE_URL working `count-runs`, each run recorded in the table `job_runs` with this process's
 * id. Prints "ready" once it works; stops cleanly on SIGTERM.
 */
import { IN_MEMORY, openDatabase } from '../src/platform/db/index.js';
import { createJobs } from '../src/platform/jobs/index.js';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: IN_MEMORY,
  poolSize: 3,
});
const jobs = createJobs(database, { pollSeconds: 0.5 });
jobs.define({
  name: 'count-runs',
  handler: async ({ id }) => {
    await database.executeSql('insert into job_runs (job_id, pid) values ($1, $2)', [id, process.pid]);
    // A little work per job, as real handlers take, so that the other process gets its turns.
    await new Promise((resolve) => setTimeout(resolve, 20));
  },
});
await jobs.start({ warn: console.error, error: console.error });
console.log('ready');
process.once('SIGTERM', () => {
  // A loaded machine (test files run side by side) can take a while to let the last jobs settle.
  jobs
    .stop(30_000)
    .then(() => database.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('the worker did not stop cleanly:', error);
        process.exit(1);
      },
    );
});
// Anything else that goes wrong says what it was before the process ends.
process.on('unhandledRejection', (reason) => {
  console.error('unhandled rejection in the worker:', reason);
  process.exit(1);
});
