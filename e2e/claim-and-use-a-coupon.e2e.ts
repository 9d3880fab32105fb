import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { EDITOR_SECRET, FINANCE_SECRET, openFromMenu, operatorPage } from './support/console.js';
import { registerWithNewPhone } from './support/log-in.js';
import { payWithWechatSandbox, savedOrderNo } from './support/pay.js';

/** A paid course without member price or activity: ¥99 for everyone. */
const COURSE = 10;

describe('a coupon', () => {
  const session = useBrowser();

  it('made in the console is claimed in the 领券中心, chosen on the order page, spent by the payment, and the ledger balances', async () => {
    const learner = session.page;
    const name = `无门槛立减${Date.now() % 1_000_000}`;

    const editor = await operatorPage(learner, 'editor', EDITOR_SECRET);
    await openFromMenu(editor, '交易', '优惠券');
    await editor.getByRole('button', { name: '新建优惠券' }).click();
    const form = editor.getByRole('dialog');
    await form.getByLabel('名称').fill(name);
    await form.getByText('无门槛券', { exact: true }).click();
    await form.getByLabel('优惠金额').fill('10');
    await saveScreenshot(editor, 'console-coupon-new');
    await form.getByRole('button', { name: '创建优惠券' }).click();
    await editor.getByText('优惠券已创建').waitFor();
    await editor.getByRole('cell', { name }).waitFor();
    await saveScreenshot(editor, 'console-coupons');
    await editor.close();

    await learner.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await registerWithNewPhone(learner, '136', 'close');
    await learner.goto('/coupons', { waitUntil: 'networkidle' });
    const card = learner.getByRole('article', { name });
    await card.getByRole('button', { name: '立即领取' }).click();
    await learner.getByText('领取成功，下单时自动使用').waitFor();
    await card.getByRole('button', { name: '已领取' }).waitFor();
    await saveScreenshot(learner, 'coupon-centre');

    await learner.goto(`/course/base/${COURSE}`, { waitUntil: 'networkidle' });
    await learner.getByText('领券', { exact: true }).waitFor();
    await saveScreenshot(learner, 'course-coupon-strip');

    await learner.goto(`/order/${COURSE}?type=1`, { waitUntil: 'networkidle' });
    const coupons = learner.getByRole('region', { name: '优惠券' });
    await expect(coupons.getByRole('radio', { name: new RegExp(name) }).isChecked()).resolves.toBe(true);
    await expect.poll(() => learner.getByTestId('amount-due').innerText()).toBe('¥89.00');
    const breakdown = (await learner.getByRole('region', { name: '价格明细' }).innerText()).split('\n');
    expect(breakdown).toEqual(expect.arrayContaining(['优惠券', '-¥10.00']));
    await saveScreenshot(learner, 'order-with-coupon');

    await learner.getByRole('button', { name: '提交订单' }).click();
    await savedOrderNo(learner);
    await payWithWechatSandbox(learner, '¥89.00');
    await learner.getByText('支付成功，课程已开通').waitFor();

    await learner.goto('/mycourses?index=9', { waitUntil: 'networkidle' });
    await learner.getByRole('tab', { name: '已使用' }).click();
    await learner.getByRole('article', { name }).waitFor();
    await saveScreenshot(learner, 'my-coupons-used');

    const finance = await operatorPage(learner, 'finance', FINANCE_SECRET);
    await openFromMenu(finance, '交易', '账务核对');
    await finance.getByText(/^账目平衡/).waitFor();
    await saveScreenshot(finance, 'console-ledger');
  });
});
