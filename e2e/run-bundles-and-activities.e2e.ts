import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { EDITOR_SECRET, enterCode, enterPassword } from './support/console.js';

const browser = useBrowser();
const run = promisify(execFile);
const COURSE_NAME = `封面新课${Date.now() % 100_000}`;
let folder: string;
let cover: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'zhixue-cover-'));
  cover = join(folder, 'cover.png');
  await run('/usr/bin/ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', 'testsrc=size=640x360:rate=1:duration=1', '-frames:v', '1', cover],
  ]);
}, 60_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The picture field of the open dialog: the file goes up through 上传图片, and its preview shows. */
async function uploadPicture(page: Page, file: string) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(file);
  await page.getByText('图片已上传').last().waitFor();
  await dialog.getByRole('img', { name: '预览' }).waitFor();
}

describe('covers, bundles and activities on the console', () => {
  it('an editor uploads a course cover from the console, and the learner site shows it', async () => {
    const { page } = browser;
    await enterPassword(page, 'editor');
    await enterCode(page, EDITOR_SECRET);

    await page.getByRole('menuitem', { name: '课程管理' }).click();
    await page.getByRole('heading', { name: '课程管理' }).waitFor();
    await page.getByRole('button', { name: '新建课程' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('课程名称').fill(COURSE_NAME);
    await uploadPicture(page, cover);
    const url = await dialog.getByLabel('封面').inputValue();
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.png$/);
    await saveScreenshot(page, 'console/course-cover-upload');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByText('课程已创建，请添加章节').waitFor();
    await page.waitForURL(/\/courses\/\d+$/);

    // Stored publicly, typed by its bytes.
    const served = await page.request.get(url);
    expect(served.headers()['content-type']).toBe('image/png');

    await page.getByRole('menuitem', { name: '轮播图' }).click();
    await page.getByRole('heading', { name: '轮播图' }).waitFor();
    await page.getByRole('button', { name: '新增轮播图' }).click();
    await uploadPicture(page, cover);
    await saveScreenshot(page, 'console/banner-picture-upload');
    await page.keyboard.press('Escape');

    await page.getByRole('menuitem', { name: '讲师管理' }).click();
    await page.getByRole('heading', { name: '讲师管理' }).waitFor();
    await page.getByRole('button', { name: '新增讲师' }).click();
    await uploadPicture(page, cover);
    await saveScreenshot(page, 'console/lecturer-avatar-upload');
    await page.keyboard.press('Escape');

    await page.getByRole('menuitem', { name: '课程管理' }).click();
    await page.getByRole('row').filter({ hasText: COURSE_NAME }).locator('img').waitFor();
    await saveScreenshot(page, 'console/courses-with-covers');
  });
});
