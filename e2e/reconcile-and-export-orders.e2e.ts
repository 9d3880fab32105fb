import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { FINANCE_SECRET, openFromMenu, SUPPORT_SECRET, signInToConsole } from './support/console.js';
import { registerWithNewPhone } from './support/log-in.js';
import { savedOrderNo } from './support/pay.js';

/** A paid course without member price or activity: ¥99 for everyone. */
const COURSE = 10;

/**
 * The sandbox WeChat Pay bills a payment a cent short (its confirmation page offers to, as a
 * provider's error would); finance reconciles the day and the order is flagged.
 */
let phone = '';
async function payMisbilled(learner: Page): Promise<string> {
  await learner.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
  phone = await registerWithNewPhone(learner, '139', 'close');
  await learner.goto(`/order/${COURSE}?type=1`, { waitUntil: 'networkidle' });
  await learner.getByText('微信支付', { exact: true }).click();
  await learner.getByRole('button', { name: '提交订单' }).click();
  const orderNo = await savedOrderNo(learner);
  await learner.getByRole('img', { name: '微信支付二维码' }).locator('svg').waitFor();
  const [sandbox] = await Promise.all([
    learner.context().waitForEvent('page'),
    learner.getByRole('link', { name: '在浏览器中打开模拟支付' }).click(),
  ]);
  await sandbox.getByRole('button', { name: /账单少记/ }).click();
  await sandbox.getByRole('heading', { name: '支付成功' }).waitFor();
  await sandbox.close();
  await learner.getByText('支付成功，课程已开通').waitFor();
  return orderNo;
}

describe('finance reconciles a day of WeChat Pay and exports the order', () => {
  const session = useBrowser();

  it('a payment the bill lists at another amount is flagged', async () => {
    const learner = session.page;
    const orderNo = await payMisbilled(learner);

    const finance = await learner.context().newPage();
    await signInToConsole(finance, 'finance', FINANCE_SECRET);
    await openFromMenu(finance, '交易', '对账');
    await finance.getByRole('heading', { name: '对账' }).waitFor();
    await finance.getByRole('button', { name: '开始对账' }).click();
    const dialog = finance.getByRole('dialog');
    await dialog.getByText('账单日期').waitFor();
    await saveScreenshot(finance, 'console-reconcile-start');
    // Today's bill (the sandbox bills at once); WeChat Pay is the default channel.
    await dialog.getByRole('textbox').last().click();
    await finance.getByText('今天', { exact: true }).click();
    await dialog.getByRole('button', { name: '开始对账' }).click();
    await finance.getByText('已开始对账').waitFor();
    await finance.getByText('已完成').first().waitFor({ timeout: 30_000 });
    const flag = finance.getByRole('row').filter({ hasText: orderNo });
    await flag.getByText('金额不一致').waitFor();
    await flag.getByText('¥99.00').waitFor();
    await flag.getByText('¥98.99').waitFor();
    await saveScreenshot(finance, 'console-reconciliation');

    // The same order, exported: the job's spreadsheet downloads through the list's link.
    await finance.getByRole('menuitem', { name: '订单管理' }).click();
    await finance.getByPlaceholder('订单号').fill(orderNo);
    await finance.getByPlaceholder('订单号').press('Enter');
    await finance.getByRole('link', { name: orderNo }).waitFor();
    await finance.getByRole('button', { name: '导出 Excel' }).click();
    const drawer = finance.getByRole('dialog', { name: '导出记录' });
    const link = drawer.getByRole('link', { name: '下载' }).first();
    await link.waitFor({ timeout: 30_000 });
    await drawer.getByText(`订单号：${orderNo}`).first().waitFor();
    await saveScreenshot(finance, 'console-order-exports');
    const file = await finance.request.get(
      new URL((await link.getAttribute('href')) ?? '', finance.url()).toString(),
    );
    expect(file.status()).toBe(200);
    // An .xlsx is a zip: it starts with PK.
    expect((await file.body()).subarray(0, 2).toString()).toBe('PK');
    await finance.close();
    // A payment, a reconciliation job and an export job, each waited for: about 30 s alone, and
    // past the default minute beside another journey's transcode.
  }, 120_000);

  it('support opens the learner’s page and disables the account', async () => {
    const support = await session.page.context().newPage();
    await signInToConsole(support, 'support', SUPPORT_SECRET);
    await support.goto(`/admin/learners?keyword=${phone}`, { waitUntil: 'networkidle' });
    await support.getByRole('row').filter({ hasText: phone }).getByRole('link').click();
    await support.getByRole('heading', { name: /^学员 / }).waitFor();
    await support.getByText('订单（1）').waitFor();
    await support.getByText('登录中的设备（1）').waitFor();
    await saveScreenshot(support, 'console-learner-page');
    await support.getByRole('button', { name: '停用账号' }).click();
    const dialog = support.getByRole('dialog');
    await dialog.getByLabel('停用原因').fill('多人共用账号');
    await dialog.getByRole('button', { name: '停用账号' }).click();
    await support.getByText(/停用：多人共用账号/).waitFor();
    await support.getByText('登录中的设备（0）').waitFor();
    await saveScreenshot(support, 'console-learner-disabled');
    await support.close();
  });
});
