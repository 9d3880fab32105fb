import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_UPLOADS_PATH } from '@zhixue/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { confirmPopup, EDITOR_SECRET, openFromMenu, signInToConsole } from './support/console.js';
import { play, videoState } from './support/lesson-video.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';
import { makeTestVideo } from './support/test-media.js';

const browser = useBrowser();
const COURSE_NAME = `旅程新课${Date.now() % 100_000}`;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'zhixue-create-course-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** antd's select: open it by its label, pick the option by its text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByLabel(label).click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: option }).first().click();
}

async function submitDialog(page: Page, done: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
  // The dialog closes once the save is answered: a toast of the same words from the save before
  // (已保存 stays some seconds) must not pass for this one's.
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(done).last().waitFor();
}

/**
 * The first PATCH of the upload is cut at half: the server gets the first half of the bytes, the
 * browser a reset connection. Every later request passes untouched.
 */
async function cutFirstPatchAtHalf(page: Page, video: string): Promise<{ half: number; offsets: string[] }> {
  const bytes = await readFile(video);
  const half = Math.floor(bytes.length / 2);
  const offsets: string[] = [];
  let cut = false;
  await page.route(`**${MEDIA_UPLOADS_PATH}/**`, async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    offsets.push(request.headers()['upload-offset'] ?? '');
    if (cut) return route.continue();
    cut = true;
    const { 'content-length': _length, ...headers } = request.headers();
    await route.fetch({ headers, postData: bytes.subarray(0, half) });
    return route.abort('connectionreset');
  });
  return { half, offsets };
}

describe('an editor creates and publishes a course', () => {
  it('builds it in the console with a resumed upload, and a learner plays it as HLS', async ({ task }) => {
    const { page } = browser;
    // A video of each attempt's own: a retry uploading the first attempt's bytes finds them in the
    // library already, and never sends the half upload this checks.
    const VIDEO_NAME = `旅程视频${Date.now() % 100_000}.mp4`;
    // A second longer on a retry, so its bytes differ: the section then shows that length.
    const seconds = 8 + (task.result?.retryCount ?? 0);
    const video = await makeTestVideo(folder, VIDEO_NAME, seconds);
    await signInToConsole(page, 'editor', EDITOR_SECRET);

    // The video goes up first, its upload cut at half and resumed from the server's offset.
    await openFromMenu(page, '内容', '媒体库');
    await page.getByRole('heading', { name: '媒体库' }).waitFor();
    const upload = await cutFirstPatchAtHalf(page, video);
    await page.getByTestId('media-file').setInputFiles(video);
    const asset = page.getByRole('row').filter({ hasText: VIDEO_NAME }).first();
    await asset.getByText('可使用').waitFor({ timeout: 120_000 });
    expect(upload.offsets).toEqual(['0', String(upload.half)]);
    const problems = browser.takeProblems();
    expect(problems.failedRequests).toEqual([
      expect.stringMatching(new RegExp(`^PATCH .*${MEDIA_UPLOADS_PATH}/.*: net::ERR_CONNECTION_RESET$`)),
    ]);
    // The file the server put together from the two halves is the file chosen.
    const sha256 = createHash('sha256')
      .update(await readFile(video))
      .digest('hex');
    await asset.getByText(`${sha256.slice(0, 12)}…`).waitFor();

    // The course, free, with one chapter and two sections; the second dragged above the first.
    await openFromMenu(page, '内容', '课程管理');
    await page.getByRole('button', { name: '新建课程' }).click();
    await page.getByRole('dialog').getByLabel('课程名称').fill(COURSE_NAME);
    await choose(page, '收费方式', '免费');
    await submitDialog(page, '课程已创建，请添加章节');
    await page.getByRole('heading', { name: `课程目录：${COURSE_NAME}` }).waitFor();
    const courseId = Number(new URL(page.url()).pathname.split('/').at(-1));

    await page.getByRole('button', { name: '新增章' }).click();
    await page.getByRole('dialog').getByLabel('章名称').fill('第一章 入门');
    await submitDialog(page, '已保存');
    const chapter = page.getByTestId('chapter-card');
    for (const name of ['认识课程', '第一个视频']) {
      await chapter.getByRole('button', { name: '新增小节' }).click();
      await page.getByRole('dialog').getByLabel('小节名称').fill(name);
      await submitDialog(page, '已保存');
      await chapter.getByText(name).waitFor();
    }
    const sections = chapter.getByTestId('section-row');
    const second = sections.nth(1).getByRole('button', { name: /^拖动排序/ });
    // Dragged with the keyboard (dnd-kit's keyboard sensor: pick up, one place up, drop): the same
    // drag the mouse makes, without depending on pointer timing.
    // The sensor moves on animation frames: each key waits for the one before to take effect.
    await second.focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await page.getByText('顺序已保存').waitFor();
    await expect
      .poll(() => sections.allInnerTexts())
      .toEqual([expect.stringContaining('第一个视频'), expect.stringContaining('认识课程')]);

    // The video to the first section, made a trial section; then published.
    const lesson = sections.filter({ hasText: '第一个视频' });
    await lesson.getByRole('button', { name: '选择视频' }).click();
    await choose(page, '视频', VIDEO_NAME);
    await submitDialog(page, '小节已换用该视频');
    // The probed length may fall a frame short of the whole second.
    await lesson.getByText(new RegExp(`视频 0:0[${seconds - 1}${seconds}]`)).waitFor();
    await lesson.getByRole('button', { name: /^编\s?辑$/ }).click();
    await page.getByRole('dialog').getByRole('switch').click();
    await submitDialog(page, '已保存');
    await lesson.getByText('试看').waitFor();
    await page.getByRole('button', { name: /^上\s?架$/ }).click();
    await confirmPopup(page);
    await page.getByText('已上架', { exact: true }).waitFor();
    await saveScreenshot(page, 'console/course-structure');

    // Each change is in the audit log.
    await openFromMenu(page, '系统', '操作日志');
    for (const action of [
      '新增课程',
      '新增章',
      '新增小节',
      '调整课程顺序',
      '视频挂到小节',
      '修改小节',
      '上架/下架课程',
    ]) {
      await page.getByRole('row').filter({ hasText: action }).first().waitFor();
    }
    await saveScreenshot(page, 'console/audit-after-course');

    // On the learner site at once: a learner opens it and the section plays through hls.js.
    await signInThroughApi(page, DEMO_LEARNERS.member);
    await page.goto(`/course/base/${courseId}`, { waitUntil: 'networkidle' });
    await page.getByText(COURSE_NAME).first().waitFor();
    const address = page.waitForResponse((response) => response.url().includes('/api/front/vod/play/sts'));
    await page.getByRole('button', { name: '立即学习' }).first().click();
    await page.waitForURL(new RegExp(`/course/video/${courseId}`));
    expect(((await (await address).json()) as { data: { format: string } }).data.format).toBe('hls');
    await expect.poll(async () => (await videoState(page)).ready, { timeout: 20_000 }).toBe(true);
    expect((await videoState(page)).source).toMatch(/^blob:/);
    await play(page);
    await expect.poll(async () => (await videoState(page)).time, { timeout: 20_000 }).toBeGreaterThan(1);
    await saveScreenshot(page, 'learner-plays-new-course');
  }, 300_000);
});
