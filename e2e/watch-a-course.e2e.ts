import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { play, videoState } from './support/lesson-video.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** Bought by the demo buyer for this journey and not started; its sections last 24-36 s (demo videos). */
const COURSE = 15;
/** Bought by the demo buyer and studied up to its second section. */
const STARTED_COURSE = 18;
const SAVE_PATH = '/api/front/learn/duration/save';

interface Beat {
  sectionId: number;
  seq: number;
  positionSeconds: number;
  watchedSeconds: number;
}
interface Saved {
  data: { learnStatus: number; positionSeconds: number; furthestSeconds: number };
}

function isSave(response: Response): boolean {
  return new URL(response.url()).pathname === SAVE_PATH && response.ok();
}

async function pause(page: Page): Promise<void> {
  await page.getByTestId('lesson-video').evaluate((element) => (element as HTMLVideoElement).pause());
}

function currentSection(page: Page) {
  return page.locator('li[aria-current="true"]');
}

describe('a learner watches a course', () => {
  const session = useBrowser();

  it('plays, pauses, resumes after a reload, finishes a section and continues from the course page', async () => {
    const page = session.page;
    await signInThroughApi(page, DEMO_LEARNERS.buyer);
    await page.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });

    // 立即学习 opens the player, without the main header, on the first section.
    await page.getByRole('button', { name: '立即学习' }).first().click();
    await page.waitForURL(new RegExp(`/course/video/${COURSE}`));
    await page.getByTestId('lesson-video').waitFor();
    expect(await page.getByTestId('main-header').count(), 'no main header on the player').toBe(0);
    const firstSection = (await currentSection(page).locator('span[title]').innerText()).trim();
    const courseName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

    // Play a few seconds at 2x, then pause: the pause sends a heartbeat at the paused position.
    await page.getByText('2x', { exact: true }).click();
    await play(page);
    await expect.poll(async () => (await videoState(page)).rate).toBe(2);
    await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(6);
    const pausedBeat = page.waitForResponse(
      (response) => isSave(response) && (response.request().postDataJSON() as Beat).positionSeconds > 5,
    );
    await pause(page);
    const beat = (await pausedBeat).request().postDataJSON() as Beat;
    const paused = (await videoState(page)).time;
    expect(beat.positionSeconds).toBeCloseTo(paused, 0);
    expect(beat.watchedSeconds, 'seconds really played').toBeGreaterThan(5);

    // Anti-skip: the section is not learned, so jumping far ahead is refused.
    await page.getByTestId('lesson-video').evaluate((element) => {
      const video = element as HTMLVideoElement;
      video.currentTime = video.duration - 2;
    });
    await page.getByText('未学完的小节不能拖动到未观看的位置').first().waitFor();
    await expect.poll(async () => (await videoState(page)).time).toBeLessThan(paused + 1);

    // A reload continues at the same position (seeType=continue is not even needed: same section).
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByTestId('lesson-video').waitFor();
    await expect.poll(async () => (await videoState(page)).ready, { timeout: 15_000 }).toBe(true);
    const resumed = (await videoState(page)).time;
    expect(resumed, 'resumed where it was paused').toBeGreaterThanOrEqual(Math.floor(paused) - 1);
    expect(resumed).toBeLessThan(paused + 3);
    expect((await currentSection(page).locator('span[title]').innerText()).trim()).toBe(firstSection);

    // Watch to the end at 2x: the section becomes 已学完 and the next one starts by itself.
    await page.getByText('2x', { exact: true }).click();
    const learned = page.waitForResponse(
      async (response) => isSave(response) && ((await response.json()) as Saved).data.learnStatus === 1,
      { timeout: 40_000 },
    );
    await play(page);
    await learned;
    await page.waitForURL(/sectionId=\d+/, { timeout: 40_000 });
    await expect
      .poll(() => currentSection(page).locator('span[title]').innerText(), { message: 'the next section' })
      .not.toBe(firstSection);
    const finishedRow = page.locator('li', { hasText: firstSection });
    await expect
      .poll(() => finishedRow.getByRole('button').innerText(), { timeout: 10_000 })
      .toMatch(/已学完$/);
    await saveScreenshot(page, 'player-section-learned');

    // Every heartbeat landed: none left waiting in the browser.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('zx-pending-heartbeats'))).toBeNull();

    // The course page: 继续学习, and the section watched last marked 上次学到这里.
    await page.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '继续学习' }).first().waitFor();
    await page.getByRole('tab', { name: '课程目录' }).click();
    await page.getByText('上次学到这里').first().waitFor();
    await saveScreenshot(page, 'course-detail-after-watching');

    // The personal centre: today checked in on 学习打卡, and 继续学习 back into the player.
    await page.goto('/mycourses?index=0', { waitUntil: 'networkidle' });
    // The watching shows in 学习时长 at once, even while it is under a minute.
    const studyTime = page.getByRole('region', { name: '学习数据' }).locator('div', { hasText: '学习时长' });
    await expect.poll(() => studyTime.locator('dd').textContent()).toMatch(/^(<1|[1-9]\d*)分钟$/);
    await page.getByRole('button', { name: '学习打卡' }).click();
    const calendar = page.getByRole('dialog', { name: '学习打卡' });
    await calendar.locator('[data-studied]').first().waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });
    const row = page.getByRole('listitem').filter({ hasText: courseName }).first();
    await row.getByRole('button', { name: '继续学习' }).click();
    await page.waitForURL(new RegExp(`/course/video/${COURSE}\\?seeType=continue$`));
    await page.getByTestId('lesson-video').waitFor();

    // A click on a section's row, not only on its small button, plays it; the one playing says 正在播放.
    await expect.poll(() => currentSection(page).getByRole('button').innerText()).toMatch(/正在播放$/);
    const otherName = page.locator('li:not([aria-current="true"]) span[title]').first();
    const picked = (await otherName.innerText()).trim();
    await otherName.click();
    await expect.poll(() => currentSection(page).locator('span[title]').innerText()).toBe(picked);
    await expect.poll(() => currentSection(page).getByRole('button').innerText()).toMatch(/正在播放$/);
  }, 150_000);

  it('keeps a heartbeat the server did not get and delivers it from the next page', async () => {
    const first = session.page;
    const context = first.context();
    await signInThroughApi(first, DEMO_LEARNERS.buyer);
    await first.goto(`/course/base/${STARTED_COURSE}`, { waitUntil: 'networkidle' });
    await first.goto(`/course/video/${STARTED_COURSE}`);
    await first.getByTestId('lesson-video').waitFor();
    await expect.poll(async () => (await videoState(first)).ready, { timeout: 15_000 }).toBe(true);
    const start = (await videoState(first)).time;

    // The connection drops: heartbeats fail and wait in the browser's storage.
    await context.route(`**${SAVE_PATH}`, (route) => route.abort('aborted'));
    await first.getByText('2x', { exact: true }).click();
    await play(first);
    await expect
      .poll(async () => (await videoState(first)).time, { timeout: 15_000 })
      .toBeGreaterThan(start + 4);
    await pause(first);
    const paused = (await videoState(first)).time;
    const pending = async () =>
      JSON.parse(
        (await first.evaluate(() => localStorage.getItem('zx-pending-heartbeats'))) ?? '[]',
      ) as Beat[];
    await expect.poll(async () => (await pending()).at(-1)?.positionSeconds ?? 0).toBeCloseTo(paused, 0);
    const [kept] = (await pending()).slice(-1);
    await first.close();

    // Back online, a new page: the kept beat lands first, so the player resumes where it stopped.
    await context.unroute(`**${SAVE_PATH}`);
    const second = await context.newPage();
    const delivered = second.waitForResponse(
      (response) =>
        isSave(response) &&
        (response.request().postDataJSON() as Beat & { playToken: string }).seq === kept?.seq,
    );
    await second.goto(`/course/video/${STARTED_COURSE}`);
    await delivered;
    await second.getByTestId('lesson-video').waitFor();
    await expect.poll(async () => (await videoState(second)).ready, { timeout: 15_000 }).toBe(true);
    const resumed = (await videoState(second)).time;
    expect(resumed, 'resumed at the position of the delivered beat').toBeGreaterThanOrEqual(
      Math.floor(paused) - 1,
    );
    expect(resumed).toBeLessThan(paused + 3);
    await expect.poll(() => second.evaluate(() => localStorage.getItem('zx-pending-heartbeats'))).toBeNull();
    await second.close();
  }, 90_000);
});
