import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { DEMO_LEARNERS, DEMO_PASSWORD, expectReload, loginModal } from './support/log-in.js';

/** A free course of the home page's 免费好课 (seed: courses-b.ts), open to any learner logged in. */
const FREE_COURSE = 42;
/** More than any page here needs to reach its control with Tab (the home page's cards: some 60). */
const MOST_TABS = 150;

/** Presses Tab until `target` has the focus, as a person without a mouse moves through the page. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  const wanted = target.first();
  await wanted.waitFor();
  for (let presses = 0; presses < MOST_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    if (await wanted.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${MOST_TABS} presses of Tab never reached ${wanted}`);
}

/** Whether the element with the focus is inside `scope`. */
function focusInside(scope: Locator): Promise<boolean> {
  return scope.evaluate((element) => element.contains(document.activeElement));
}

/** The focused element draws a ring a person can see (an outline or antd's focus shadow). */
async function expectFocusRing(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      shadow: style.boxShadow,
    };
  });
  expect(ring.outline || ring.shadow !== 'none', 'a visible focus ring').toBe(true);
}

describe('a learner who uses no mouse', () => {
  const session = useBrowser();

  it('logs in, opens a course and plays a section with the keyboard alone', {
    timeout: 120_000,
  }, async () => {
    const page = session.page;
    await page.goto('/', { waitUntil: 'networkidle' });

    // The header's 登录/注册 opens the login modal; the focus moves into it, stays inside it
    // whatever the Tab presses, and Escape closes it and gives the focus back to the button.
    const loginButton = page.getByTestId('main-header').getByRole('button', { name: '登录/注册' });
    await tabTo(page, loginButton);
    await expectFocusRing(loginButton);
    await page.keyboard.press('Enter');
    let dialog = await loginModal(page);
    await expect.poll(() => focusInside(dialog), { message: 'the focus moves into the modal' }).toBe(true);
    await expectAccessible(page, 'the login modal');
    for (let presses = 0; presses < 25; presses += 1) await page.keyboard.press('Tab');
    expect(await focusInside(dialog), 'the focus stays inside the open modal').toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => loginButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // Again, then 账号密码登录, the account and password typed, Enter to log in.
    await page.keyboard.press('Enter');
    dialog = await loginModal(page);
    await tabTo(page, dialog.getByRole('button', { name: '账号密码登录' }));
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: '密码登录' }).waitFor();
    await tabTo(page, dialog.getByRole('textbox', { name: '账号' }));
    await page.keyboard.type(DEMO_LEARNERS.member);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await expectReload(page, () => page.keyboard.press('Enter'));
    await page
      .getByTestId('main-header')
      .getByRole('link', { name: /个人中心$/ })
      .waitFor();

    // A free course's card on the home page, then the course page's 立即学习 (继续学习 once begun).
    const card = page.locator(`a[href="/course/base/${FREE_COURSE}"]`);
    await tabTo(page, card);
    await expectFocusRing(card.first());
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/course/base/${FREE_COURSE}$`));
    const study = page.getByRole('button', { name: /^(立即学习|继续学习)$/ });
    await tabTo(page, study);
    await saveScreenshot(page, 'keyboard/course');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/course/video/${FREE_COURSE}`));
    await page.getByTestId('lesson-video').waitFor();

    // In the player's catalog, another section's row with Space: it plays that section.
    const current = page.locator('li[aria-current="true"]');
    const first = (await current.locator('span[title]').innerText()).trim();
    const next = page
      .locator('li:not([aria-current])')
      .getByRole('button', { name: /(播放|继续学习|已学完)$/ });
    await tabTo(page, next);
    await expectFocusRing(next.first());
    const picked = (await next.first().locator('span[title]').innerText()).trim();
    await page.keyboard.press(' ');
    await expect.poll(() => current.locator('span[title]').innerText()).toBe(picked);
    expect(picked).not.toBe(first);
    await expect.poll(() => current.getByRole('button').innerText()).toMatch(/正在播放$/);
    await saveScreenshot(page, 'keyboard/player');
    await expectAccessible(page, 'the player, logged in');
  });
});
