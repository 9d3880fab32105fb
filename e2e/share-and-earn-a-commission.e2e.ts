import { type CourseDetail, referralVisit } from '@zhixue/contract';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { callFromContext } from './support/api.js';
import { newPersonContext, saveScreenshot, useBrowser } from './support/browser.js';
import { FINANCE_SECRET, openFromMenu, operatorPage } from './support/console.js';
import { signInThroughApi } from './support/log-in.js';
import { payWithWechatSandbox, savedOrderNo } from './support/pay.js';

/** The sharer and the friend: demo customers no other journey signs in as. */
const SHARER = '13700000040';
const FRIEND = '13700000041';

/**
 * A paid course the friend has not bought (the demo customers' order history owns some), at its own
 * price: no member price, no activity.
 */
async function courseToBuy(friend: BrowserContext): Promise<{ id: number; price: number }> {
  for (let id = 10; id <= 30; id += 1) {
    const course = await callFromContext<CourseDetail>(friend, '/api/front/course/detail', { id });
    if (course.buy === 0 && course.charge === 1 && course.vip === 0 && course.activityProductDetail === null)
      return { id, price: course.price };
  }
  throw new Error('no course left for the friend to buy');
}

describe('a share link', () => {
  const session = useBrowser();

  it('copied by a learner, opened by a friend who buys, gives the sharer a frozen commission on 我的推广', async () => {
    const sharer = session.page;
    await signInThroughApi(sharer, SHARER);
    const browser = sharer.context().browser();
    if (!browser) throw new Error('no browser');
    const friendContext = await newPersonContext(browser, session.baseUrl);
    const friend = await friendContext.newPage();
    await signInThroughApi(friend, FRIEND);
    const { id: COURSE, price } = await courseToBuy(friendContext);

    // The journey's own setup: finance turns the course's commission on at 10% in 分销设置.
    const finance = await operatorPage(sharer, 'finance', FINANCE_SECRET);
    await openFromMenu(finance, '交易', '分销设置');
    await finance.getByRole('button', { name: '设置佣金比例' }).click();
    const form = finance.getByRole('dialog');
    await form.getByLabel('课程 ID').fill(String(COURSE));
    await form.getByLabel('佣金比例（%）').fill('10');
    await form.getByRole('button', { name: /^保\s?存$/ }).click();
    await finance.getByText('佣金比例已保存').waitFor();
    await finance.getByRole('cell', { name: '10%' }).first().waitFor();
    await saveScreenshot(finance, 'console-referral-rates');
    await expectAccessible(finance, '分销设置');
    await finance.close();

    await sharer.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await sharer.getByRole('button', { name: '分享赚佣金' }).click();
    const poster = sharer.getByRole('dialog', { name: '分享赚佣金' });
    await poster.getByRole('img', { name: /推广二维码$/ }).waitFor();
    const link = await poster.getByLabel('推广链接').inputValue();
    expect(link).toMatch(new RegExp(`/course/base/${COURSE}\\?ref=[A-Z0-9]{12}$`));
    await saveScreenshot(sharer, 'referral-share-poster');
    await poster.getByRole('button', { name: /关闭|Close/ }).click();

    // The friend opens the link in a browser of their own and buys.
    try {
      // The page records the followed link once it has rendered the course: on a busy machine that
      // came after the network had been quiet for half a second, and leaving then lost the visit.
      const visitRecorded = friend.waitForResponse(
        (response) => new URL(response.url()).pathname === referralVisit.path && response.ok(),
      );
      await friend.goto(link, { waitUntil: 'networkidle' });
      await visitRecorded;
      await friend.goto(`/order/${COURSE}?type=1`, { waitUntil: 'networkidle' });
      await friend.getByRole('button', { name: '提交订单' }).click();
      await savedOrderNo(friend);
      await payWithWechatSandbox(friend, `¥${(price / 100).toFixed(2)}`);
      await friend.getByText('支付成功，课程已开通').waitFor();
    } finally {
      await friendContext.close();
    }

    await sharer.goto('/mycourses?index=10', { waitUntil: 'networkidle' });
    const panel = sharer.getByRole('region', { name: '我的推广' });
    const frozen = panel
      .locator('div')
      .filter({ has: sharer.getByText('冻结中', { exact: true }) })
      .last();
    await expect.poll(() => frozen.innerText()).toContain(`¥${Math.floor(price / 10) / 100}`);
    await panel.getByRole('cell', { name: '冻结中' }).waitFor();
    await saveScreenshot(sharer, 'my-referrals');
    await expectAccessible(sharer, '我的推广');
    // About 40 s alone; the friend's sign-up and payment take longer on a busy machine.
  }, 120_000);
});
