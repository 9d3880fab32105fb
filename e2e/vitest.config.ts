import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { JOURNEY_WORKERS } from './support/global-setup.js';

/**
 * Browser journeys against the built server: `npx vitest run --config e2e/vitest.config.ts`.
 * E2E_WORKERS files at a time (2 by default), each worker on a server of its own: much of a
 * journey is spent waiting on the server's background work (transcodes, live pushes, exam clocks,
 * job polls), which another journey's browser fills.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    maxWorkers: JOURNEY_WORKERS,
    // A worker imports Playwright and the support modules once, not once per file (some 3 s each),
    // and keeps one Chromium for its files (support/browser.ts); each file's own code runs afresh.
    isolate: false,
    testTimeout: 60_000,
    // A journey is a person's minute in a real browser on a two-core machine that also runs the
    // server: one whose wait ran out while the machine was busy runs once more (the report says
    // "retry"), and it fails only if it fails again. Its first failure is still printed, with the
    // pages' messages (support/browser.ts), so a flaky step shows and gets mended.
    retry: 1,
    // A poll waits as long as a page action may (support/browser.ts): Vitest's own default of one
    // second ran out while a navigation after a click took longer on a busy machine.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
