import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates and seeds the templates each test file's database is copied from (test/templates.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // Files of a worker share its imported modules: each still starts a server and a database of its
    // own, and the server keeps no module-level state. Importing the server once per worker instead
    // of once per file took the suite on PGlite from 410 s to 231 s.
    isolate: false,
    hookTimeout: 60_000,
    // Several tests race processes, restarts and outages against the clock on a two-core machine:
    // one that failed once runs again, and fails only if it fails again. It is not hidden: the
    // time table of `npm test` names every test that passed only on its retry, with its first
    // failure (scripts/summarise-results.mjs), so a flaky test shows and gets mended.
    retry: 1,
  },
});
