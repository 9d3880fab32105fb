import { NEW_EXAM_RULES } from '@zhixue/contract';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';

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
 * Enters the authenticator's current code (antd spaces out a two-character label: 登 录). The server
 * takes each code once, and the journeys share one server: when an earlier journey signed the same
 * operator in within this 30-second step, the code is refused, so the next step's code is entered.
 */
export async function enterCode(page: Page, secret: string, button: string | RegExp = /^登\s?录$/) {
  const signedIn = page.getByRole('button', { name: '退出登录' });
  const submitCode = async () => {
    await page.getByLabel('动态验证码').fill(await generate({ secret }));
    await page.getByRole('button', { name: button }).click();
  };
  await submitCode();
  await signedIn.or(page.getByText('动态验证码错误')).first().waitFor();
  if (await signedIn.isVisible()) return;
  await page.waitForTimeout(TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500);
  await submitCode();
  await signedIn.waitFor();
}

/**
 * A console call from the signed-in page, as the console makes it (the cookie goes with it): for a
 * journey's own setup, such as an exam made for it.
 */
export function callConsole<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-zhixue-admin': '1' },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as { code: string; msg: string; data: unknown };
      if (envelope.code !== '00000') throw new Error(`${path}: ${envelope.msg}`);
      return envelope.data as T;
    },
    { path, body },
  );
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
