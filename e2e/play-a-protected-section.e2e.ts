import type { AdminCourse } from '@zhixue/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPersonContext, saveScreenshot, useBrowser } from './support/browser.js';
import { callConsole, EDITOR_SECRET, signInToConsole } from './support/console.js';
import { play, videoState } from './support/lesson-video.js';
import { signInThroughApi } from './support/log-in.js';

/** In the seeded enterprise's library (seed/enterprise.ts). */
const COURSE = 20;
/** The enterprise's own course no other journey plays: this journey sets its 防挂机 to one minute. */
const IDLE_COURSE = 302;
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

  it('asks 你还在学习吗？ after a minute without interaction on a course with 防挂机, and goes on once answered', async () => {
    const page = session.page;
    // The editor's course form offers the setting; the journey sets one minute on its course.
    await signInToConsole(page, 'editor', EDITOR_SECRET);
    // A single course's form (a series plays no video of its own and has no such field).
    await page.goto(`/admin/courses?keyword=${encodeURIComponent('结构化思维与表达')}`);
    await page
      .getByRole('row', { name: /结构化思维与表达/ })
      .getByRole('button', { name: /^编\s?辑$/ })
      .click();
    const field = page.getByRole('dialog').getByText('防挂机（分钟）', { exact: true });
    await field.waitFor();
    await field.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'protected-section/console-idle-check');
    await page.keyboard.press('Escape');
    const courses = await callConsole<{ list: AdminCourse[] }>(page, '/api/admin/course/list', {
      pageCurrent: 1,
      pageSize: 100,
      channel: 'enterprise',
    });
    const course = courses.list.find((row) => row.id === IDLE_COURSE);
    if (!course) throw new Error(`course ${IDLE_COURSE} not in the console's list`);
    const { id, name, summary, categoryId, charge, price, linePrice, vip, vipCharge, vipPrice } = course;
    const details = { id, name, summary, categoryId, charge, price, linePrice, vip, vipCharge, vipPrice };
    const saved = await callConsole<AdminCourse>(page, '/api/admin/course/update', {
      ...details,
      idleCheckMinutes: 1,
    });
    expect(saved.idleCheckMinutes).toBe(1);

    await signInThroughApi(page, ACCOUNT);
    await page.goto(`/ent/video/${IDLE_COURSE}`, { waitUntil: 'networkidle' });
    await page.getByTestId('lesson-video').waitFor();
    // The demo's sections last half a minute: played over and over, as one long section would be.
    await page.getByTestId('lesson-video').evaluate((element) => {
      (element as HTMLVideoElement).loop = true;
    });
    await play(page);
    // No interaction from here: the server's clock brings the prompt after a minute.
    const prompt = page.getByRole('alertdialog', { name: '你还在学习吗？' });
    await prompt.waitFor({ timeout: 80_000 });
    await expect.poll(() => prompt.getByText(/\d+ 秒内未确认将暂停播放/).count()).toBe(1);
    await saveScreenshot(page, 'protected-section/still-there');
    await prompt.getByRole('button', { name: '继续学习' }).click();
    await prompt.waitFor({ state: 'hidden' });
    const after = (await videoState(page)).time;
    await expect.poll(async () => (await videoState(page)).time, { timeout: 10_000 }).toBeGreaterThan(after);
    await callConsole(page, '/api/admin/course/update', { ...details, idleCheckMinutes: 0 }).catch(() => {});
  }, 180_000);
});
