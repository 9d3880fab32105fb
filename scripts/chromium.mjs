// One way to start a browser for the journeys and the benchmarks: Debian's Chromium, headless.
import { chromium } from 'playwright-core';

/**
 * Playwright makes its own temporary profile (it refuses --user-data-dir). Background networking
 * stays off: this machine's closed network refuses those connections.
 *
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
