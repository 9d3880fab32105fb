import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { expectReload, loginModal } from './support/log-in.js';

const ENTERPRISE_ONLY = '该功能仅对企业学员开放';

describe('the enterprise area is for enterprise learners', () => {
  const session = useBrowser();

  it('tells a visitor it is only for enterprise learners, and the enterprise login brings them in', async () => {
    const page = session.page;
    await page.goto('/ent/learn-center', { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByText(ENTERPRISE_ONLY).waitFor();
    await page.getByTestId('ent-header').waitFor();

    // The login modal opens as the page arrives (spec section 6); its password pane takes an
    // enterprise account, and the page reloads as theirs. The notice behind it keeps the way to
    // the enterprise login page.
    const dialog = await loginModal(page);
    await main.getByRole('button', { name: '企业学员登录' }).waitFor();
    await saveScreenshot(page, 'ent-visitor-login-modal');
    await dialog.getByRole('button', { name: '账号密码登录' }).click();
    await dialog.getByRole('textbox', { name: '账号' }).fill('hdzz004');
    await dialog.getByRole('textbox', { name: '密码' }).fill('Zhixue@2026');
    await expectReload(page, () => dialog.getByRole('button', { name: /^登\s?录$/ }).click());
    expect(new URL(page.url()).pathname).toBe('/ent/learn-center');
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
