import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Every seeded learner's password (README, demo logins). */
export const DEMO_PASSWORD = 'Zhixue@2026';

/** Seeded individual learners (apps/server/src/platform/db/seed/enterprise.ts and learners.ts). */
export const DEMO_LEARNERS = {
  /** 李悦: a member until mid-2027, owns nothing. */
  member: '13800000001',
  /** 张晨阳: not a member; bought courses 14, 15 and 18 and bundle 104; studies in camp 2's running term. */
  buyer: '13800000002',
} as const;

/** Waits until `target` stops moving (a dialog zooms in when it opens). */
export async function settled(target: Locator): Promise<void> {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await target.boundingBox());
      const still = box === last && box !== 'null';
      last = box;
      return still;
    })
    .toBe(true);
}

/** Runs `action`, which ends in `location.reload()` (or another full load), and waits for it. */
export async function expectReload(page: Page, action: () => Promise<void>): Promise<void> {
  const loaded = page.waitForEvent('load');
  await action();
  await loaded;
  await page.waitForLoadState('networkidle');
}

/** The login modal, once it is open (whatever opened it) and has stopped zooming in. */
export async function loginModal(page: Page): Promise<Locator> {
  // The only dialog on the page then; not filtered by its panes, which change as the person clicks.
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: '验证码登录' }).waitFor();
  await settled(dialog);
  return dialog;
}

/** In the open login modal: 账号密码登录, account and password, 登录; the page reloads logged in. */
export async function logInWithPasswordInModal(page: Page, account: string, password = DEMO_PASSWORD) {
  const dialog = await loginModal(page);
  await dialog.getByRole('button', { name: '账号密码登录' }).click();
  await dialog.getByRole('heading', { name: '密码登录' }).waitFor();
  await dialog.getByRole('textbox', { name: '账号' }).fill(account);
  await dialog.getByRole('textbox', { name: '密码' }).fill(password);
  await expectReload(page, () => dialog.getByRole('button', { name: /^登\s?录$/ }).click());
  await page
    .getByTestId('main-header')
    .getByRole('link', { name: /个人中心$/ })
    .waitFor();
}

/** Opens the login modal from the header's 登录/注册 button, on any page of the main site. */
export async function openLoginModalFromHeader(page: Page): Promise<Locator> {
  await page.getByTestId('main-header').getByRole('button', { name: '登录/注册' }).click();
  return loginModal(page);
}

/** From the header's 登录/注册 button, as a person logs in on any page of the main site. */
export async function logInFromHeader(page: Page, account: string, password = DEMO_PASSWORD) {
  await openLoginModalFromHeader(page);
  await logInWithPasswordInModal(page, account, password);
}
