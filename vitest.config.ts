import { defineConfig } from 'vitest/config';

/** PostgreSQL's code for "terminating connection due to administrator command" (pg_terminate_backend). */
const CONNECTION_TERMINATED = '57P01';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/admin'],
    // The heartbeat fault test (learning.test.ts) ends every database connection again and again;
    // pg-boss completes a job without awaiting the statement, so one caught on a dying connection
    // rejects outside any await. The server tolerates exactly that (tolerateLostStatements in
    // main.ts), but tests run it in-process without that guard; every other stray error still fails.
    onUnhandledError: (error) => (error as { code?: string }).code !== CONNECTION_TERMINATED,
  },
});
