import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postApi } from './support/api.js';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { DEMO_LEARNERS, loginModal, signInThroughApi } from './support/log-in.js';

interface Detail {
  name: string;
  charge: number;
  price: number;
  vip: number;
  vipCharge: number;
  vipPrice: number;
  linePrice: number;
  activityProductDetail: { activityPrice: number; endTime: string } | null;
}

/** Demo courses (apps/server/src/seed): what each one is for here. */
const PAID_WITH_MEMBER_PRICE = 1;
const PAID_FREE_FOR_MEMBERS = 4;
const MEMBERS_ONLY = 5;
/** Bought by the demo buyer: not started, studied, and a bundle. */
const BOUGHT_NOT_STARTED = 14;
const BOUGHT_AND_STUDIED = 18;
const BOUGHT_BUNDLE = 104;
/** Courses and the bundle of the running learning festival. */
const ACTIVITY_COURSES = [2, 6, 8];
const ACTIVITY_BUNDLE = 103;

const COUNTDOWN = /^\d+小时 \d+分钟 \d+秒 后结束$/;

const yuan = (cents: number) => `¥${cents / 100}`;

function detailOf(id: number): Promise<Detail> {
  return postApi<Detail>('/api/front/course/detail', { id });
}

function buyBar(page: Page): Locator {
  return page.getByRole('region', { name: '购买与学习' });
}

/** The buy bar's button labels, once it has loaded. */
async function buyBarLabels(page: Page): Promise<string[]> {
  await buyBar(page).getByRole('button').first().waitFor();
  return buyBar(page).getByRole('button').allInnerTexts();
}

/** Opens a course (or bundle) page and answers the buy bar's button labels. */
async function openBuyBar(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: 'networkidle' });
  return buyBarLabels(page);
}

describe('the buy bar says what a person can do with a course', () => {
  const session = useBrowser();

  it('a visitor: 立即购买 with the member price hint, 开通会员 for a members-only course', async () => {
    const page = session.page;
    const paid = await detailOf(PAID_WITH_MEMBER_PRICE);
    expect(paid).toMatchObject({ charge: 1, vip: 1, vipCharge: 1 });
    const hint = `会员价 ${yuan(paid.vipPrice)}`;
    expect(await openBuyBar(page, `/course/base/${PAID_WITH_MEMBER_PRICE}`)).toEqual(['立即购买', hint]);
    const text = await visibleText(buyBar(page));
    expect(text).toContain(yuan(paid.price));
    expect(text).toContain(yuan(paid.linePrice));
    expect(text, 'the VIP hint beside the price').toContain(hint);
    await saveScreenshot(page, 'buy-bar-visitor');

    // Buying needs a login.
    await buyBar(page).getByRole('button', { name: '立即购买' }).click();
    await loginModal(page);

    expect(await openBuyBar(page, `/course/base/${MEMBERS_ONLY}`)).toEqual(['开通会员']);
    expect(await visibleText(buyBar(page))).toContain('会员专享');
    expect(await openBuyBar(page, `/course/base/${PAID_FREE_FOR_MEMBERS}`)).toEqual([
      '立即购买',
      '会员免费学',
    ]);
  });

  it('the member 13800000001: the member price, and 立即学习 where members study free', async () => {
    const page = session.page;
    await signInThroughApi(page, DEMO_LEARNERS.member);
    await page.goto(`/course/base/${PAID_WITH_MEMBER_PRICE}`, { waitUntil: 'networkidle' });
    const paid = await detailOf(PAID_WITH_MEMBER_PRICE);
    expect(await buyBarLabels(page)).toEqual(['立即购买']);
    const text = await visibleText(buyBar(page));
    expect(text, 'the member pays the member price').toContain(yuan(paid.vipPrice));
    expect(text, 'struck against the normal price').toContain(yuan(paid.price));
    await saveScreenshot(page, 'buy-bar-member');

    expect(await openBuyBar(page, `/course/base/${PAID_FREE_FOR_MEMBERS}`)).toEqual(['立即学习']);
    expect(await openBuyBar(page, `/course/base/${MEMBERS_ONLY}`)).toEqual(['立即学习']);
  });

  it('the buyer 13800000002: 立即学习, 继续学习 once studied, and a disabled 已购买 bundle', async () => {
    const page = session.page;
    await signInThroughApi(page, DEMO_LEARNERS.buyer);
    await page.goto(`/course/base/${BOUGHT_NOT_STARTED}`, { waitUntil: 'networkidle' });
    expect(await buyBarLabels(page)).toEqual(['立即学习']);
    expect(await visibleText(buyBar(page)), 'no price once bought').not.toContain('¥');

    expect(await openBuyBar(page, `/course/base/${BOUGHT_AND_STUDIED}`)).toEqual(['继续学习']);
    await saveScreenshot(page, 'buy-bar-buyer');
    // The sticky course header agrees, and the catalog marks where study stopped.
    expect(await page.getByRole('button', { name: '继续学习' }).count()).toBe(2);
    await page.getByRole('tab', { name: '课程目录' }).first().click();
    await page.getByText('上次学到这里').waitFor();

    expect(await openBuyBar(page, `/course/multi/${BOUGHT_BUNDLE}?type=multi`)).toEqual(['已购买']);
    expect(await buyBar(page).getByRole('button', { name: '已购买' }).isDisabled()).toBe(true);
  });

  it('an activity course or bundle: 可前往APP查看活动主会场, the activity price and a live countdown', async () => {
    const page = session.page;
    for (const [index, path] of [
      ...ACTIVITY_COURSES.map((id) => `/course/base/${id}`),
      `/course/multi/${ACTIVITY_BUNDLE}?type=multi`,
    ].entries()) {
      const id = Number(/\/(\d+)/.exec(path)?.[1]);
      const detail = await detailOf(id);
      if (!detail.activityProductDetail) throw new Error(`${path}: the demo activity does not apply`);
      await openBuyBar(page, path);
      const banner = page.getByRole('note').filter({ hasText: '可前往APP查看活动主会场' });
      await banner.waitFor();
      const time = banner.getByText(COUNTDOWN);
      const first = await time.innerText();
      expect(await visibleText(buyBar(page)), `${path}: the activity price`).toContain(
        yuan(detail.activityProductDetail.activityPrice),
      );
      await expect
        .poll(() => time.innerText(), { timeout: 3_000, message: `${path}: the countdown ticks` })
        .not.toBe(first);
      if (index === 0) {
        await saveScreenshot(page, 'activity-course');
        await banner.getByRole('button', { name: '可前往APP查看活动主会场' }).click();
        const app = page.getByRole('dialog', { name: '下载APP' });
        await app.getByText('扫码下载知学APP').waitFor();
        await app.getByRole('img', { name: '知学APP下载二维码' }).waitFor();
        await page.keyboard.press('Escape');
        await app.waitFor({ state: 'hidden' });
      }
    }
  });
});
