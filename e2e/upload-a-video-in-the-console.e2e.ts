import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { EDITOR_SECRET, openFromMenu, signInToConsole } from './support/console.js';
import { makeTestVideo } from './support/test-media.js';

/** Course 45 of the demo catalogue, with sections of its own. */
const COURSE_NAME = '数据分析思维';

const browser = useBrowser();
let folder: string;
let video: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'zhixue-console-upload-'));
  // A few seconds of colour bars, as small as a real lesson is large.
  video = await makeTestVideo(folder, '第一课.mp4', 3);
}, 60_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the media library in the console', () => {
  it('an editor uploads a video, watches it become ready and attaches it to a course section', async () => {
    const { page } = browser;
    await signInToConsole(page, 'editor', EDITOR_SECRET);
    await openFromMenu(page, '内容', '媒体库');
    await page.getByRole('heading', { name: '媒体库' }).waitFor();

    await page.getByTestId('media-file').setInputFiles(video);
    const row = page.getByRole('row').filter({ hasText: '第一课.mp4' }).first();
    await row.waitFor();
    // The list refreshes itself while the video is processed.
    await row.getByText('可使用').waitFor({ timeout: 90_000 });
    const text = await visibleText(row);
    expect(text).toContain('视频');
    expect(text).toMatch(/[0-9a-f]{12}…/);
    await saveScreenshot(page, 'console/media');

    await row.getByRole('button', { name: '用于小节' }).click();
    const dialog = page.getByRole('dialog');
    // A seeded course no other journey plays (the newest courses, made by other journeys, may have
    // no sections yet).
    const course = dialog.getByLabel('课程');
    await course.click();
    await course.fill(COURSE_NAME);
    await page.locator('.ant-select-item-option:visible').filter({ hasText: COURSE_NAME }).first().click();
    await dialog.getByLabel('小节').click();
    // A section's option ends with its length; the course list, still fading out, has none.
    await page.locator('.ant-select-item-option:visible').filter({ hasText: '秒' }).first().click();
    await saveScreenshot(page, 'console/media-attach');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByText('小节已换用该视频').waitFor();

    await openFromMenu(page, '系统', '操作日志');
    await page.getByRole('row').filter({ hasText: '视频挂到小节' }).first().waitFor();
    // The upload itself is a console write of its own.
    await page
      .getByRole('row')
      .filter({ hasText: '上传媒体文件' })
      .filter({ hasText: '第一课.mp4' })
      .first()
      .waitFor();
  }, 150_000);
});
