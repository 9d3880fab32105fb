import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postApi } from './support/api.js';
import { saveScreenshot, useBrowser } from './support/browser.js';
import {
  confirmPopup,
  EDITOR_SECRET,
  openFromMenu,
  signInToConsole,
  uploadPicture,
} from './support/console.js';
import { makeCover } from './support/test-media.js';

const browser = useBrowser();
let folder: string;
let cover: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'zhixue-cover-'));
  cover = await makeCover(folder);
}, 60_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('covers, bundles and activities on the console', () => {
  it('an editor uploads covers, builds a bundle of two courses with an activity price and publishes it; a learner sees the price and its countdown', async () => {
    const { page } = browser;
    // Named by the attempt: a retried journey meets the first attempt's course and bundle.
    const courseName = `封面新课${Date.now() % 100_000}`;
    const bundleName = `旅程系列课${Date.now() % 100_000}`;
    await signInToConsole(page, 'editor', EDITOR_SECRET);

    await openFromMenu(page, '内容', '课程管理');
    await page.getByRole('heading', { name: '课程管理' }).waitFor();
    await page.getByRole('button', { name: '新建课程' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('课程名称').fill(courseName);
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
    await page.getByRole('row').filter({ hasText: courseName }).locator('img').waitFor();
    await saveScreenshot(page, 'console/courses-with-covers');

    // A bundle of two courses, its cover uploaded the same way.
    const [first, second] = await postApi<{ list: Array<{ id: number; name: string }> }>(
      '/api/front/course/list',
      {
        pageCurrent: 1,
        pageSize: 2,
        type: 1,
      },
    ).then((page) => page.list);
    if (!first || !second) throw new Error('the demo data has single courses');

    await page.getByRole('menuitem', { name: '课程管理' }).click();
    await page.getByRole('button', { name: '新建系列课' }).click();
    await dialog.getByLabel('课程名称').fill(bundleName);
    await uploadPicture(page, cover);
    await dialog.getByLabel('价格（元）').fill('199');
    await dialog.getByLabel('划线价（元）').fill('299');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByRole('heading', { name: `系列课程：${bundleName}` }).waitFor();
    const bundleId = Number(/\/bundles\/(\d+)/.exec(page.url())?.[1]);

    await page.getByRole('button', { name: '新增分组' }).click();
    for (const course of [second, first]) {
      const picker = page.getByRole('combobox', { name: /添加课程/ });
      await picker.click();
      await picker.fill(course.name);
      await page.locator('.ant-select-item-option:visible').filter({ hasText: course.name }).first().click();
      await page.getByTestId('bundle-group').getByText(course.name, { exact: true }).waitFor();
    }
    // Dragged with the keyboard: the first course picked moves below the second.
    const handle = page.getByRole('button', { name: `拖动排序：${second.name}` });
    await handle.focus();
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await saveScreenshot(page, 'console/bundle-members');
    await page.getByRole('button', { name: '保存课程' }).click();
    await page.getByText('套餐课程已保存').waitFor();
    await page.getByRole('button', { name: /^上\s?架$/ }).click();
    await confirmPopup(page);
    // The button's text, not its accessible name: in full runs the role query missed a 下架 that the
    // failure's screenshot and printed text showed (three runs, never alone); the text is what a
    // person reads, and the printed page (support/browser.ts) still tells if it never comes.
    await page.locator('.ant-card-extra button', { hasText: /^下\s?架$/ }).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'console/bundle-published');

    const catalog = await postApi<Array<{ courseFrontList: Array<{ id: number }> }>>(
      '/api/front/course/bundle/catalog',
      { id: bundleId },
    );
    expect(catalog[0]?.courseFrontList.map((course) => course.id)).toEqual([first.id, second.id]);
    // An activity price on the bundle, set on the 限时活动 screen.
    await page.getByRole('menuitem', { name: '限时活动' }).click();
    await page.getByRole('heading', { name: '限时活动' }).waitFor();
    await page.getByRole('button', { name: '新建活动' }).click();
    const activityDialog = page.getByRole('dialog');
    await activityDialog.getByLabel('活动名称').fill('系列课首发价');
    await activityDialog.getByLabel('课程或系列课编号').fill(String(bundleId));
    await activityDialog.getByLabel('活动价（元）').fill('99');
    await saveScreenshot(page, 'console/activity-form');
    await activityDialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByText('活动已创建').waitFor();
    await page.getByRole('row').filter({ hasText: '系列课首发价' }).getByText('进行中').waitFor();
    await saveScreenshot(page, 'console/activities');

    const learner = await page.context().browser()?.newPage();
    if (!learner) throw new Error('no second page');
    await learner.goto(`${new URL(page.url()).origin}/course/multi/${bundleId}?type=multi`, {
      waitUntil: 'networkidle',
    });
    await learner.getByText(bundleName).first().waitFor();
    await learner.getByRole('tab', { name: '课程目录' }).first().click();
    await learner.getByRole('heading', { name: first.name }).first().waitFor();
    const banner = learner.getByRole('note').filter({ hasText: '可前往APP查看活动主会场' });
    const time = banner.getByText(/^\d+小时 \d+分钟 \d+秒 后结束$/);
    const shownAt = await time.innerText();
    expect(await learner.getByText('¥99').count()).toBeGreaterThan(0);
    await expect.poll(() => time.innerText(), { timeout: 3_000 }).not.toBe(shownAt);
    await saveScreenshot(learner, 'bundle-made-on-the-console');
    await learner.close();
  });
});
