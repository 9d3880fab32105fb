import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { videoState } from './support/lesson-video.js';
import { DEMO_PASSWORD, expectReload, loginModal } from './support/log-in.js';

/** In the seeded enterprise's library (seed/enterprise.ts) and played by no other journey. */
const COURSE = 20;
/** The licensed bundle that holds it, and a learning task id, both kept in the player's links. */
const BUNDLE = 102;
const TASK = 3;
/** An enterprise learner no other journey logs in as (sessions are one per account and device). */
const ACCOUNT = 'hdzz005';
const SAVE_PATH = '/api/ent/front/learn/duration/save';

interface Beat {
  sectionId: number;
  positionSeconds: number;
  watchedSeconds: number;
}

const isSave = (response: Response) => new URL(response.url()).pathname === SAVE_PATH && response.ok();

function currentSection(page: Page) {
  return page.locator('li[aria-current="true"]');
}

describe('an enterprise learner watches a course of their enterprise library', () => {
  const session = useBrowser();

  it('plays in the enterprise player, resumes after a reload and keeps the task in its links', async () => {
    const page = session.page;
    const player = `/ent/video/${COURSE}?bundleId=${BUNDLE}&taskId=${TASK}`;
    await page.goto(player, { waitUntil: 'networkidle' });

    // Only for enterprise learners: the login modal opens on arrival; closed, the notice behind it
    // offers the enterprise login, which brings the learner back to the player.
    const modal = await loginModal(page);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '企业学员登录' }).click();
    await page.waitForURL((url) => url.pathname === '/ent/login');
    const form = page.getByRole('region', { name: '企业登录' });
    await form.getByRole('textbox', { name: '账号' }).fill(ACCOUNT);
    await form.getByRole('textbox', { name: '密码' }).fill(DEMO_PASSWORD);
    await expectReload(page, () => form.getByRole('button', { name: /^登\s?录$/ }).click());
    await page.waitForURL((url) => url.pathname === `/ent/video/${COURSE}`);

    const video = page.getByTestId('lesson-video');
    await video.waitFor();
    // A player takes the whole window: neither the main nor the enterprise header.
    expect(await page.getByTestId('main-header').count(), 'no main header').toBe(0);
    expect(await page.getByTestId('ent-header').count(), 'no enterprise header').toBe(0);
    expect(await page.getByRole('link', { name: '返回课程' }).getAttribute('href')).toBe(
      `/ent/base/${COURSE}?bundleId=${BUNDLE}`,
    );
    // The licence opens every section of the course.
    await expect
      .poll(() => page.locator('li').getByRole('button', { name: '播放' }).count())
      .toBeGreaterThan(3);
    const firstSection = (await currentSection(page).locator('span[title]').innerText()).trim();

    // Play a few seconds at 2x and pause: the pause's heartbeat goes to the enterprise API.
    await page.getByText('2x', { exact: true }).click();
    await video.evaluate(async (element) => {
      const media = element as HTMLVideoElement;
      media.muted = true;
      await media.play();
    });
    await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(5);
    const pausedBeat = page.waitForResponse(
      (response) => isSave(response) && (response.request().postDataJSON() as Beat).positionSeconds > 4,
    );
    await video.evaluate((element) => (element as HTMLVideoElement).pause());
    const beat = (await pausedBeat).request().postDataJSON() as Beat;
    const paused = (await videoState(page)).time;
    expect(beat.positionSeconds).toBeCloseTo(paused, 0);
    await saveScreenshot(page, 'enterprise-player');

    // A reload resumes at the same spot of the same section.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await video.waitFor();
    await expect.poll(async () => (await videoState(page)).ready, { timeout: 15_000 }).toBe(true);
    const resumed = (await videoState(page)).time;
    expect(resumed, 'resumed where it was paused').toBeGreaterThanOrEqual(Math.floor(paused) - 1);
    expect(resumed).toBeLessThan(paused + 3);
    expect((await currentSection(page).locator('span[title]').innerText()).trim()).toBe(firstSection);

    // Another section from the catalog: the bundle and the task stay in the address.
    await page.locator('li').getByRole('button', { name: '播放' }).nth(1).click();
    await page.waitForURL(/sectionId=\d+/);
    const search = new URL(page.url()).searchParams;
    expect([search.get('bundleId'), search.get('taskId')]).toEqual([String(BUNDLE), String(TASK)]);
    expect(new URL(page.url()).pathname).toBe(`/ent/video/${COURSE}`);
    await expect
      .poll(() => currentSection(page).locator('span[title]').innerText(), { message: 'the other section' })
      .not.toBe(firstSection);
    await expect.poll(async () => (await videoState(page)).ready, { timeout: 15_000 }).toBe(true);
  }, 120_000);
});
