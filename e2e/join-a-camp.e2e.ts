import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import {
  acceptTheDocuments,
  DEMO_LEARNERS,
  expectReload,
  fillPhoneAndCode,
  freshPhone,
  loginModal,
  settled,
  signInThroughApi,
} from './support/log-in.js';

/**
 * Camp 1 (seed): ¥999, a member benefit, and a late-join term (第11期, id 10) that began on the first
 * of this month and takes learners until it ends; its first course (1) is open from the first day.
 */
const CAMP = 1;
const LATE_JOIN_TERM = 10;
const FIRST_COURSE = 1;
/** A free trial camp (seed: 培训师体验营, three courses over three days). */
const TRIAL = 21;
/** An offline camp sold online (seed: 领导力发展研修班, Beijing). */
const OFFLINE = 12;

function purchaseBar(page: Page) {
  return page.getByRole('region', { name: '报名' });
}

/** The sandbox confirmation page opened from the WeChat QR code's link: 确认支付. */
async function payWithWechatSandbox(page: Page): Promise<void> {
  await page.getByRole('img', { name: '微信支付二维码' }).locator('svg').waitFor();
  const [sandbox] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: '在浏览器中打开模拟支付' }).click(),
  ]);
  await sandbox.getByRole('button', { name: '确认支付', exact: true }).click();
  await sandbox.getByRole('heading', { name: '支付成功' }).waitFor();
  await sandbox.close();
}

describe('a visitor joins an online camp', () => {
  const session = useBrowser();

  it('enrols from the camp page, pays in the sandbox, and studies the plan until progress moves', {
    timeout: 180_000,
  }, async () => {
    const page = session.page;
    await page.goto(`/trainingCamp/online/${CAMP}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '金牌内训师21天训练营' }).waitFor();
    expect(await visibleText(purchaseBar(page))).toContain('第11期 · 报名中');
    await saveScreenshot(page, 'camp-online');

    // A visitor is asked to log in first: a new learner registers with a code.
    await purchaseBar(page).getByRole('button', { name: '立即报名' }).click();
    const dialog = await loginModal(page);
    await fillPhoneAndCode(page, dialog, freshPhone('158'));
    await acceptTheDocuments(dialog);
    await dialog.getByRole('button', { name: '登录/注册' }).click();
    const gift = page.getByRole('dialog').filter({ hasText: '新人礼包' });
    await expectReload(page, () => gift.getByRole('button', { name: /关闭|Close/ }).click());

    await purchaseBar(page).getByRole('button', { name: '立即报名' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(`/order/${CAMP}?type=8&trainId=${LATE_JOIN_TERM}`);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText('请使用微信扫一扫，扫描二维码支付').waitFor();
    await payWithWechatSandbox(page);
    await page.getByText('支付成功，报名已完成').waitFor();

    // A second try on the camp page: the learner is in this term already.
    await page.goto(`/trainingCamp/online/${CAMP}`, { waitUntil: 'networkidle' });
    await purchaseBar(page).getByRole('button', { name: '立即报名' }).click();
    const enrolled = page.getByRole('dialog').filter({ hasText: '你已报名本期训练营，快去学习吧' });
    await settled(enrolled);
    await saveScreenshot(page, 'camp-enrolled-dialog');
    await enrolled.getByRole('button', { name: '立即学习' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/trainingCamp\/online\/plan\/\d+$/);
    const trainingUserId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('heading', { name: '今日任务' }).waitFor();
    await saveScreenshot(page, 'camp-plan');

    // Watching the unlocked first course to the end of its sections moves the stored progress.
    const progressBefore = await planProgress(page);
    const first = page.locator('li').filter({ hasText: 'TTT培训师授课技巧' }).first();
    await first.getByRole('button', { name: '去学习' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(`/trainingCamp/video/${CAMP}?courseId=${FIRST_COURSE}`);
    await page.getByTestId('lesson-video').waitFor();
    await watchFirstSection(page);
    await page.goto(`/trainingCamp/online/plan/${trainingUserId}`, { waitUntil: 'networkidle' });
    await expect.poll(() => planProgress(page), { timeout: 20_000 }).toBeGreaterThan(progressBefore);
    await saveScreenshot(page, 'camp-plan-progress');
  });
});

describe('a learner tries a free camp and looks at an offline one', () => {
  const session = useBrowser();

  it('joins the trial camp without paying and sees its plan; the offline camp shows venue and dates', async () => {
    const page = session.page;
    await page.goto(`/trainingCamp/offline/${OFFLINE}`, { waitUntil: 'networkidle' });
    const bar = purchaseBar(page);
    expect(await visibleText(bar)).toContain('立即报名');
    expect(await visibleText(page)).toContain('北京市海淀区');
    await saveScreenshot(page, 'camp-offline');

    await signInThroughApi(page, DEMO_LEARNERS.member);
    await page.goto(`/trainingCamp/trial/${TRIAL}`, { waitUntil: 'networkidle' });
    const join = page.getByRole('region', { name: '参加体验营' });
    await saveScreenshot(page, 'camp-trial');
    await join.getByRole('button', { name: '免费体验' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/trainingCamp/trial/plan/${TRIAL}`);
    // The trial camp page has a 学习计划 heading too: wait for what only the plan page shows.
    await page.getByRole('progressbar', { name: '学习进度' }).waitFor();
    // The member learned the trial's first course (3) for her certificate: it counts from the start.
    await expect.poll(() => page.getByRole('button', { name: '去学习' }).count()).toBe(2);
    expect(await page.getByText('已完成').count()).toBe(1);
    expect(await planProgress(page)).toBeGreaterThan(0);
    await saveScreenshot(page, 'camp-trial-plan');
  });
});

/** The progress the plan page shows (its progress bar's value). */
async function planProgress(page: Page): Promise<number> {
  const bar = page.getByRole('progressbar', { name: '学习进度' });
  return Number((await bar.getAttribute('aria-valuenow')) ?? '0');
}

/**
 * Plays the player's first section to its end at 1.5× (the server credits watching up to twice the
 * wall clock), and waits for the heartbeat that reports it learned.
 */
async function watchFirstSection(page: Page): Promise<void> {
  const learned = page.waitForResponse(
    async (response) =>
      new URL(response.url()).pathname === '/api/front/training/course/learn/save' &&
      ((await response.json()) as { data?: { learnStatus?: number } }).data?.learnStatus === 1,
    { timeout: 60_000 },
  );
  await page.getByTestId('lesson-video').evaluate(async (element) => {
    const video = element as HTMLVideoElement;
    video.muted = true;
    video.playbackRate = 1.5;
    await video.play();
  });
  await learned;
}
