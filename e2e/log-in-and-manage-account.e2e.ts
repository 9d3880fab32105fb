import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshot, useBrowser } from './support/browser.js';
import {
  acceptTheDocuments,
  DEMO_PASSWORD,
  expectReload,
  fillPhoneAndCode,
  freshPhone,
  logInFromHeader,
  openLoginModalFromHeader,
} from './support/log-in.js';

const ENTERPRISE_ACCOUNT = 'hdzz001';
/**
 * Password recovery changes this learner's password, so it is a phone no other journey logs in with
 * (an enterprise learner's; 1 code per minute per phone).
 */
const RECOVERY_PHONE = '13900000013';

/** Where the journeys start: any page with the main header. */
const START = '/courses';

interface StoredSession {
  params: { nickname: string; entId: number | null; vipFront: { vip: 0 | 1 } };
}

function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('zx-login-params');
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  });
}

function userMenu(page: Page): Locator {
  return page.getByTestId('main-header').getByRole('menu', { name: '用户菜单' });
}

async function logOut(page: Page): Promise<void> {
  await page
    .getByTestId('main-header')
    .getByRole('link', { name: /个人中心$/ })
    .hover();
  await expectReload(page, () => userMenu(page).getByRole('menuitem', { name: '退出登录' }).click());
}

describe('a learner logs in and manages the account', () => {
  const session = useBrowser();

  it('registers with a new phone, claims the new-user gift and becomes a member', async () => {
    const page = session.page;
    // What registering consents to: the privacy policy, a page of the site with its version.
    await page.goto('/agreement/privacy', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '隐私政策' }).waitFor();
    await page.getByText(/更新日期：\d{4}-\d{2}-\d{2} · 第 \d+ 版/).waitFor();
    await saveScreenshot(page, 'privacy-policy');
    await page.goto(START, { waitUntil: 'networkidle' });
    const dialog = await openLoginModalFromHeader(page);

    // Checks on blur, with the spec's wording.
    const phoneBox = dialog.getByRole('textbox', { name: '手机号' });
    await phoneBox.click();
    await phoneBox.blur();
    await dialog.getByText('请输入手机号').waitFor();
    await phoneBox.fill('12345678901');
    await phoneBox.blur();
    await dialog.getByText('请输入正确的手机号!').waitFor();

    const phone = freshPhone('137');
    await fillPhoneAndCode(page, dialog, phone);
    // Registering needs the documents accepted; the documents are pages of the site.
    await dialog.getByRole('button', { name: '登录/注册' }).click();
    await dialog.getByText('请阅读并同意《用户协议》和《隐私政策》').waitFor();
    const policy = dialog.getByRole('link', { name: '《隐私政策》' });
    expect(await policy.getAttribute('href')).toBe('/agreement/privacy');
    await saveScreenshot(page, 'login-consent');
    await acceptTheDocuments(dialog);
    await dialog.getByRole('button', { name: '登录/注册' }).click();

    const gift = page.getByRole('dialog').filter({ hasText: '新人礼包' });
    await gift.getByText('7').first().waitFor();
    await saveScreenshot(page, 'login-new-user-gift');
    await expectReload(page, async () => {
      await gift.getByRole('button', { name: '立即领取' }).click();
      await gift.getByText('礼包已发放').waitFor();
    });

    const stored = await storedSession(page);
    expect(stored?.params.nickname, 'a new learner is named after the phone').toBe(`学员${phone.slice(-4)}`);
    expect(stored?.params.vipFront.vip, 'the gift is VIP time').toBe(1);
    const avatar = page.getByTestId('main-header').getByRole('link', { name: /个人中心$/ });
    await expect.poll(() => avatar.getByText('VIP').count(), { message: 'the member badge' }).toBe(1);
  });

  it('logs an enterprise learner in with account and password', async () => {
    const page = session.page;
    await page.goto(START, { waitUntil: 'networkidle' });
    const dialog = await openLoginModalFromHeader(page);
    await dialog.getByRole('button', { name: '账号密码登录' }).click();
    await dialog.getByRole('textbox', { name: '账号' }).fill(ENTERPRISE_ACCOUNT);
    await dialog.getByRole('textbox', { name: '密码' }).fill('not-the-password');
    await dialog.getByRole('button', { name: /^登\s?录$/ }).click();
    await page.getByText('账号或密码错误').waitFor();

    await dialog.getByRole('textbox', { name: '密码' }).fill(DEMO_PASSWORD);
    await expectReload(page, () => dialog.getByRole('button', { name: /^登\s?录$/ }).click());
    const stored = await storedSession(page);
    expect(stored?.params.entId, 'an enterprise learner').not.toBeNull();
    expect(await page.getByTestId('main-header').getByRole('button', { name: '登录/注册' }).count()).toBe(0);
  });

  it('recovers a forgotten password with a code, then logs out and in with the new one', async () => {
    const page = session.page;
    await page.goto(START, { waitUntil: 'networkidle' });
    const dialog = await openLoginModalFromHeader(page);
    await dialog.getByRole('button', { name: '账号密码登录' }).click();
    await dialog.getByRole('button', { name: '忘记密码？' }).click();
    await dialog.getByRole('heading', { name: '忘记密码' }).waitFor();

    await fillPhoneAndCode(page, dialog, RECOVERY_PHONE);
    const newPassword = `Recover@${Date.now() % 10_000}`;
    await dialog.getByRole('textbox', { name: '新密码', exact: true }).fill(newPassword);
    const repeat = dialog.getByRole('textbox', { name: '确认新密码' });
    await repeat.fill(`${newPassword}x`);
    await repeat.blur();
    await dialog.getByText('两次输入的密码不一致').waitFor();
    await repeat.fill(newPassword);
    await expectReload(page, () => dialog.getByRole('button', { name: '确认修改' }).click());
    expect((await storedSession(page))?.params.nickname, 'logged in after recovery').toBeTruthy();

    await logOut(page);
    expect(await storedSession(page), 'the stored session is gone').toBeNull();
    await page.getByTestId('main-header').getByRole('button', { name: '登录/注册' }).waitFor();
    const detail = await page.request.post('/api/front/user/session/list', { data: {} });
    expect(detail.status(), 'the server ended the session and its cookie').toBe(401);

    await logInFromHeader(page, RECOVERY_PHONE, newPassword);
    expect((await storedSession(page))?.params.nickname).toBeTruthy();
  });

  it('a WeChat scan of a new WeChat user binds a phone and logs in', async () => {
    const page = session.page;
    await page.goto('/courses', { waitUntil: 'networkidle' });
    const dialog = await openLoginModalFromHeader(page);
    await dialog.getByRole('tab', { name: '扫码登录' }).click();
    await dialog.getByText('请使用微信扫码登录').waitFor();
    // The development stand-in for WeChat's QR page: "scanning" is choosing a WeChat user.
    const scan = dialog.frameLocator('iframe[title="微信扫码"]');
    await scan.getByLabel('或输入昵称').fill(`新同学${Date.now() % 10_000}`);
    await scan.getByRole('button', { name: '确认登录' }).click();

    // Back where the scan started, with the bind-phone pane.
    const bind = page.getByRole('dialog').filter({ hasText: '绑定手机号' });
    await bind.getByRole('heading', { name: '绑定手机号' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/courses');
    await fillPhoneAndCode(page, bind, freshPhone('136'));
    await acceptTheDocuments(bind);
    await bind.getByRole('button', { name: '绑定并登录' }).click();
    const gift = page.getByRole('dialog').filter({ hasText: '新人礼包' });
    await gift.getByRole('button', { name: '立即领取' }).waitFor();
    expect((await storedSession(page))?.params.nickname).toBeTruthy();
  });

  it('a second login elsewhere makes the first browser say 登录失效 once and go home', async () => {
    const page = session.page;
    await page.goto(START, { waitUntil: 'networkidle' });
    await logInFromHeader(page, 'hdzz002', DEMO_PASSWORD);

    const browser = await launchBrowser();
    try {
      const elsewhere = await (await browser.newContext({ baseURL: session.baseUrl })).newPage();
      await elsewhere.goto(START, { waitUntil: 'networkidle' });
      await logInFromHeader(elsewhere, 'hdzz002', DEMO_PASSWORD);
    } finally {
      await browser.close();
    }

    // The first browser's next action meets the ended session.
    await page
      .getByTestId('main-header')
      .getByRole('link', { name: /个人中心$/ })
      .hover();
    await userMenu(page).getByRole('menuitem', { name: '账号管理' }).click();
    const expired = page.getByRole('dialog').filter({ hasText: '请重新登录' });
    await expired.waitFor();
    await page.waitForTimeout(500); // any further failing calls would open more dialogs by now
    expect(await expired.count(), 'one 登录失效 dialog').toBe(1);
    expect(await expired.getByText('登录失效').count()).toBeGreaterThan(0);
    await expired.getByRole('button', { name: /确\s?定/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expired.waitFor({ state: 'detached' });
    expect(await storedSession(page)).toBeNull();
    expect(await page.getByRole('dialog').count(), 'no login modal on top').toBe(0);
  });
});
