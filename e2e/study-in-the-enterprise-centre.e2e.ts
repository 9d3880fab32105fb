import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { videoState } from './support/lesson-video.js';
import { DEMO_PASSWORD, expectReload } from './support/log-in.js';

/** Learners no other journey logs in as: 黄丽娟 of 华东智造 (质量管理部) and 马文静 of 江南云帆. */
const LEARNER = 'hdzz006';
const OTHER_ENTERPRISE_LEARNER = 'jnyf002';
/** Seeded for 华东智造 (seed/enterprise-centre.ts): its onboarding task, its own course, a topic. */
const TASK = '新员工入职必修';
const TASK_COURSE = '华东智造新员工入职指南';
const TOPIC = '新员工入职第一课';
const TOPIC_COURSE = '组织经验萃取实战';

async function logIn(page: Page, account: string, then: string) {
  await page.goto(`/ent/login?redirect=${encodeURIComponent(then)}`, { waitUntil: 'networkidle' });
  const form = page.getByRole('region', { name: '企业登录' });
  await form.getByRole('textbox', { name: '账号' }).fill(account);
  await form.getByRole('textbox', { name: '密码' }).fill(DEMO_PASSWORD);
  await expectReload(page, () => form.getByRole('button', { name: /^登\s?录$/ }).click());
  await page.waitForURL((url) => url.pathname === then);
}

/** Plays the open player's video for a few seconds at 2x, then pauses: the pause's heartbeat saves. */
async function watchAWhile(page: Page) {
  const video = page.getByTestId('lesson-video');
  await video.waitFor();
  await page.getByText('2x', { exact: true }).click();
  await video.evaluate(async (element) => {
    const media = element as HTMLVideoElement;
    media.muted = true;
    await media.play();
  });
  await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(4);
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/ent/front/learn/duration/save' && response.ok(),
  );
  await video.evaluate((element) => (element as HTMLVideoElement).pause());
  await saved;
}

/** A figure of the learning centre's statistics panel with its unit, e.g. 已学课程 / 已学完 → "0 / 0门". */
async function figure(page: Page, label: string): Promise<string> {
  const stat = page.getByRole('region', { name: '学习统计' }).locator('div', { hasText: label }).last();
  return (await stat.locator('xpath=..').innerText()).split('\n')[0] ?? '';
}

describe('an enterprise learner studies in the learning centre', () => {
  const session = useBrowser();

  it('sees the task, studies from it, the library and a topic, and the figures move', async () => {
    const page = session.page;
    await logIn(page, LEARNER, '/ent/learn-center');
    const tasks = page.getByRole('region', { name: '学习任务' });
    await tasks.getByRole('link', { name: TASK }).waitFor();
    // Its deadline in the spec's year/month/day hour:minute, not as the server writes it.
    expect(await visibleText(tasks)).toMatch(/截止时间：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}(?!:)/);
    await expect.poll(() => figure(page, '已学课程 / 已学完')).toBe('0 / 0门');
    await saveScreenshot(page, 'ent-learn-center-before');

    // The task: its first course, then a section, which opens the player with the task's id.
    await tasks.getByRole('link', { name: TASK }).click();
    await page.waitForURL(/\/ent\/base\/task-detail\/\d+/);
    const taskId = new URL(page.url()).pathname.split('/').pop();
    const content = page.getByRole('region', { name: '任务内容' });
    await content.locator('li', { hasText: TASK_COURSE }).getByRole('button', { name: '去学习' }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/ent/base/') && url.searchParams.get('taskId') === taskId,
    );
    await page.getByRole('button', { name: '立即学习' }).first().waitFor();
    await page.locator('li').getByRole('button', { name: '播放' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/ent/video/'));
    expect(new URL(page.url()).searchParams.get('taskId')).toBe(taskId);
    await watchAWhile(page);

    // A topic: its course opens the detail, whose 立即学习 opens the player.
    await page.goto('/ent/special/list', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: new RegExp(TOPIC) }).click();
    await page
      .getByRole('region', { name: '专题课程' })
      .getByRole('link', { name: new RegExp(TOPIC_COURSE) })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/ent/base/'));
    // Scrolled past the banner, the course's header stays at the top with its tabs and 立即学习 (a low
    // window, so that this short course scrolls that far).
    await page.getByRole('button', { name: '立即学习' }).first().waitFor();
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: viewport?.width ?? 1440, height: 480 });
    const stuck = page.getByRole('tablist', { name: '课程内容' });
    // Scrolls again until the header sticks: the page grows as its sections load.
    await expect
      .poll(async () => {
        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
        );
        return stuck.isVisible();
      })
      .toBe(true);
    expect(await stuck.evaluate((list) => list.getBoundingClientRect().top)).toBeLessThan(64);
    await saveScreenshot(page, 'ent-course-sticky-header');
    await page.getByRole('button', { name: '立即学习' }).last().click();
    if (viewport) await page.setViewportSize(viewport);
    await page.waitForURL((url) => url.pathname.startsWith('/ent/video/'));
    await watchAWhile(page);

    // The library's search finds the enterprise's own course.
    await page.goto('/ent/course-list', { waitUntil: 'networkidle' });
    const search = page.getByTestId('ent-header').getByRole('searchbox', { name: '搜索' });
    await search.fill('入职指南');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/ent/search');
    await expect.poll(() => visibleText(page.getByRole('main'))).toContain(TASK_COURSE);

    // The learning centre: two courses studied, the task under way, both in the learning record.
    await page.goto('/ent/learn-center', { waitUntil: 'networkidle' });
    await expect.poll(() => figure(page, '已学课程 / 已学完')).toBe('2 / 0门');
    await expect.poll(() => tasks.locator('li', { hasText: TASK }).innerText()).toContain('进行中');
    await saveScreenshot(page, 'ent-learn-center-after');
    await page.getByRole('link', { name: '学习记录' }).click();
    await page.waitForURL((url) => url.pathname === '/ent/base/learning-list');
    const record = await expect.poll(() => visibleText(page.getByRole('main')));
    await record.toContain(TASK_COURSE);
    await record.toContain(TOPIC_COURSE);
  }, 150_000);

  it('shows a learner of another enterprise none of it', async () => {
    const page = session.page;
    await logIn(page, OTHER_ENTERPRISE_LEARNER, '/ent/course-list');
    const main = page.getByRole('main');
    await expect.poll(() => visibleText(main)).toContain('云帆研发流程与代码规范');
    expect(await visibleText(main)).not.toContain(TASK_COURSE);
    expect(await visibleText(page.getByTestId('ent-header'))).toContain('江南云帆科技有限公司');

    await page.goto('/ent/learn-center', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: '研发新人训练营' }).waitFor();
    const centre = await visibleText(main);
    expect(centre).not.toContain(TASK);
    expect(centre).not.toContain('黄丽娟');

    await page.goto('/ent/special/list', { waitUntil: 'networkidle' });
    await expect.poll(() => visibleText(main)).toContain('研发新人必修');
    expect(await visibleText(main)).not.toContain(TOPIC);

    // The other enterprise's course and task by their addresses: not found here.
    await page.goto('/ent/base/301', { waitUntil: 'networkidle' });
    await expect.poll(() => visibleText(main)).toContain('企业课程库中没有这门课程');
    await page.goto('/ent/base/task-detail/1', { waitUntil: 'networkidle' });
    await expect.poll(() => visibleText(main)).toContain('学习任务不存在');
  }, 90_000);
});
