import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEVELOPMENT_SECRETS } from '../../apps/server/src/platform/config/index.js';
import { createFieldCipher } from '../../apps/server/src/platform/crypto/index.js';
import { callFromContext, postApi } from './api.js';

/** Every seeded learner's password (README, demo logins). */
export const DEMO_PASSWORD = 'Zhixue@2026';

/** Seeded individual learners (apps/server/src/seed/enterprise.ts and learners.ts). */
export const DEMO_LEARNERS = {
  /** 李悦: a member until mid-2027, owns nothing. */
  member: '13800000001',
  /** 张晨阳: not a member; bought courses 14, 15 and 18 and bundle 104; studies in camp 2's running term. */
  buyer: '13800000002',
} as const;

/** The journeys' server runs on the development key of the fields the site encrypts. */
const fieldCipher = createFieldCipher(DEVELOPMENT_SECRETS.APP_AES_KEY);
/** Where the site keeps the login answer it shows (apps/web/src/lib/session/login-params.ts). */
const LOGIN_PARAMS_KEY = 'zx-login-params';
const LOGIN_PARAMS_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Signs `account` in for a journey about something else: the login call the modal makes, whose
 * session cookie the browser context keeps, and the login answer put where the site keeps it, so the
 * first visit after this is already signed in (without the modal and the reload a login through it
 * costs). Call it before the page's first visit; the journeys of logging in use the modal.
 */
export async function signInThroughApi(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  const context = page.context();
  const { token: _token, ...params } = await callFromContext<Record<string, unknown>>(
    context,
    '/api/front/user/login/account',
    {
      account: fieldCipher.encrypt(account),
      password: fieldCipher.encrypt(password),
      deviceId: '',
      loginDevice: 'pc',
    },
  );
  const stored = JSON.stringify({ params, expiresAt: Date.now() + LOGIN_PARAMS_LIFETIME_MS });
  await context.addInitScript(
    ({ key, value }) => {
      // Once per context: a logout later in the journey stays a logout on the next page.
      const marker = `${key}:seeded`;
      if (localStorage.getItem(marker) === null) {
        localStorage.setItem(key, value);
        localStorage.setItem(marker, '1');
      }
    },
    { key: LOGIN_PARAMS_KEY, value: stored },
  );
}

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

/** A phone number no seeded learner and no earlier run has (one prefix per journey). */
export function freshPhone(prefix: string): string {
  return `${prefix}${String(Date.now() % 1e8).padStart(8, '0')}`;
}

/** Drags the slide-to-verify handle to the right end of its track, as a person would. */
export async function slideToVerify(page: Page, scope: Locator): Promise<void> {
  const handle = scope.getByRole('slider', { name: '滑块验证' });
  const track = scope.getByTestId('slide-verify');
  await settled(track);
  const from = await handle.boundingBox();
  const to = await track.boundingBox();
  if (!from || !to) throw new Error('the slider is not on screen');
  const y = from.y + from.height / 2;
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(from.x + ((to.x + to.width + 10 - from.x) * step) / 12, y);
  }
  await page.mouse.up();
  await scope.getByText('验证成功').waitFor();
}

/** Phone, slide check, code sent and read from the development outbox, code typed in. */
export async function fillPhoneAndCode(page: Page, scope: Locator, phone: string): Promise<void> {
  await scope.getByRole('textbox', { name: '手机号' }).fill(phone);
  const getCode = scope.getByRole('button', { name: '获取验证码' });
  expect(await getCode.isDisabled(), 'no code before the slide check').toBe(true);
  await slideToVerify(page, scope);
  await getCode.click();
  await page.getByText('验证码已发送!').waitFor();
  await scope.getByText(/^\d+s后重新获取$/).waitFor();
  const { code } = await postApi<{ code: string }>('/api/dev/sms/outbox', { mobile: phone });
  await scope.getByRole('textbox', { name: '验证码' }).fill(code);
}

/** Ticks 我已阅读并同意《用户协议》《隐私政策》, which a login that may register needs. */
export async function acceptTheDocuments(scope: Locator): Promise<void> {
  await scope.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
}

/**
 * A new learner: 验证码登录 with a fresh phone from the header, then the new-user gift (7 days of
 * membership) claimed or closed; the page reloads logged in. Answers the phone.
 */
export async function registerWithNewPhone(
  page: Page,
  prefix: string,
  gift: 'claim' | 'close',
): Promise<string> {
  const dialog = await openLoginModalFromHeader(page);
  const phone = freshPhone(prefix);
  await fillPhoneAndCode(page, dialog, phone);
  await acceptTheDocuments(dialog);
  await dialog.getByRole('button', { name: '登录/注册' }).click();
  const offer = page.getByRole('dialog').filter({ hasText: '新人礼包' });
  // Clicked once it has stopped zooming in: a click during the zoom can miss and no reload follows.
  // The claim's 礼包已发放 shows for 2 s before the reload, too short to wait for on a busy machine;
  // the member badge after it is what the claim leaves (log-in-and-manage-account sees the message).
  await settled(offer);
  await expectReload(page, () =>
    offer.getByRole('button', { name: gift === 'claim' ? '立即领取' : /关闭|Close/ }).click(),
  );
  const avatar = page.getByTestId('main-header').getByRole('link', { name: /个人中心$/ });
  await avatar.waitFor();
  if (gift === 'claim') await avatar.getByText('VIP').waitFor();
  return phone;
}
