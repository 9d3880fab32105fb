import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import {
  ADMIN_SECRET,
  CONSOLE_PASSWORD,
  EDITOR_SECRET,
  enterCode,
  enterPassword,
  FINANCE_SECRET,
  menuGroups,
  openFromMenu,
  signInToConsole,
} from './support/console.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

const browser = useBrowser();

describe('signing in to the console', () => {
  it('an editor signs in with the second factor, creates a category and finds it in the audit log', async () => {
    const { page } = browser;
    await enterPassword(page, 'editor');
    await saveScreenshot(page, 'console/sign-in-code');
    await expectAccessible(page, "the console's code step");
    await enterCode(page, EDITOR_SECRET);

    // The console opens at the dashboard (工作台); the catalogue is a menu entry away.
    await page.getByRole('heading', { name: '工作台' }).waitFor();
    await openFromMenu(page, '内容', '课程管理');
    await page.getByRole('heading', { name: '课程管理' }).waitFor();
    await page.getByRole('cell', { name: '¥' }).first().waitFor();
    await saveScreenshot(page, 'console/courses');
    await expectAccessible(page, "the console's course list");
    await page
      .getByRole('button', { name: /^编\s?辑$/ })
      .first()
      .click();
    await page.getByRole('dialog').getByLabel('价格（元）').waitFor();
    await saveScreenshot(page, 'console/course-edit');
    await expectAccessible(page, "the console's course editor");
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^取\s?消$/ })
      .click();

    await openFromMenu(page, '内容', '课程分类');
    await page.getByRole('heading', { name: '课程分类' }).waitFor();
    // An editor's menu: the catalogue, camps, exams, VIP plans and the system; no learners' group.
    expect(await menuGroups(page)).toEqual(['内容', '训练营', '考试', '交易', '系统']);
    expect(await visibleText(page.locator('header'))).toContain('内容编辑');
    await saveScreenshot(page, 'console/categories');
    await expectAccessible(page, "the console's categories");

    const name = `职场写作${Date.now() % 10_000}`;
    await page.getByRole('button', { name: '新建分类' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('分类名称').fill(name);
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByRole('cell', { name }).waitFor();

    await openFromMenu(page, '系统', '操作日志');
    await page.getByRole('heading', { name: '操作日志' }).waitFor();
    // The system group opened: the audit log and jobs, not the operators of the console.
    const menu = await visibleText(page.getByRole('menu').first());
    expect(menu).toContain('后台任务');
    expect(menu).not.toContain('管理员');
    // The change in words: the action and the category by name, never an API path or a table.
    const created = page
      .getByRole('row')
      .filter({ hasText: `分类「${name}」` })
      .first();
    await created.waitFor();
    expect(await visibleText(created)).toContain('新增分类');
    expect(await visibleText(created)).toContain('林编辑');
    await created.getByRole('button', { name: /展开/ }).click();
    await page.getByRole('cell', { name, exact: true }).first().waitFor();
    expect(await visibleText(page.locator('body'))).not.toContain('/api/');
    await saveScreenshot(page, 'console/audit-log');
    await expectAccessible(page, "the console's audit log");

    await openFromMenu(page, '系统', '后台任务');
    await page.getByRole('heading', { name: '后台任务' }).waitFor();
    // The minute sweeps are folded away until asked for, and then named in Chinese.
    await page.getByText(/^已隐藏 \d+ 类每隔几分钟运行的例行任务$/).waitFor();
    await saveScreenshot(page, 'console/jobs');
    await page.getByRole('switch', { name: '显示例行任务' }).click();
    await page
      .getByRole('cell', { name: /^关闭超时订单/ })
      .first()
      .waitFor();
    await saveScreenshot(page, 'console/jobs-routine');
    await expectAccessible(page, "the console's jobs");
  });

  it('a super admin creates an operator, who enrols an authenticator at the first sign-in', async () => {
    const { page } = browser;
    await enterPassword(page, 'admin');
    await enterCode(page, ADMIN_SECRET);
    // Every group but the enterprise's, and only the open screen's group shows its entries.
    expect(await menuGroups(page)).toEqual(['内容', '训练营', '考试', '交易', '用户', '系统']);
    await page.getByRole('heading', { name: '工作台' }).waitFor();
    await saveScreenshot(page, 'console/menu');
    await expectAccessible(page, "the console's dashboard and menu");
    await openFromMenu(page, '系统', '管理员');
    await page.getByRole('heading', { name: '管理员' }).waitFor();
    const account = `support${Date.now() % 10_000}`;
    await page.getByRole('button', { name: '新建管理员' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('账号').fill(account);
    await dialog.getByLabel('姓名').fill('何客服');
    await dialog.getByLabel('初始密码').fill(CONSOLE_PASSWORD);
    await dialog.getByLabel('角色').click();
    await page.getByTitle('客服').click();
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByRole('cell', { name: account }).waitFor();
    await saveScreenshot(page, 'console/operators');
    await expectAccessible(page, "the console's operators");
    await page.getByRole('button', { name: '退出登录' }).click();

    await enterPassword(page, account);
    await page.getByText('首次登录需绑定身份验证器').waitFor();
    await saveScreenshot(page, 'console/enrolment');
    await expectAccessible(page, "the console's authenticator enrolment");
    const secret = (await page.locator('code').first().innerText()).trim();
    await enterCode(page, secret, '绑定并登录');
    expect(await visibleText(page.locator('header'))).toContain('何客服');
  });

  it('finance sees only its groups, and a screen it may not open by its address says 无权访问, with no refusal asked for', async () => {
    const { page } = browser;
    await signInToConsole(page, 'finance', FINANCE_SECRET);
    expect(await menuGroups(page)).toEqual(['交易', '用户', '系统']);

    const refusals: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refusals.push(new URL(response.url()).pathname);
    });
    await page.goto('/admin/courses', { waitUntil: 'networkidle' });
    await page.getByText('无权访问').waitFor();
    await saveScreenshot(page, 'console/forbidden');
    await expectAccessible(page, "the console's 无权访问 screen");
    expect(refusals).toEqual([]);

    await page.getByRole('button', { name: '返回订单管理' }).click();
    await page.getByRole('heading', { name: '订单管理' }).waitFor();
    expect(refusals).toEqual([]);
  });

  it("a learner's session cannot open console calls", async () => {
    const { page } = browser;
    await signInThroughApi(page, DEMO_LEARNERS.member);
    await page.goto('/');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/admin/category/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-zhixue-admin': '1' },
        body: '{}',
      });
      return { status: response.status, body: (await response.json()) as { reason: string } };
    });
    expect([answer.status, answer.body.reason]).toEqual([401, 'OPERATOR_NOT_SIGNED_IN']);
    browser.takeProblems();
    await page.goto('/admin/categories');
    await page.getByRole('button', { name: '下一步' }).waitFor();
    await saveScreenshot(page, 'console/sign-in');
    await expectAccessible(page, "the console's sign-in");
  });
});
