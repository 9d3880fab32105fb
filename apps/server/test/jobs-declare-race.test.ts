import { describe, expect, it } from 'vitest';
import { createJobs } from '../src/platform/jobs/index.js';
import { testDatabase } from './harness.js';

const QUEUES = 12;
const ROUNDS = 4;

describe('two processes starting together on a fresh database', () => {
  it('both migrate it and declare the same queues, however they interleave', async (context) => {
    context.skip(!process.env.DATABASE_URL, 'needs PostgreSQL: PGlite serves one connection at a time');
    for (let round = 0; round < ROUNDS; round++) {
      const store = await testDatabase({ contents: 'empty' });
      // Two pools stand for two processes: each declares on its own connections.
      const databases = await Promise.all([store.open(), store.open()]);
      const instances = databases.map((database) => {
        const jobs = createJobs(database, { workers: false });
        for (let n = 0; n < QUEUES; n++) jobs.define({ name: `race-${n}`, handler: async () => {} });
        return jobs;
      });
      try {
        const log = { warn: () => {}, error: () => {} };
        const outcomes = await Promise.allSettled(instances.map((jobs) => jobs.start(log)));
        expect(
          outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started')),
        ).toEqual(['started', 'started']);
      } finally {
        await Promise.all(instances.map((jobs) => jobs.stop()));
        await Promise.all(databases.map((database) => database.close()));
        await store.dispose();
      }
    }
  }, 120_000);
});
