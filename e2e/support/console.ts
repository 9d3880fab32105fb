import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NEW_EXAM_RULES } from '@zhixue/contract';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callFromContext, callFromPage } from './api.js';
import { journeyServerUrl } from './server.js';

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
 * What the journeys against one server keep between their files (each file runs in a worker of its
 * own, one after another): a JSON object in a file beside that server, by its port.
 */
function keptFile(what: 'totp' | 'console-sessions'): string {
  return join(tmpdir(), `zx-e2e-${what}-${new URL(journeyServerUrl()).port}.json`);
}
function readKept<T>(file: string): Record<string, T> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, T>) : {};
}
function keep<T>(file: string, key: string, value: T): void {
  writeFileSync(file, JSON.stringify({ ...readKept<T>(file), [key]: value }));
}

const stepNow = () => Math.floor(Date.now() / TOTP_STEP_MS);

/**
 * The authenticator's code for a sign-in now. The server takes each code once, and a refused code
 * counts toward the account's lockout (five in 15 minutes): when an earlier journey signed the same
 * operator in within this 30-second step, this waits for the next step's code instead of sending a
 * code the server would refuse. `markCodeUsed` records the sign-in once it is made.
 */
async function freshCode(secret: string): Promise<string> {
  if ((readKept<number>(keptFile('totp'))[secret] ?? -1) >= stepNow()) {
    await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500));
  }
  return generate({ secret });
}
// The step now is the code's or a later one: marking it used errs on the side of waiting.
const markCodeUsed = (secret: string) => keep(keptFile('totp'), secret, stepNow());

/** Enters the authenticator's code (antd spaces out a two-character label: 登 录). */
export async function enterCode(page: Page, secret: string, button: string | RegExp = /^登\s?录$/) {
  await page.getByLabel('动态验证码').fill(await freshCode(secret));
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: '退出登录' }).waitFor();
  markCodeUsed(secret);
}

const OPERATOR_COOKIE = 'zx_admin';
const CONSOLE_HEADER = { 'x-zhixue-admin': '1' };

/**
 * The operator on the console's home page, signed in without the sign-in screens, for a journey about
 * something else (sign-in-to-the-console goes through them): one session per operator and server,
 * made by the screens' two calls and kept for the journeys after, which would otherwise each wait
 * for a code of their own. A kept session that has ended (signed out, idle) is made anew.
 */
export async function signInToConsole(page: Page, account: string, secret: string): Promise<void> {
  const context = page.context();
  const sessions = keptFile('console-sessions');
  const kept = readKept<string>(sessions)[account];
  const adminUrl = `${journeyServerUrl()}/api/admin`;
  if (kept) await context.addCookies([{ name: OPERATOR_COOKIE, value: kept, url: adminUrl }]);
  const signedIn =
    kept && (await context.request.post(`${adminUrl}/auth/me`, { headers: CONSOLE_HEADER })).ok();
  if (!signedIn) {
    const { ticket } = await callFromContext<{ ticket: string }>(
      context,
      '/api/admin/auth/sign-in',
      { account, password: CONSOLE_PASSWORD },
      CONSOLE_HEADER,
    );
    const code = await freshCode(secret);
    await callFromContext(context, '/api/admin/auth/verify-code', { ticket, code }, CONSOLE_HEADER);
    markCodeUsed(secret);
    const cookie = (await context.cookies(adminUrl)).find((each) => each.name === OPERATOR_COOKIE);
    if (!cookie) throw new Error(`no console session cookie after signing ${account} in`);
    keep(sessions, account, cookie.value);
  }
  await page.goto('/admin/');
  await page.getByRole('button', { name: '退出登录' }).waitFor();
  // The shell shows before `/admin/` moves on to the role's first screen (FirstScreen's redirect, once
  // that screen's chunk has loaded): a menu click in between was undone by the redirect landing after it.
  await expect
    .poll(
      async () =>
        !/^\/admin\/?$/.test(new URL(page.url()).pathname) ||
        (await page.getByText('您的角色暂无可用的管理功能').isVisible()),
      { message: 'the console lands on the first screen of the role' },
    )
    .toBe(true);
}

/**
 * Answers the confirmation an action opened (antd's Popconfirm) and waits until it has gone. Its
 * confirming button turns into a spinner while the action runs and the pop-up fades out after, so the button is found
 * inside the open pop-up (never a fading one) and the wait is for the pop-up itself to be hidden:
 * a confirmation still on screen would be a second button for the next action to trip over.
 */
export async function confirmPopup(page: Page) {
  const open = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
  // The confirming button is named for its action (下架, 删除…), so it is found as the primary one.
  await open.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
  await expect.poll(() => open.count(), { timeout: 15_000 }).toBe(0);
}

/**
 * Opens a console screen from the side menu. The menu shows the entries of the screen on show's
 * group; another group's entries are reached by opening that group first.
 */
export async function openFromMenu(page: Page, group: string, entry: string) {
  const groupTitle = page.getByRole('menuitem', { name: group, exact: true });
  if ((await groupTitle.getAttribute('aria-expanded')) !== 'true') await groupTitle.click();
  const item = page.getByRole('menuitem', { name: entry, exact: true });
  // The entry is marked selected once its screen is the one on show. A click on an entry of a group
  // just opened was seen to be lost (twice in one fresh-clone gate, and once in a local run), the
  // console staying on 工作台: most likely made while antd's opening motion still ran, which no
  // person is quick enough for. A click that did not take is made again; a screen that never comes
  // says so.
  for (let attempt = 1; attempt <= MENU_CLICKS; attempt += 1) {
    await item.click();
    const shown = await expect
      .poll(() => item.getAttribute('class'), { timeout: MENU_SCREEN_MS })
      .toContain('ant-menu-item-selected')
      .then(() => true)
      .catch(() => false);
    if (shown) return;
    console.warn(`openFromMenu: ${group} > ${entry} not on show after click ${attempt}, at ${page.url()}`);
  }
  throw new Error(
    `${group} > ${entry} did not open after ${MENU_CLICKS} clicks; the page is at ${page.url()}`,
  );
}

const MENU_CLICKS = 3;
const MENU_SCREEN_MS = 15_000;

/** The groups of the console's side menu, as they show. */
export function menuGroups(page: Page): Promise<string[]> {
  return page.locator('.ant-layout-sider .ant-menu-submenu-title').allInnerTexts();
}

/** An operator signs in to the console on a page of their own, beside a learner's page. */
export async function operatorPage(beside: Page, account: string, secret: string): Promise<Page> {
  const page = await beside.context().newPage();
  await signInToConsole(page, account, secret);
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
  await signInToConsole(page, 'trainer', TRAINER_SECRET);
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
