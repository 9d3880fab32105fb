import { defineConfig } from 'vitest/config';

/** PostgreSQL's code for "terminating connection due to administrator command" (pg_terminate_backend). */
const CONNECTION_TERMINATED = '57P01';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // The heartbeat fault test (learning.test.ts) ends every database connection again and again; a
    // statement caught on a connection as it dies can reject outside any test's await. That test
    // asserts what matters (nothing lost, the server answers afterwards); every other stray error
    // still fails the run.
    onUnhandledError: (error) => (error as { code?: string }).code !== CONNECTION_TERMINATED,
  },
});
