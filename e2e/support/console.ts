import { generate } from 'otplib';
import type { Page } from 'playwright-core';

/** The demo operators of the README: one password, a fixed authenticator secret each. */
export const CONSOLE_PASSWORD = 'Console@2026';
export const EDITOR_SECRET = 'ZHIXUEDEMOEDITORAAAAAAAAAAAAAAAA';
export const ADMIN_SECRET = 'ZHIXUEDEMOADMINAAAAAAAAAAAAAAAAA';
export const TRAINER_SECRET = 'ZHIXUEDEMOTRAINERAAAAAAAAAAAAAAA';

/** The password step, as an operator types it. */
export async function enterPassword(page: Page, account: string) {
  await page.goto('/admin/');
  await page.getByRole('heading', { name: '知学管理后台' }).waitFor();
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(CONSOLE_PASSWORD);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('动态验证码').waitFor();
}

/** antd spaces out a two-character label (登 录). */
export async function enterCode(page: Page, secret: string, button: string | RegExp = /^登\s?录$/) {
  await page.getByLabel('动态验证码').fill(await generate({ secret }));
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: '退出登录' }).waitFor();
}
