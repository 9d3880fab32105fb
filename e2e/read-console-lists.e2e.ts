import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { ADMIN_SECRET, signInToConsole } from './support/console.js';
import { registerWithNewPhone } from './support/log-in.js';
import { savedOrderNo } from './support/pay.js';

const browser = useBrowser();

/** The widest a named column's cells are, and the tallest a row is, in the list on screen. */
async function measure(page: Page, column: string) {
  const header = page.getByRole('columnheader', { name: column, exact: true });
  const nameWidth = (await header.boundingBox())?.width ?? 0;
  const rowHeights = await page
    .locator('.ant-table-tbody tr.ant-table-row')
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  return { nameWidth, tallestRow: Math.max(...rowHeights) };
}

describe('reading the console lists on a laptop', () => {
  it('course names and order products keep one line at 1440 and 1280 px wide', async () => {
    const { page } = browser;
    // An order for the orders list, placed (not paid) for a ¥99 course.
    await page.goto('/course/base/10', { waitUntil: 'networkidle' });
    await registerWithNewPhone(page, '139', 'close');
    await page.goto('/order/10?type=1', { waitUntil: 'networkidle' });
    await page.getByText('微信支付', { exact: true }).click();
    await page.getByRole('button', { name: '提交订单' }).click();
    await savedOrderNo(page);

    await signInToConsole(page, 'admin', ADMIN_SECRET);

    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/courses');
      await page.getByRole('cell', { name: '¥' }).first().waitFor();
      await saveScreenshot(page, `console/courses-${width}`);
      const courses = await measure(page, '名称');
      // A name gets room for some 15 characters, and a row is one line beside its 36 px cover.
      expect(courses.nameWidth).toBeGreaterThanOrEqual(250);
      expect(courses.tallestRow).toBeLessThan(80);
    }
    // The catalogue's own courses by default; the free-trial ones under their own tab, in the address.
    await page.getByRole('tab', { name: '免费试学' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('channel')).toBe('youke');

    await page.goto('/admin/orders');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await saveScreenshot(page, 'console/orders-1280');
    await expectAccessible(page, "the console's order list");
    const orders = await measure(page, '商品');
    expect(orders.nameWidth).toBeGreaterThanOrEqual(200);
    expect(orders.tallestRow).toBeLessThan(80);
  });
});
