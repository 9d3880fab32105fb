import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { FINANCE_SECRET, operatorPage, TRAINER_SECRET } from './support/console.js';
import { registerWithNewPhone } from './support/log-in.js';
import { payWithWechatSandbox, savedOrderNo } from './support/pay.js';

/** A paid course without member price or activity: ¥99 for everyone. */
const COURSE = 10;
const PRICE_CENTS = 9_900;

/** A figure card's value as the dashboard shows it: ¥1,234.00 in cents, or a plain count. */
async function figure(page: Page, title: string): Promise<number> {
  const text = await page.getByRole('group', { name: title }).locator('.ant-statistic-content').innerText();
  const digits = text.replace(/[¥,\s]/g, '');
  return text.includes('¥') ? Math.round(Number(digits) * 100) : Number(digits);
}

/** The count of a funnel stage, from the table beside the chart. */
async function stage(page: Page, name: string): Promise<number> {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  return Number(await row.getByRole('cell').nth(1).innerText());
}

async function readFigures(page: Page) {
  await page.getByRole('heading', { name: '工作台' }).waitFor();
  await page.getByRole('img', { name: '近30天收入、订单、新增学员与访客趋势图' }).locator('svg').waitFor();
  return {
    revenue: await figure(page, '今日收入'),
    orders: await figure(page, '今日支付订单'),
    monthRevenue: await figure(page, '本月收入'),
    paidStage: await stage(page, '支付'),
  };
}

describe('the console dashboard', () => {
  const session = useBrowser();

  it("finance lands on the dashboard and sees a learner's sandbox purchase in today's figures", async () => {
    const learner = session.page;
    const finance = await operatorPage(learner, 'finance', FINANCE_SECRET);
    await expect.poll(() => new URL(finance.url()).pathname, { timeout: 15_000 }).toBe('/admin/dashboard');
    const before = await readFigures(finance);
    // Finance works refunds and bank transfers; it is shown those queues, not grading.
    await finance.getByRole('link', { name: /^待确认对公转账\s*\d+\s*笔订单/ }).waitFor();
    await finance.getByRole('link', { name: /^退款失败待重新发起/ }).waitFor();
    expect(await finance.getByRole('link', { name: /^待阅卷/ }).count()).toBe(0);

    // A new learner (whose pages the site reports as visits) buys the course by WeChat in the sandbox.
    await learner.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await registerWithNewPhone(learner, '137', 'close');
    await learner.goto(`/order/${COURSE}?type=1`, { waitUntil: 'networkidle' });
    await learner.getByText('微信支付', { exact: true }).click();
    await learner.getByRole('button', { name: '提交订单' }).click();
    await savedOrderNo(learner);
    await payWithWechatSandbox(learner, '¥99.00');
    await learner.getByText('支付成功，课程已开通').waitFor();

    await finance.reload();
    const after = await readFigures(finance);
    expect(after).toEqual({
      revenue: before.revenue + PRICE_CENTS,
      orders: before.orders + 1,
      monthRevenue: before.monthRevenue + PRICE_CENTS,
      paidStage: before.paidStage + 1,
    });
    await saveScreenshot(finance, 'console-dashboard');
    await expectAccessible(finance, "finance's dashboard");
  }, 240_000);

  it('the trainer lands on the dashboard with the grading queue alone, and no business figures', async () => {
    const trainer = await operatorPage(session.page, 'trainer', TRAINER_SECRET);
    await expect.poll(() => new URL(trainer.url()).pathname, { timeout: 15_000 }).toBe('/admin/dashboard');
    await trainer.getByRole('link', { name: /^待阅卷\s*\d+\s*份答卷/ }).waitFor();
    expect(await trainer.getByText('经营概况').count()).toBe(0);
    await saveScreenshot(trainer, 'console-dashboard-trainer');
    await expectAccessible(trainer, "the trainer's dashboard");
  });
});
