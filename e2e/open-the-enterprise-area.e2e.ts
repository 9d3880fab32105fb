import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { expectReload } from './support/log-in.js';

const ENTERPRISE_ONLY = '该功能仅对企业学员开放';

describe('the enterprise area is for enterprise learners', () => {
  const session = useBrowser();

  it('tells a visitor it is only for enterprise learners, and the enterprise login brings them in', async () => {
    const page = session.page;
    await page.goto('/ent/learn-center', { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByText(ENTERPRISE_ONLY).waitFor();
    await page.getByTestId('ent-header').waitFor();

    await main.getByRole('button', { name: '企业学员登录' }).click();
    await page.waitForURL((url) => url.pathname === '/ent/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/ent/learn-center');

    const form = page.getByRole('region', { name: '企业登录' });
    await form.getByRole('textbox', { name: '账号' }).fill('hdzz004');
    await form.getByRole('textbox', { name: '密码' }).fill('Zhixue@2026');
    await expectReload(page, () => form.getByRole('button', { name: /^登\s?录$/ }).click());
    await page.waitForURL((url) => url.pathname === '/ent/learn-center');
    await expect
      .poll(() => visibleText(page.getByRole('main')), { message: 'the page itself, no notice' })
      .not.toContain(ENTERPRISE_ONLY);

    // A shared PC: the learner's name in the header opens a menu with 个人中心 and 退出登录.
    const header = page.getByTestId('ent-header');
    await header.getByRole('link', { name: /，个人中心$/ }).hover();
    const menu = header.getByRole('menu', { name: '用户菜单' });
    await menu.getByRole('menuitem', { name: '个人中心' }).waitFor();
    await saveScreenshot(page, 'ent-user-menu');
    await expectReload(page, () => menu.getByRole('menuitem', { name: '退出登录' }).click());
    await header.getByRole('link', { name: '企业登录' }).waitFor();
    await page.getByRole('main').getByText(ENTERPRISE_ONLY).waitFor();
  });
});
