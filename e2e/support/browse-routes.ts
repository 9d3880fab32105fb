import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.js';
import { assertNoProblems, saveScreenshot, useBrowser, visibleText } from './browser.js';
import { CHROME_PARTS, type ChromePart, ROUTE_CASES, type RouteCase } from './routes.js';

/** The not-found page's two wordings (spec section 2 and the error catalogue). */
const LOST_WORDING = /页面.{0,6}走丢/;
const NOT_FOUND_WORDING = 'This page could not be found';

const SCREENSHOTS: Record<string, string> = {
  '/course/base/1': 'course-base-1',
  '/ent/course-list': 'ent-course-list',
};

/**
 * A visitor opens every route of the spec's `group` (support/routes.ts): each answers, shows its
 * own content and the page chrome its kind of route has, with no problem in the page (a
 * Content-Security-Policy violation included) and no serious WCAG 2.1 AA violation. The route table is browsed group by group, a file
 * each (browse-every-route-*.e2e.ts), so that the journey workers share it; the static group's file
 * also opens an unknown address.
 */
export function browseEveryRoute(group: RouteCase['group']): void {
  describe(`a visitor opens every page of the site: the ${group} routes`, () => {
    const session = useBrowser({ oneVisitor: true });

    it.each(
      ROUTE_CASES.filter((route) => route.group === group).map((route) => [
        `${route.path} (${route.group}): ${route.chrome} page chrome`,
        route,
      ]),
    )('%s', async (_name, route) => {
      const page = session.page;
      await open(page, route.path);
      const name = SCREENSHOTS[route.path];
      if (name) await saveScreenshot(page, name);

      const expected = Object.fromEntries(
        Object.entries(CHROME_PARTS).map(([part, shownOn]) => [part, shownOn[route.chrome]]),
      ) as Record<ChromePart, boolean>;
      // The layout decides all four parts in one render; a short poll covers late hydration only.
      await expect
        .poll(() => chromeShown(page), { timeout: 3_000, message: `page chrome on ${route.path}` })
        .toEqual(expected);

      const text = await visibleText(page);
      expect(text, `${route.path} is a known route, not the not-found page`).not.toContain(NOT_FOUND_WORDING);
      expect(text, `${route.path} is a known route, not the not-found page`).not.toMatch(LOST_WORDING);

      await expectAccessible(page, route.path);
      assertNoProblems(session.takeProblems(), `on ${route.path}`);
    });

    if (group !== 'static') return;
    it('an unknown address shows the not-found page in both wordings', async () => {
      const page = session.page;
      await open(page, '/no/such/page');
      await saveScreenshot(page, 'not-found');
      await expect.poll(() => visibleText(page)).toMatch(LOST_WORDING);
      expect(await visibleText(page)).toContain(NOT_FOUND_WORDING);
      expect(new URL(page.url()).pathname, 'the address stays as typed').toBe('/no/such/page');
      await expectAccessible(page, 'the not-found page');
    });
  });
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  // Under the site's policy (decision 0046), so that "no violation" (useBrowser) means it fits.
  expect(response?.headers()['content-security-policy'], `policy of ${path}`).toContain("script-src 'self'");
  // The shell wraps every route in <main>; the route's own content arrives with its lazy chunk.
  await expect
    .poll(() => visibleText(page.getByRole('main')), { timeout: 10_000, message: `content of ${path}` })
    .not.toBe('');
}

async function chromeShown(page: Page): Promise<Record<ChromePart, boolean>> {
  const parts = Object.keys(CHROME_PARTS) as ChromePart[];
  const shown = await Promise.all(parts.map((part) => page.getByTestId(part).isVisible()));
  return Object.fromEntries(parts.map((part, index) => [part, shown[index]])) as Record<ChromePart, boolean>;
}
