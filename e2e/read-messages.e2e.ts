import { describe, expect, it } from 'vitest';
import { newPersonContext, saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** The demo support operator (README): support may broadcast announcements. */
const SUPPORT_SECRET = 'ZHIXUEDEMOSUPPORTAAAAAAAAAAAAAAA';

describe('a learner reads a new message', () => {
  const session = useBrowser();

  it('sees the red dot light without reloading when support broadcasts, reads it on /message, and the dot goes out', async () => {
    const page = session.page;
    await signInThroughApi(page, DEMO_LEARNERS.member);
    await page.goto('/courses', { waitUntil: 'networkidle' });
    const header = page.getByTestId('main-header');
    const bell = header.getByRole('link', { name: /^消息中心/ });
    await page.goto('/message?category=announcement', { waitUntil: 'networkidle' });
    const readAll = page.getByRole('button', { name: '全部已读' });
    if (await readAll.isEnabled()) await readAll.click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('消息中心');
    await page.getByText('暂无系统公告').waitFor();
    await saveScreenshot(page, 'message-centre-empty');

    // Support publishes from the console, in a browser of its own.
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const consoleContext = await newPersonContext(browser, session.baseUrl);
    const operator = await consoleContext.newPage();
    await signInToConsole(operator, 'support', SUPPORT_SECRET);
    await operator.goto('/admin/announcements', { waitUntil: 'networkidle' });
    await operator.getByRole('button', { name: '发布公告' }).click();
    const dialog = operator.getByRole('dialog', { name: '发布公告' });
    await dialog.getByLabel('标题').fill('课程更新通知');
    await dialog.getByLabel('内容').fill('《培训师的职业发展路径》新增了三节课，欢迎学习。');
    const now = Date.now();
    const at = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    await dialog.getByPlaceholder('开始日期').click();
    await dialog.getByPlaceholder('开始日期').fill(at(now - 3_600_000));
    await dialog.getByPlaceholder('开始日期').press('Enter');
    await dialog.getByPlaceholder('结束日期').fill(at(now + 86_400_000));
    await dialog.getByPlaceholder('结束日期').press('Enter');
    await saveScreenshot(operator, 'console-announcement-form');
    await dialog.getByRole('button', { name: /^发\s?布$/ }).click();
    await operator.getByText('公告已发布').waitFor();
    const row = operator.getByRole('row', { name: /课程更新通知/ });
    await row.waitFor();
    expect(await visibleText(row)).toContain('展示中');
    await saveScreenshot(operator, 'console-announcements');
    await consoleContext.close();

    // The learner's open page hears of it over the notice stream: no reload.
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 5_000 }).toBe('消息中心，1条未读');
    const notice = page.getByRole('list', { name: '消息列表' }).getByRole('listitem').first();
    await notice.getByText('课程更新通知').waitFor();
    await notice.getByRole('img', { name: '未读' }).waitFor();
    await saveScreenshot(page, 'message-centre');

    await notice.getByRole('button', { name: '课程更新通知' }).click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('消息中心');
    // The category's badge leaves with an animation.
    const categories = page.getByRole('navigation', { name: '消息分类' });
    await expect.poll(() => categories.innerText()).not.toMatch(/\d/);
    await notice.getByText('课程更新通知').waitFor();
    expect(await notice.getByRole('img', { name: '未读' }).count()).toBe(0);
  });
});
