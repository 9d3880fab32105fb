import { describe, expect, it } from 'vitest';
import { postApi } from './support/api.js';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import {
  callConsole,
  confirmPopup,
  EDITOR_SECRET,
  openFromMenu,
  signInToConsole,
} from './support/console.js';

interface Outline {
  course: { id: number };
  chapters: Array<{ id: number }>;
}

const browser = useBrowser();
const SAVE = /^保\s?存$/;

describe('previewing a course and running the free-trial area on the console', () => {
  it('an editor previews an unpublished course as a learner sees it; without the link it stays not found', async () => {
    const { page } = browser;
    await signInToConsole(page, 'editor', EDITOR_SECRET);
    const { id } = await callConsole<{ id: number }>(page, '/api/admin/course/create', {
      name: '预览旅程的新课',
      summary: '上架前先看看学员看到的样子',
      categoryId: 1,
      charge: 1,
      price: 19_900,
      linePrice: 29_900,
      vip: 1,
      vipCharge: 0,
      vipPrice: 0,
    });
    const outline = await callConsole<Outline>(page, '/api/admin/course/chapter/create', {
      courseId: id,
      name: '第一章 认识预览',
    });
    await callConsole(page, '/api/admin/course/section/create', {
      chapterId: outline.chapters[0]?.id,
      name: '预览里能看到的小节',
      trial: 1,
    });

    await page.goto(`/admin/courses/${id}`);
    await page.getByRole('heading', { name: '课程目录：预览旅程的新课' }).waitFor();
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: /^预\s?览$/ }).click();
    const preview = await opened;
    await preview.waitForURL(/\/course\/base\/\d+\?preview=/);
    await preview.getByText('预览模式').waitFor();
    await preview.getByRole('heading', { name: '预览旅程的新课' }).first().waitFor();
    await saveScreenshot(preview, 'console/course-preview');
    await preview.getByRole('tab', { name: '课程目录' }).click();
    await preview.getByText('预览里能看到的小节').waitFor();
    await saveScreenshot(preview, 'console/course-preview-catalog');
    const link = preview.url();

    // A visitor without the link, and the link altered, find nothing.
    const visitor = await page.context().newPage();
    await visitor.goto(`/course/base/${id}`);
    await visitor.getByText('课程不存在或已下架').waitFor();
    await visitor.goto(`${link.slice(0, -3)}xyz`);
    await visitor.getByText('预览链接无效或已过期').waitFor();
    await saveScreenshot(visitor, 'console/course-preview-forged');
    expect(await visibleText(visitor)).not.toContain('预览旅程的新课');
  }, 180_000);

  it('an editor adds a youke project with a list and a course; the free-trial pages show it once published', async () => {
    const { page } = browser;
    await signInToConsole(page, 'editor', EDITOR_SECRET);
    const [cover] = await postApi<Array<{ picCover: string }>>('/api/front/youke/project/list');
    if (!cover) throw new Error('the demo data has youke projects');

    await openFromMenu(page, '内容', '游客专区');
    await page.getByRole('heading', { name: '游客专区' }).waitFor();
    await page.getByRole('button', { name: '新建项目' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('项目名称').fill('销售新人体验营');
    await dialog.getByLabel('项目介绍').fill('从第一次拜访到第一单，三节短课。');
    await dialog.getByLabel('项目封面').fill(cover.picCover);
    await dialog.getByRole('button', { name: SAVE }).click();
    await page.getByText('项目已创建，添加列表和课程后上架').waitFor();

    const project = page.getByRole('row').filter({ hasText: '销售新人体验营' });
    await project.getByRole('button', { name: '新建列表' }).click();
    await page.getByRole('dialog').getByLabel('列表名称').fill('拜访篇');
    await page.getByRole('dialog').getByRole('button', { name: SAVE }).click();
    await page.getByText('列表已创建').waitFor();
    await saveScreenshot(page, 'console/youke');

    // The list's own row: the last of the rows holding its name (the project's expanded row holds it too).
    const list = page.getByRole('row').filter({ hasText: '拜访篇' }).last();
    await list.getByRole('button', { name: /^课\s?程$/ }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: '新建体验课' }).click();
    await page.getByRole('dialog').last().getByLabel('课程名称').fill('第一次拜访客户');
    await page.getByRole('dialog').last().getByRole('button', { name: SAVE }).click();
    await page.getByText('体验课已创建，添加章节和视频后上架').waitFor();
    const course = drawer.getByRole('row').filter({ hasText: '第一次拜访客户' });
    await course.waitFor();
    await saveScreenshot(page, 'console/youke-list-courses');
    await course.getByRole('button', { name: /^上\s?架$/ }).click();
    await confirmPopup(page);
    await course.getByText('已上架').waitFor();
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    // The course is published, but its list and project are not: /youke does not show them yet.
    const shown = async () =>
      (await postApi<Array<{ name: string }>>('/api/front/youke/project/list')).map((row) => row.name);
    expect(await shown()).not.toContain('销售新人体验营');
    for (const row of [project, list]) {
      await row
        .getByRole('button', { name: /^上\s?架$/ })
        .first()
        .click();
      await confirmPopup(page);
      await row.getByText('已上架').first().waitFor();
    }
    expect(await shown()).toContain('销售新人体验营');

    const learner = await page.context().newPage();
    await learner.goto('/youke', { waitUntil: 'networkidle' });
    await learner.getByText('销售新人体验营').first().waitFor();
    await saveScreenshot(learner, 'console/learner-youke-after-console');
  }, 180_000);
});
