import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NEW_EXAM_RULES } from '@zhixue/contract';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callFromPage } from './api.js';

/** The demo operators of the README: one password, a fixed authenticator secret each. */
export const CONSOLE_PASSWORD = 'Console@2026';
export const EDITOR_SECRET = 'ZHIXUEDEMOEDITORAAAAAAAAAAAAAAAA';
export const ADMIN_SECRET = 'ZHIXUEDEMOADMINAAAAAAAAAAAAAAAAA';
export const TRAINER_SECRET = 'ZHIXUEDEMOTRAINERAAAAAAAAAAAAAAA';
export const FINANCE_SECRET = 'ZHIXUEDEMOFINANCEAAAAAAAAAAAAAAA';
export const SUPPORT_SECRET = 'ZHIXUEDEMOSUPPORTAAAAAAAAAAAAAAA';

/** The password step, as an operator types it. */
export async function enterPassword(page: Page, account: string) {
  await page.goto('/admin/');
  await page.getByRole('heading', { name: '知学管理后台' }).waitFor();
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(CONSOLE_PASSWORD);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('动态验证码').waitFor();
}

const TOTP_STEP_MS = 30_000;

/**
 * The 30-second step whose code each operator last used, kept in a file beside the journeys' server
 * (the journeys run one file after another, each in a process of its own, all against one server).
 */
function usedStepsFile(page: Page): string {
  return join(tmpdir(), `zx-e2e-totp-${new URL(page.url()).port}.json`);
}
function usedSteps(file: string): Record<string, number> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
}

/**
 * Enters the authenticator's code (antd spaces out a two-character label: 登 录). The server takes each
 * code once, and a refused code counts toward the account's lockout (five in 15 minutes): when an
 * earlier journey signed the same operator in within this 30-second step, this one waits for the
 * next step's code instead of sending a code the server would refuse.
 */
export async function enterCode(page: Page, secret: string, button: string | RegExp = /^登\s?录$/) {
  const file = usedStepsFile(page);
  const stepNow = () => Math.floor(Date.now() / TOTP_STEP_MS);
  if ((usedSteps(file)[secret] ?? -1) >= stepNow()) {
    await page.waitForTimeout(TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500);
  }
  await page.getByLabel('动态验证码').fill(await generate({ secret }));
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: '退出登录' }).waitFor();
  // The step now is the code's or a later one: marking it used errs on the side of waiting.
  writeFileSync(file, JSON.stringify({ ...usedSteps(file), [secret]: stepNow() }));
}

/**
 * Answers the confirmation an action opened (antd's Popconfirm) and waits until it has gone. Its 确定
 * turns into a spinner while the action runs and the pop-up fades out after, so the button is found
 * inside the open pop-up (never a fading one) and the wait is for the pop-up itself to be hidden:
 * a confirmation still on screen would be a second 确定 for the next action to trip over.
 */
export async function confirmPopup(page: Page) {
  const open = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
  await open.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect.poll(() => open.count(), { timeout: 15_000 }).toBe(0);
}

/** An operator signs in to the console on a page of their own, beside a learner's page. */
export async function operatorPage(beside: Page, account: string, secret: string): Promise<Page> {
  const page = await beside.context().newPage();
  await enterPassword(page, account);
  await enterCode(page, secret);
  return page;
}

/**
 * A console call from the signed-in page, as the console makes it (the cookie goes with it): for a
 * journey's own setup, such as an exam made for it.
 */
export function callConsole<T>(page: Page, path: string, body: unknown): Promise<T> {
  return callFromPage<T>(page, path, body, { 'x-zhixue-admin': '1' });
}

/** The trainer signs in to the console (password, then the authenticator's code). */
export async function signInAsTrainer(page: Page) {
  await enterPassword(page, 'trainer');
  await enterCode(page, TRAINER_SECRET);
}

/** An exam open to every learner from an hour ago until tomorrow, made through the console. */
export function openExamSettings(name: string, paperId: number, timeLimitSeconds: number) {
  const hour = 3_600_000;
  return {
    name,
    paperId,
    owner: { kind: 'open' },
    opensAt: new Date(Date.now() - hour).toISOString(),
    closesAt: new Date(Date.now() + 24 * hour).toISOString(),
    timeLimitSeconds,
    ...NEW_EXAM_RULES,
  };
}

/** The picture field of the open dialog: the file goes up through 上传图片, and its preview shows. */
export async function uploadPicture(page: Page, file: string) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(file);
  await page.getByText('图片已上传').last().waitFor();
  await dialog.getByRole('img', { name: '预览' }).waitFor();
}
