import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the built server: `npx vitest run --config e2e/vitest.config.ts`.
 * One file at a time, since the machine has two cores and Chromium plus the server fill them.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // A journey is a person's minute in a real browser on a two-core machine that also runs the
    // server: one whose wait ran out while the machine was busy runs once more (the report says
    // "retry"), and it fails only if it fails again. Its first failure is still printed, with the
    // pages' messages (support/browser.ts), so a flaky step shows and gets mended.
    retry: 1,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
