import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { logInWithPasswordInModal, loginModal, registerWithNewPhone } from './support/log-in.js';
import { confirmOnSandbox, payWithWechatSandbox, savedOrderNo } from './support/pay.js';

/**
 * 周小满 (user 3, 13800000003): an individual learner, not a member, who owns nothing in the demo
 * data, so that these purchases change no other journey's learner.
 */
const BUYER = '13800000003';
/** A paid course without member price or activity: ¥99 for everyone. */
const COURSE = 10;
/** A course with a member price (¥299, members ¥199). */
const COURSE_WITH_MEMBER_PRICE = 13;
/**
 * A course on sale in the running 知学学习节 (seed: list ¥199, line ¥299, activity ¥149, no member
 * price): a member pays the activity price like everyone else.
 */
const COURSE_ON_SALE = 2;
/** The first online camp and its first term (seed: term ids are camp id × 10 + n). */
const CAMP = 1;
const CAMP_TERM = 11;

function buyBar(page: Page): Locator {
  return page.getByRole('region', { name: '购买与学习' });
}

function payBarAmount(page: Page): Locator {
  return page.getByTestId('amount-due');
}

/**
 * Course 2 for a member: the product line, the breakdown and the pay bar tell one story (¥299
 * before, ¥149 to pay, ¥150 off), and the list price ¥199, which nobody pays, shows nowhere.
 */
async function expectOnePriceStory(page: Page): Promise<void> {
  const product = page.getByTestId('product-price');
  await expect.poll(() => product.innerText()).toMatch(/^¥149\.00\s+¥299\.00$/);
  expect(await product.locator('s').innerText(), 'the original, struck through').toBe('¥299.00');
  const breakdown = page.getByRole('region', { name: '价格明细' });
  expect((await breakdown.innerText()).split('\n').filter(Boolean)).toEqual([
    '价格明细',
    '商品原价',
    '¥299.00',
    expect.stringMatching(/^活动价/),
    '¥149.00',
    '优惠',
    '-¥150.00',
  ]);
  await expect.poll(() => payBarAmount(page).innerText()).toBe('¥149.00');
  expect(await visibleText(page)).not.toContain('¥199');
}

describe('a learner buys', () => {
  const session = useBrowser();

  it('a course: logs in from the buy bar, pays by WeChat (sandbox) and starts learning', async () => {
    const page = session.page;
    await page.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await buyBar(page).getByRole('button', { name: '立即购买' }).click();
    await loginModal(page);
    expect(new URL(page.url()).pathname, 'a visitor stays on the course').toBe(`/course/base/${COURSE}`);
    await logInWithPasswordInModal(page, BUYER);

    await buyBar(page).getByRole('button', { name: '立即购买' }).click();
    await page.getByRole('heading', { name: '确认订单' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/order/${COURSE}?type=1`);
    await expect.poll(() => payBarAmount(page).innerText()).toBe('¥99.00');
    await expect(page.getByRole('radio', { name: /微信支付/ }).isChecked()).resolves.toBe(true);
    await saveScreenshot(page, 'order-settle');

    await page.getByRole('button', { name: '提交订单' }).click();
    const orderNo = await savedOrderNo(page);
    await page.getByText('请使用微信扫一扫，扫描二维码支付').waitFor();
    expect(await visibleText(page)).toContain(orderNo);
    await saveScreenshot(page, 'order-wx');

    await payWithWechatSandbox(page, '¥99.00');
    // The page polls order/detail and shows the payment without a reload.
    await page.getByText('支付成功，课程已开通').waitFor();
    await saveScreenshot(page, 'order-paid');

    await page.getByRole('button', { name: '立即学习' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/course/base/${COURSE}`);
    await expect
      .poll(() => buyBar(page).getByRole('button').allInnerTexts(), { message: 'the course is bought' })
      .toEqual(['立即学习']);
  });

  it('membership: from /member with Alipay (sandbox), then sees member prices and the VIP ring', async () => {
    const page = session.page;
    await page.goto('/member', { waitUntil: 'networkidle' });
    const monthly = page.getByRole('button', { name: '立即开通月度会员' });
    await monthly.click();
    await loginModal(page);
    await logInWithPasswordInModal(page, BUYER);
    await monthly.click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/order/1?type=9');
    await page.getByText('会员时长：31天').waitFor();
    await expect.poll(() => payBarAmount(page).innerText()).toBe('¥49.00');

    // Alipay: the page sends the browser to the provider at once. Stop that first trip to see the
    // step (the browser stays on the page), then take the page's own link there.
    await page.route('**/dev/pay/sandbox/**', (route) => route.abort('aborted'), { times: 1 });
    await page.getByText('支付宝', { exact: true }).click();
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText('正在前往支付宝收银台…').waitFor();
    await savedOrderNo(page);
    await saveScreenshot(page, 'order-ali');
    await page.getByRole('link', { name: '点击这里前往支付宝' }).click();
    await page.waitForURL(/\/dev\/pay\/sandbox\//);
    await confirmOnSandbox(page, '¥49.00');

    // Back to the order page, as Alipay returns the learner.
    await page.getByRole('link', { name: '返回订单页' }).click();
    await page.getByText('支付成功，会员已开通').waitFor();
    expect(await visibleText(page)).toMatch(/会员有效期至\s*\d{4}-\d{2}-\d{2}/);
    await page.getByTestId('main-header').getByText('VIP', { exact: true }).waitFor();
    await saveScreenshot(page, 'order-vip-paid');

    await page.goto(`/course/base/${COURSE_WITH_MEMBER_PRICE}`, { waitUntil: 'networkidle' });
    await expect.poll(() => visibleText(buyBar(page)), { message: 'the member price' }).toContain('¥199');
  });

  it('a camp term: sees the bank transfer step, pays by WeChat instead, and is enrolled', async () => {
    const page = session.page;
    await page.goto(`/order/${CAMP}?type=8&trainId=${CAMP_TERM}`, { waitUntil: 'networkidle' });
    await loginModal(page);
    await logInWithPasswordInModal(page, BUYER);
    await page.getByText('期次：第12期').waitFor();

    await page.getByText('对公转账', { exact: true }).click();
    await page.getByRole('button', { name: '提交订单' }).click();
    const orderNo = await savedOrderNo(page);
    await page.getByText('请通过银行转账支付').waitFor();
    const transfer = await visibleText(page);
    expect(transfer).toContain('收款账号');
    expect(transfer).toContain(orderNo);
    await saveScreenshot(page, 'order-peiban');

    // Changed their mind: the same order, paid by WeChat.
    await page.getByText('微信支付', { exact: true }).click();
    await page.getByRole('button', { name: '立即支付' }).click();
    const amount = await payBarAmount(page).innerText();
    await payWithWechatSandbox(page, amount);
    await page.getByText('支付成功，报名已完成').waitFor();
    await page.getByRole('button', { name: '立即学习' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/trainingCamp\/online\/plan\/\d+$/);

    // Enrolled: the term cannot be bought again, and the dialog leads to the study plan.
    const plan = new URL(page.url()).pathname;
    await page.goto(`/order/${CAMP}?type=8&trainId=${CAMP_TERM}`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog');
    await dialog.getByText('你已报名本期训练营，快去学习吧').waitFor();
    await dialog.getByRole('button', { name: '立即学习' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(plan);
  });

  it('the orders list: paid orders, and 去支付 and 取消订单 on an open one', async () => {
    const page = session.page;
    await page.goto(`/order/${COURSE_WITH_MEMBER_PRICE}?type=1`, { waitUntil: 'networkidle' });
    await loginModal(page);
    await logInWithPasswordInModal(page, BUYER);
    await page.getByRole('button', { name: '提交订单' }).click();
    const orderNo = await savedOrderNo(page);

    await page.goto('/mycourses?index=2', { waitUntil: 'networkidle' });
    const orders = page.getByRole('list', { name: '订单列表' });
    const open = orders.getByRole('listitem').filter({ hasText: orderNo });
    await open.getByText('待支付').waitFor();
    // The earlier journeys' purchases are there, paid.
    expect(await orders.getByRole('listitem').filter({ hasText: '已支付' }).count()).toBeGreaterThanOrEqual(
      3,
    );
    await saveScreenshot(page, 'orders-list');

    await page.getByRole('tab', { name: '待支付' }).click();
    await open.getByRole('button', { name: '去支付' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('orderNo')).toBe(orderNo);
    await page.getByRole('button', { name: '立即支付' }).waitFor();

    await page.goBack({ waitUntil: 'networkidle' });
    await open.getByRole('button', { name: '取消订单' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '取消订单' }).click();
    await page.getByText('操作成功').first().waitFor();
    await page.getByRole('tab', { name: '已取消' }).click();
    await open.getByText('已取消').waitFor();
  });

  it('a member on a course on sale: one price from the product line to the pay bar, before and after 提交订单', async () => {
    const page = session.page;
    await page.goto(`/course/base/${COURSE_ON_SALE}`, { waitUntil: 'networkidle' });
    // A new learner who takes the new-user gift: a member, who buys nothing any other journey sees.
    await registerWithNewPhone(page, '134', 'claim');
    await buyBar(page).getByRole('button', { name: '立即购买' }).click();
    await page.getByRole('heading', { name: '确认订单' }).waitFor();

    const answer = await page.request.post('/api/front/order/settle', {
      data: { id: COURSE_ON_SALE, type: 1 },
      headers: { platform: 'PC' },
    });
    const settled = ((await answer.json()) as { data: { isVip: number; priceKind: string; amount: number } })
      .data;
    expect(settled).toMatchObject({ isVip: 1, priceKind: 'activity', amount: 14900 });
    await expectOnePriceStory(page);
    await saveScreenshot(page, 'order-settle-on-sale');

    await page.getByRole('button', { name: '提交订单' }).click();
    await savedOrderNo(page);
    await page.getByText('请使用微信扫一扫，扫描二维码支付').waitFor();
    await expectOnePriceStory(page);
    await saveScreenshot(page, 'order-pending-on-sale');
  });

  it('refuses a broken order link with a clear message', async () => {
    const page = session.page;
    await page.goto('/order/-1?type=abc', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '订单信息有误' }).waitFor();
    await page.goto('/order/10?type=abc', { waitUntil: 'networkidle' });
    await page.getByText('商品类型不正确，请返回商品页重新下单').waitFor();
  });
});
