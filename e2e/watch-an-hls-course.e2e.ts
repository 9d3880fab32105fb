import type { Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { play, videoState } from './support/lesson-video.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** A free course whose first section is an HLS source (demo/hls-1: four 6 s segments, 24 s). */
const COURSE = 36;
const STS_PATH = '/api/front/vod/play/sts';
const SAVE_PATH = '/api/front/learn/duration/save';
const HLS_FOLDER = '/media/demo/hls-1/';

interface Beat {
  positionSeconds: number;
  watchedSeconds: number;
}

const pathOf = (url: string) => new URL(url).pathname;

function isSave(response: Response): boolean {
  return pathOf(response.url()) === SAVE_PATH && response.ok();
}

/** Every request of the HLS folder, as the page made them. */
function hlsRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (pathOf(request.url()).startsWith(HLS_FOLDER)) seen.push(request);
  });
  return seen;
}

describe('a learner watches an HLS section', () => {
  const session = useBrowser();

  it('plays it through hls.js with signed segments, saves heartbeats and survives an expired address', async () => {
    const page = session.page;
    const requests = hlsRequests(page);
    await signInThroughApi(page, DEMO_LEARNERS.member);
    await page.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });

    const address = page.waitForResponse((response) => pathOf(response.url()) === STS_PATH);
    await page.getByRole('button', { name: '立即学习' }).first().click();
    await page.waitForURL(new RegExp(`/course/video/${COURSE}`));
    expect(((await (await address).json()) as { data: { format: string } }).data.format).toBe('hls');
    await page.getByTestId('lesson-video').waitFor();
    await expect.poll(async () => (await videoState(page)).ready, { timeout: 15_000 }).toBe(true);
    const loaded = await videoState(page);
    expect(loaded.source, 'played through Media Source Extensions').toMatch(/^blob:/);
    expect(loaded.duration).toBeCloseTo(24, 0);

    // Playing: the playhead moves through the segments; a pause saves a heartbeat at its position.
    await play(page);
    await expect.poll(async () => (await videoState(page)).time, { timeout: 20_000 }).toBeGreaterThan(7);
    const pausedBeat = page.waitForResponse(
      (response) => isSave(response) && (response.request().postDataJSON() as Beat).positionSeconds > 6,
    );
    await page.getByTestId('lesson-video').evaluate((element) => (element as HTMLVideoElement).pause());
    const beat = (await pausedBeat).request().postDataJSON() as Beat;
    const paused = (await videoState(page)).time;
    expect(beat.positionSeconds).toBeCloseTo(paused, 0);
    expect(beat.watchedSeconds, 'seconds really played').toBeGreaterThan(6);
    await saveScreenshot(page, 'player-hls-section');

    // The playlist and every segment came from the signed folder, each with the folder signature.
    const files = requests.map((request) => new URL(request.url()));
    expect(files.map((url) => url.pathname)).toEqual(
      expect.arrayContaining([
        `${HLS_FOLDER}index.m3u8`,
        `${HLS_FOLDER}init.mp4`,
        `${HLS_FOLDER}segment-1.m4s`,
      ]),
    );
    for (const url of files) {
      expect(url.searchParams.get('d'), url.pathname).toBe('demo/hls-1');
      expect(url.searchParams.get('s'), url.pathname).toBeTruthy();
    }

    // After a reload the play resumes near the pause, but the segment there answers 410: the address
    // expired. Until the player asks vod/play/sts again, every try of it does; then it plays on from the
    // same position with the new address.
    const addresses: string[] = [];
    page.on('request', (request) => {
      if (pathOf(request.url()) === STS_PATH) addresses.push(request.url());
    });
    await page.route(
      (url) => url.pathname === `${HLS_FOLDER}segment-1.m4s`,
      (route) => (addresses.length < 2 ? route.fulfill({ status: 410, body: '' }) : route.continue()),
    );
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => addresses.length, { timeout: 15_000, message: 'a second address' }).toBe(2);
    await page.getByTestId('lesson-video').waitFor();
    const resumedNearPause = async () => {
      const { ready, time } = await videoState(page);
      return ready && time >= Math.floor(paused) - 1;
    };
    await expect
      .poll(resumedNearPause, { timeout: 15_000, message: 'resumed where it was paused' })
      .toBe(true);
    const resumed = (await videoState(page)).time;
    expect(resumed).toBeLessThan(paused + 3);
    await play(page);
    await expect
      .poll(async () => (await videoState(page)).time, { timeout: 20_000 })
      .toBeGreaterThan(resumed + 3);
    expect(addresses.length, 'no further address needed').toBe(2);
  }, 120_000);
});
