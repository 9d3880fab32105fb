import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { DEMO_LEARNERS, logInWithPasswordInModal, loginModal } from './support/log-in.js';

/** A course nobody has collected in the demo data. */
const COURSE = 7;

function collectToggle(page: Page): Locator {
  return page.getByRole('button', { name: /^(收藏|已收藏)$/ });
}

/** Clicks the toggle and waits for the spec's 操作成功 and the detail loaded again. */
async function toggle(page: Page, to: '收藏' | '已收藏'): Promise<void> {
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/front/collection' && response.ok(),
  );
  await collectToggle(page).click();
  const request = (await saved).request().postDataJSON() as { id: number; type: number; status: number };
  expect(request, 'the collection call').toEqual({ id: COURSE, type: 1, status: to === '已收藏' ? 1 : 0 });
  await page.getByText('操作成功').first().waitFor();
  await expect.poll(() => collectToggle(page).innerText()).toBe(to);
  expect(await collectToggle(page).getAttribute('aria-pressed')).toBe(String(to === '已收藏'));
}

describe('a learner collects a course', () => {
  const session = useBrowser();

  it('is asked to log in first, then collects, keeps it after a reload, and uncollects', async () => {
    const page = session.page;
    await page.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await expect.poll(() => collectToggle(page).innerText()).toBe('收藏');

    // A visitor gets the login modal, and nothing is saved.
    let saved = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/front/collection') saved = true;
    });
    await collectToggle(page).click();
    await loginModal(page);
    expect(saved, 'no collection call for a visitor').toBe(false);
    await logInWithPasswordInModal(page, DEMO_LEARNERS.buyer);
    expect(new URL(page.url()).pathname, 'back on the course after login').toBe(`/course/base/${COURSE}`);
    await expect.poll(() => collectToggle(page).innerText()).toBe('收藏');

    await toggle(page, '已收藏');
    await saveScreenshot(page, 'course-collected');

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => collectToggle(page).innerText(), { message: 'after a reload' }).toBe('已收藏');

    await toggle(page, '收藏');
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => collectToggle(page).innerText(), { message: 'after a reload' }).toBe('收藏');
  });
});
