import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { FINANCE_SECRET, openFromMenu, operatorPage, SUPPORT_SECRET } from './support/console.js';
import { registerWithNewPhone } from './support/log-in.js';
import { payWithWechatSandbox, savedOrderNo } from './support/pay.js';

/** A paid course without member price or activity: ¥99 for everyone. */
const COURSE = 10;

const buyBar = (page: Page): Locator => page.getByRole('region', { name: '购买与学习' });
const buyButtons = (page: Page) => buyBar(page).getByRole('button').allInnerTexts();

/** A new learner (no gift: not a member) saves an order of the course and picks how to pay. */
async function newLearnerOrders(page: Page, channel: '微信支付' | '对公转账'): Promise<string> {
  await page.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
  await registerWithNewPhone(page, '139', 'close');
  await page.goto(`/order/${COURSE}?type=1`, { waitUntil: 'networkidle' });
  await page.getByText(channel, { exact: true }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  return savedOrderNo(page);
}

describe('finance refunds an order, support confirms a bank transfer', () => {
  const session = useBrowser();

  it('a refund of a course paid by WeChat (sandbox) takes it back at once and tells the learner', async () => {
    const learner = session.page;
    const orderNo = await newLearnerOrders(learner, '微信支付');
    await payWithWechatSandbox(learner, '¥99.00');
    await learner.getByText('支付成功，课程已开通').waitFor();
    await learner.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await expect.poll(() => buyButtons(learner)).toEqual(['立即学习']);

    const finance = await operatorPage(learner, 'finance', FINANCE_SECRET);
    await openFromMenu(finance, '交易', '订单管理');
    await finance.getByPlaceholder('订单号').fill(orderNo);
    await finance.getByPlaceholder('订单号').press('Enter');
    await saveScreenshot(finance, 'console-orders');
    await finance.getByRole('link', { name: orderNo }).click();
    await finance.getByRole('heading', { name: `订单 ${orderNo}` }).waitFor();
    await finance.getByText('已支付', { exact: true }).waitFor();
    // The payment record in words and yuan, not the stored facts.
    await finance.getByText(/^微信（沙箱）支付成功通知 · 交易号 \S+ · ¥99\.00$/).waitFor();
    await saveScreenshot(finance, 'console-order-detail');

    await finance.getByRole('button', { name: /^退\s?款$/ }).click();
    const dialog = finance.getByRole('dialog');
    await dialog.getByText('最多可退 ¥99.00').waitFor();
    await dialog.getByLabel('退款原因').fill('学员申请退款：时间冲突');
    await saveScreenshot(finance, 'console-refund-dialog');
    await dialog.getByRole('button', { name: '确认退款' }).click();
    await finance.getByText('退款已提交').waitFor();
    await finance.getByText('已退款', { exact: true }).first().waitFor();
    await finance.getByRole('cell', { name: '学员申请退款：时间冲突' }).waitFor();
    await saveScreenshot(finance, 'console-order-refunded');

    // Revenue: today's WeChat course payment, and the refund apart.
    await openFromMenu(finance, '交易', '收入统计');
    await finance.getByRole('img', { name: '每日收入与退款图表' }).locator('svg').waitFor();
    await finance.getByText('净收入').first().waitFor();
    await saveScreenshot(finance, 'console-revenue');

    // The learner: the course is for sale again, and the message centre says why.
    await learner.bringToFront();
    await learner.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => buyButtons(learner)).toContain('立即购买');
    const bell = learner.getByTestId('main-header').getByRole('link', { name: /^消息中心/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/条未读/);
    await learner.goto('/message?category=order', { waitUntil: 'networkidle' });
    await learner.getByText('订单已退款').first().waitFor();
    await saveScreenshot(learner, 'learner-refund-notice');
    // 我的订单 lists it under 已退款, its amount as refunded rather than still to pay.
    await learner.goto('/mycourses?index=2', { waitUntil: 'networkidle' });
    // A part of the personal area like the others: its heading above its tabs.
    await learner
      .getByRole('region', { name: '我的订单' })
      .getByRole('heading', { name: '我的订单' })
      .waitFor();
    await learner.getByRole('tab', { name: '已退款' }).click();
    const refunded = learner.getByRole('list', { name: '订单列表' }).getByRole('listitem').first();
    await refunded.getByText('已退金额').waitFor();
    expect(await refunded.getByText('应付金额').count()).toBe(0);
    await saveScreenshot(learner, 'learner-refunded-orders');
    await finance.close();
  });

  it('a bank transfer confirmed by support opens the course', async () => {
    const learner = session.page;
    await learner.context().clearCookies();
    const orderNo = await newLearnerOrders(learner, '对公转账');
    await learner.getByText('请通过银行转账支付').waitFor();

    const support = await operatorPage(learner, 'support', SUPPORT_SECRET);
    await openFromMenu(support, '交易', '对公转账');
    const row = support.getByRole('row').filter({ hasText: orderNo });
    await row.waitFor();
    await saveScreenshot(support, 'console-transfer-queue');
    await row.getByRole('button', { name: '确认收款' }).click();
    const dialog = support.getByRole('dialog');
    await dialog.getByLabel('银行流水号').fill(`BANK${Date.now()}`);
    await dialog.getByRole('button', { name: '确认收款' }).click();
    await support.getByText('已确认收款，订单已开通').waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // The learners screen: support sees phones in full.
    await openFromMenu(support, '用户', '学员管理');
    await support.getByRole('columnheader', { name: '手机号' }).waitFor();
    await expect.poll(() => support.getByRole('row').count()).toBeGreaterThan(1);
    await saveScreenshot(support, 'console-learners');

    await learner.bringToFront();
    await learner.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await expect.poll(() => buyButtons(learner)).toEqual(['立即学习']);
    await support.close();
  });
});
