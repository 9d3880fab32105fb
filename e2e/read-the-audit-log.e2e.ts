import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { ADMIN_SECRET, callConsole, signInToConsole } from './support/console.js';

describe('an admin reads the audit log', () => {
  const session = useBrowser();

  it('finds a change in words: the action, the object by name and the field before and after', async () => {
    const { page } = session;
    await signInToConsole(page, 'admin', ADMIN_SECRET);
    const name = `日志分类${Date.now() % 100_000}`;
    await callConsole(page, '/api/admin/category/create', { name });

    await page.goto('/admin/audit', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '操作日志' }).waitFor();
    // The action filter offers actions by name, not by address.
    await page.getByRole('combobox').first().click();
    await page.keyboard.type('新增分类');
    await page.locator('.ant-select-item-option', { hasText: '新增分类' }).click();
    // The closed list's accessible options carry the values; wait until it has left the page.
    await page.locator('.ant-select-dropdown').first().waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: new RegExp(`分类「${name}」`) });
    await row.getByRole('cell', { name: '新增分类' }).waitFor();
    await row.getByRole('cell', { name: '周管理' }).waitFor();
    await row.getByRole('button', { name: /展开/ }).click();
    await page.getByRole('cell', { name: '名称', exact: true }).waitFor();
    await page.getByRole('cell', { name, exact: true }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('/api/');
    await saveScreenshot(page, 'console-audit-log');
  });
});
