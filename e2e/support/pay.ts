import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The order page's address, once it carries the saved order's number. */
export async function savedOrderNo(page: Page): Promise<string> {
  await expect.poll(() => new URL(page.url()).searchParams.get('orderNo')).toMatch(/^[A-Za-z0-9]{6,32}$/);
  return new URL(page.url()).searchParams.get('orderNo') ?? '';
}

/**
 * On the sandbox provider's confirmation page (opened from the QR code's link or by the Alipay
 * redirect): 确认支付 sends the server a signed payment notification.
 */
export async function confirmOnSandbox(sandbox: Page, amount: string): Promise<void> {
  await sandbox.getByRole('heading', { name: /（开发环境模拟）$/ }).waitFor();
  expect(await sandbox.locator('main').innerText()).toContain(amount);
  await sandbox.getByRole('button', { name: '确认支付', exact: true }).click();
  await sandbox.getByRole('heading', { name: '支付成功' }).waitFor();
}

/** With the WeChat QR code on screen: its sandbox link opens the confirmation page in a new tab. */
export async function payWithWechatSandbox(page: Page, amount: string): Promise<void> {
  await page.getByRole('img', { name: '微信支付二维码' }).locator('svg').waitFor();
  const [sandbox] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: '在浏览器中打开模拟支付' }).click(),
  ]);
  await confirmOnSandbox(sandbox, amount);
  await sandbox.close();
}
