import type { AdminCourse } from '@zhixue/contract';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFromPage } from './support/api.js';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { EDITOR_SECRET, signInToConsole } from './support/console.js';
import { play, videoState } from './support/lesson-video.js';
import { signInThroughApi } from './support/log-in.js';

/** A free course whose first section is plain HLS, the others MP4 (watch-an-hls-course plays it too). */
const COURSE = 36;
/**
 * A demo customer (seed/order-history.ts) no other journey signs in as: the member's study of course
 * 36 belongs to watch-an-hls-course, which opens it with 立即学习.
 */
const LEARNER = '13700000042';
const CONSOLE_HEADER = { 'x-zhixue-admin': '1' };
const KEY_PATH = '/media-key';

interface PlayAddress {
  playUrl: string;
  format: string;
}

const pathOf = (url: string) => new URL(url).pathname;

/** The console's editor saves the course with 视频加密 set to every section, as its form sends it. */
async function encryptEverySection(page: Page): Promise<void> {
  await signInToConsole(page, 'editor', EDITOR_SECRET);
  // The course form offers the setting (付费小节加密 by default).
  await page.goto('/admin/courses');
  // A single course's row (目录; a series has 课程 instead); antd spaces out two-character labels.
  const courseRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^目\s?录$/ }) })
    .first();
  await courseRow.getByRole('button', { name: /^编\s?辑$/ }).click();
  const field = page.getByRole('dialog').getByText('视频加密', { exact: true });
  await field.waitFor();
  await page.getByRole('dialog').getByText('付费小节加密（试看小节不加密）').waitFor();
  await field.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'console-course-video-encryption');
  await page.keyboard.press('Escape');
  const courses = await callFromPage<{ list: AdminCourse[] }>(
    page,
    '/api/admin/course/list',
    { pageCurrent: 1, pageSize: 100, channel: 'main', keyword: undefined },
    CONSOLE_HEADER,
  );
  const course = courses.list.find((row) => row.id === COURSE);
  if (!course) throw new Error(`course ${COURSE} not in the console's list`);
  const { id, name, summary, categoryId, charge, price, linePrice, vip, vipCharge, vipPrice } = course;
  const saved = await callFromPage<AdminCourse>(
    page,
    '/api/admin/course/update',
    {
      id,
      name,
      summary,
      categoryId,
      charge,
      price,
      linePrice,
      vip,
      vipCharge,
      vipPrice,
      videoEncryption: 'all',
    },
    CONSOLE_HEADER,
  );
  expect(saved.videoEncryption).toBe('all');
}

describe('a learner watches an encrypted section', () => {
  const session = useBrowser();

  it('plays it through hls.js with the key from the key call, once the MP4 is converted', async () => {
    const page = session.page;
    await encryptEverySection(page);
    await signInThroughApi(page, LEARNER);
    await page.goto('/', { waitUntil: 'domcontentloaded' });

    // The second section plays its MP4 until the conversion job stored its encrypted HLS.
    const first = await callFromPage<{ nextSectionId: number | null }>(page, '/api/front/learn/play/detail', {
      courseId: COURSE,
    });
    const sectionId = first.nextSectionId;
    if (sectionId === null) throw new Error(`course ${COURSE} has one section`);
    const addressOf = () =>
      callFromPage<PlayAddress>(page, '/api/front/vod/play/sts', { courseId: COURSE, sectionId });
    await expect
      .poll(async () => (await addressOf()).format, { timeout: 90_000, interval: 1000, message: 'converted' })
      .toBe('hls');
    expect((await addressOf()).playUrl).toMatch(
      /^\/media\/encrypted\/[0-9a-f]{16}\/[0-9a-f]{12}\/index\.m3u8\?/,
    );

    const keys: Response[] = [];
    const segments: string[] = [];
    page.on('response', (response) => {
      const path = pathOf(response.url());
      if (path === KEY_PATH) keys.push(response);
      if (path.endsWith('.ts')) segments.push(path);
    });
    await page.goto(`/course/video/${COURSE}?sectionId=${sectionId}`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('lesson-video').waitFor();
    await expect.poll(async () => (await videoState(page)).ready, { timeout: 20_000 }).toBe(true);
    expect((await videoState(page)).source, 'played through Media Source Extensions').toMatch(/^blob:/);
    await play(page);
    await expect.poll(async () => (await videoState(page)).time, { timeout: 20_000 }).toBeGreaterThan(7);
    await saveScreenshot(page, 'player-encrypted-section');

    // hls.js fetched the key once from the key call (16 raw bytes), and the segments were MPEG-TS.
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((response) => response.status() === 200)).toBe(true);
    expect((await keys[0]?.body())?.length).toBe(16);
    expect(segments.length).toBeGreaterThan(1);

    // The same key call without the learner's session (a downloader replaying it): refused, with why.
    const refused = await fetch(keys[0]?.url() ?? '');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { msg: string }).msg).toBe('请登录后观看该视频');
  }, 180_000);
});
