import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from '../../scripts/chromium.mjs';
import { isCspMessage, reportCspViolations } from './csp.js';
import { journeyServerUrl } from './server.js';

const screenshotDir = fileURLToPath(new URL('../screenshots', import.meta.url));

/** Debian's Chromium, headless (see scripts/chromium.mjs). */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * One Chromium per journey worker, shared by the files it runs one after another (isolate: false in
 * e2e/vitest.config.ts): starting one per file cost a second or two of CPU each. It ends with the
 * worker's process; one that crashed is started anew.
 */
async function sharedBrowser(): Promise<Browser> {
  const current = await workerBrowser;
  if (current?.isConnected()) return current;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/**
 * A browser context as a person at a desk has it (1440×900, zh-CN, China time), for the test's own
 * page and for a second person (a classmate, an operator) taking part in the same journey.
 */
export function newPersonContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
}

/**
 * What a person would call broken: uncaught exceptions, console errors, server errors, missing
 * files, and anything the Content-Security-Policy refused (a refused script or stream is a page
 * that silently does less).
 */
export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
  cspViolations: string[];
  serverErrors: string[];
  missingAssets: string[];
  failedRequests: string[];
}

export interface BrowserSession {
  /** The page of the running test (a fresh context per test). */
  readonly page: Page;
  readonly baseUrl: string;
  /** Problems seen since the test began (or since the last `takeProblems`). */
  takeProblems(): PageProblems;
}

/**
 * The worker's Chromium, a fresh context (1440×900, zh-CN) per test. Every test fails when its
 * page threw an uncaught exception, logged a console error, got a 5xx answer from the server, or
 * missed one of the site's own pictures, scripts, style sheets or fonts.
 *
 * `oneVisitor`: the tests of the file are one visitor's visits, a fresh page each in one context, so
 * the browser's cache serves the site's scripts after the first (for a file of many short visits that
 * never log in).
 */
export function useBrowser({ oneVisitor = false } = {}): BrowserSession {
  const baseUrl = journeyServerUrl();
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems = emptyProblems();

  const openContext = async () => {
    if (!browser) throw new Error('the browser did not start');
    const opened = await newPersonContext(browser, baseUrl);
    // Two journeys share the two cores with their servers: a page load that takes 2 s alone can
    // take over 15 s while the other journey's page loads too.
    opened.setDefaultTimeout(30_000);
    return opened;
  };

  beforeAll(async () => {
    browser = await sharedBrowser();
    if (oneVisitor) context = await openContext();
  });
  // Every context still open is this file's (a worker runs one file at a time), including those its
  // tests opened for a second person: none may keep its pages running into the next file.
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((open) => open.close()) ?? []);
  });
  beforeEach(async () => {
    problems = emptyProblems();
    if (!oneVisitor) context = await openContext();
    page = await context?.newPage();
    if (page) await watch(page, baseUrl, () => problems);
  });
  afterEach(async ({ task }) => {
    const left = problems;
    if (task.result?.state === 'fail' && page) {
      const attempt = task.result.retryCount ? `-retry${task.result.retryCount}` : '';
      await saveScreenshot(page, `failed/${slug(task.name)}${attempt}`).catch(() => undefined);
      if (context)
        console.error(`「${task.name}」 failed with these pages open:\n${await describePages(context)}`);
    }
    if (oneVisitor) await page?.close();
    else await context?.close();
    page = undefined;
    assertNoProblems(left, 'during the test');
  });

  return {
    get page() {
      if (!page) throw new Error('no page: use the session inside a test');
      return page;
    },
    baseUrl,
    takeProblems() {
      const taken = problems;
      problems = emptyProblems();
      return taken;
    },
  };
}

/** How much of a failed page's visible text is printed: its header, title and first screen. */
const TEXT_SHOWN = 800;

/**
 * Each open page's address, the messages it shows (toasts, notifications, alerts) and the start of
 * its visible text: what a failed journey's screenshot would have told, printed where a run keeps
 * no screenshots (CI keeps the log).
 */
async function describePages(context: BrowserContext): Promise<string> {
  const lines: string[] = [];
  for (const open of context.pages()) {
    const shown = await open
      .locator('.ant-message-notice, .ant-notification-notice, [role="alert"]')
      .allInnerTexts()
      .catch(() => []);
    const text = await open
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch(() => '');
    lines.push(`  ${open.url()}${shown.length > 0 ? `, showing: ${shown.join(' | ')}` : ''}`);
    lines.push(`    text: ${text.replace(/\s+/g, ' ').slice(0, TEXT_SHOWN)}`);
  }
  return lines.join('\n');
}

function emptyProblems(): PageProblems {
  return {
    pageErrors: [],
    consoleErrors: [],
    cspViolations: [],
    serverErrors: [],
    missingAssets: [],
    failedRequests: [],
  };
}

// The browser reports every failed response as a console error too; those are judged by status
// instead (a 4xx such as "not logged in" is an answer the page is meant to handle).
const RESOURCE_LOAD_FAILURE = /^Failed to load resource: /;
const ASSET_TYPES = new Set(['image', 'script', 'stylesheet', 'font', 'media']);

async function watch(page: Page, baseUrl: string, current: () => PageProblems): Promise<void> {
  await reportCspViolations(page, (text) => current().cspViolations.push(text));
  page.on('pageerror', (error) => {
    current().pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`);
  });
  page.on('console', (message) => {
    // Whatever its level: a policy in report-only mode logs its refusals as warnings.
    if (isCspMessage(message)) {
      current().cspViolations.push(`${page.url()}: ${message.text()}`);
      return;
    }
    if (message.type() !== 'error' || RESOURCE_LOAD_FAILURE.test(message.text())) return;
    current().consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (!response.url().startsWith(baseUrl)) return;
    const status = response.status();
    const what = `${response.request().method()} ${response.url()} → ${status}`;
    if (status >= 500) current().serverErrors.push(what);
    // A picture, script, style sheet or font of our own that is missing is a broken page.
    else if (status >= 400 && ASSET_TYPES.has(response.request().resourceType())) {
      current().missingAssets.push(what);
    }
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Navigating away cancels requests still in flight; that is not a failure of the site.
    if (reason === 'net::ERR_ABORTED' || !request.url().startsWith(baseUrl)) return;
    current().failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
  });
}

export function assertNoProblems(problems: PageProblems, where: string): void {
  const lines = [
    ...problems.pageErrors.map((text) => `uncaught exception: ${text}`),
    ...problems.consoleErrors.map((text) => `console error: ${text}`),
    ...problems.cspViolations.map((text) => `Content-Security-Policy violation: ${text}`),
    ...problems.serverErrors.map((text) => `server error: ${text}`),
    ...problems.missingAssets.map((text) => `missing file: ${text}`),
    ...problems.failedRequests.map((text) => `request failed: ${text}`),
  ];
  if (lines.length > 0) throw new Error(`page problems ${where}:\n  ${lines.join('\n  ')}`);
}

function slug(text: string): string {
  return text
    .replace(/[^\w\u4e00-\u9fff-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

/**
 * Saves a full-page screenshot to e2e/screenshots/<name>.jpg (the folder is gitignored); every failed
 * test also leaves one in e2e/screenshots/failed/. JPEG: a full page as PNG cost Chromium a CPU-second
 * to encode (the home page), as JPEG 0.3 s, over some 180 screenshots a run.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const path = join(screenshotDir, `${name}.jpg`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, type: 'jpeg', quality: 85, fullPage: true, animations: 'disabled' });
  return path;
}

/** The text a person sees in the app (or in one element of it); innerText leaves out hidden elements. */
export function visibleText(target: Page | Locator): Promise<string> {
  const element = 'goto' in target ? target.locator('#root') : target;
  // innerText, not textContent: only the rendered, visible text counts here.
  return element.innerText();
}
