import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { videoState } from './support/lesson-video.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/**
 * The seed enrols the demo buyer in the running term of camp 2, whose first course (7) is open from
 * the term's first day; camp 1 they have not joined.
 */
const CAMP = 2;
const CAMP_COURSE = 7;
const NOT_JOINED_CAMP = 1;
const NOT_JOINED_COURSE = 1;
/** The camp player's heartbeat (the same saver as learn/duration/save). */
const SAVE_PATH = '/api/front/training/course/learn/save';

const isSave = (response: Response) => new URL(response.url()).pathname === SAVE_PATH && response.ok();

describe('a learner watches a course of their training camp', () => {
  const session = useBrowser();

  it('plays the camp’s open course, resumes it after a reload, and finds a camp not joined locked', async () => {
    const page = session.page;
    await signInThroughApi(page, DEMO_LEARNERS.buyer);
    await page.goto('/', { waitUntil: 'networkidle' });

    await page.goto(`/trainingCamp/video/${CAMP}?courseId=${CAMP_COURSE}`, { waitUntil: 'networkidle' });
    await page.getByTestId('lesson-video').waitFor();
    expect(await page.getByRole('link', { name: '返回训练营' }).getAttribute('href')).toBe(
      `/trainingCamp/online/${CAMP}`,
    );
    // The learner has not bought the course: the camp opens every section of it.
    expect(await page.locator('li').getByRole('button', { name: '播放' }).count()).toBeGreaterThan(3);

    await page.getByTestId('lesson-video').evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      video.muted = true;
      await video.play();
    });
    await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(3);
    const pausedBeat = page.waitForResponse(
      (response) =>
        isSave(response) &&
        (response.request().postDataJSON() as { positionSeconds: number }).positionSeconds > 2,
    );
    await page.getByTestId('lesson-video').evaluate((element) => (element as HTMLVideoElement).pause());
    const paused = (await (await pausedBeat).json()) as { data: { positionSeconds: number } };
    await saveScreenshot(page, 'camp-player');

    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByTestId('lesson-video').waitFor();
    await expect.poll(async () => (await videoState(page)).ready, { timeout: 15_000 }).toBe(true);
    expect((await videoState(page)).time, 'resumed where it was paused').toBeGreaterThanOrEqual(
      paused.data.positionSeconds - 1,
    );

    await page.goto(`/trainingCamp/video/${NOT_JOINED_CAMP}?courseId=${NOT_JOINED_COURSE}`, {
      waitUntil: 'networkidle',
    });
    await page.getByText('报名训练营后才能观看').first().waitFor();
    expect(await page.getByTestId('lesson-video').count()).toBe(0);
  });
});
