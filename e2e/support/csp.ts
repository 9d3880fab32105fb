import type { ConsoleMessage, Page } from 'playwright-core';

const BINDING = '__zxReportCspViolation';

/** Chromium's console wording for anything a policy refused ("… violates the following Content Security Policy directive …"). */
const CSP_MESSAGE = /Content Security Policy/i;

export function isCspMessage(message: ConsoleMessage): boolean {
  return CSP_MESSAGE.test(message.text());
}

/**
 * Reports every Content-Security-Policy violation of `page` (and of its frames) to `report`: the
 * `securitypolicyviolation` event names the directive and what it blocked, including what the
 * console does not always log (a refused worker, a style the policy dropped). Call before the page
 * navigates; the console's own CSP messages are for the caller's console listener (isCspMessage).
 */
export async function reportCspViolations(page: Page, report: (text: string) => void): Promise<void> {
  await page.exposeBinding(BINDING, ({ frame }, text: string) => report(`${frame.url()}: ${text}`));
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      const send = (window as unknown as Record<string, (text: string) => void>)[binding];
      send?.(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}${where}`);
    });
  }, BINDING);
}
