import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPersonContext, saveScreenshot, useBrowser } from './support/browser.js';
import { play, videoState } from './support/lesson-video.js';
import { signInThroughApi } from './support/log-in.js';

/** In the seeded enterprise's library (seed/enterprise.ts). */
const COURSE = 20;
/** An enterprise learner no other journey logs in as: this journey ends its session on purpose. */
const ACCOUNT = 'hdzz007';

async function watermarkPlace(page: Page) {
  const box = await page.getByTestId('watermark').boundingBox();
  if (!box) throw new Error('the watermark is not on screen');
  return `${Math.round(box.x)},${Math.round(box.y)}`;
}

describe('a protected section names its learner and plays on one screen at a time', () => {
  const session = useBrowser();

  it('draws the moving watermark, keeps it in full screen, and stops when the account logs in elsewhere', async () => {
    const page = session.page;
    await signInThroughApi(page, ACCOUNT);
    await page.goto(`/ent/video/${COURSE}`, { waitUntil: 'networkidle' });
    await page.getByTestId('lesson-video').waitFor();
    await play(page);
    await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(1);

    // The server's text: the enterprise account and today's date, over the video.
    const watermark = page.getByTestId('watermark');
    expect(await watermark.innerText()).toMatch(new RegExp(`^${ACCOUNT} \\d{4}-\\d{2}-\\d{2}$`));
    const first = await watermarkPlace(page);
    await saveScreenshot(page, 'protected-section/watermark');
    // It moves to a new place after a random while (4-10 s).
    await expect.poll(() => watermarkPlace(page), { timeout: 15_000, interval: 500 }).not.toBe(first);
    await saveScreenshot(page, 'protected-section/watermark-moved');

    // Full screen takes the screen that holds the watermark, not the bare video.
    await page.getByRole('button', { name: /^全\s?屏$/ }).click();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const full = document.fullscreenElement;
          return full?.getAttribute('data-testid') === 'player-screen' &&
            full.querySelector('[data-testid="watermark"]') !== null
            ? 'screen with watermark'
            : String(full?.tagName);
        }),
      )
      .toBe('screen with watermark');
    await saveScreenshot(page, 'protected-section/full-screen');
    await page.getByRole('button', { name: '退出全屏' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

    // The same account logs in on another computer: this player stops within seconds and says why.
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser behind the page');
    const elsewhere = await newPersonContext(browser, session.baseUrl);
    try {
      await signInThroughApi(await elsewhere.newPage(), ACCOUNT);
    } finally {
      await elsewhere.close();
    }
    const ended = page.getByText('已在其他设备登录', { exact: true });
    await ended.waitFor({ timeout: 12_000 });
    expect(await page.getByTestId('lesson-video').count(), 'the video is gone').toBe(0);
    expect(await page.getByRole('dialog').filter({ hasText: '登录失效' }).count(), 'no second message').toBe(
      0,
    );
    await saveScreenshot(page, 'protected-section/ended-elsewhere');
    // The way back: the enterprise login, which returns to this player.
    await page.getByRole('button', { name: /重新登录/ }).click();
    await page.waitForURL((url) => url.pathname === '/ent/login');
  });
});
