import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { EDITOR_SECRET, signInToConsole } from './support/console.js';

const browser = useBrowser();
const SAVE = /^保\s?存$/;
/** A Latin word with a lower-case letter, as zod's own English reads ("expected string"). */
const ENGLISH_WORD = /[A-Za-z]*[a-z][A-Za-z]*/;

/**
 * Opens a console screen by its address, opens its 新增 dialog, saves it untouched and answers the
 * messages shown under the dialog's fields, top to bottom.
 */
async function submitEmpty(page: Page, screen: string, addButton: string): Promise<string[]> {
  await page.goto(`/admin/${screen}`);
  await page.getByRole('button', { name: addButton }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: SAVE }).click();
  const messages = dialog.locator('.ant-form-item-explain-error');
  await messages.first().waitFor();
  await saveScreenshot(page, `console/empty-${screen}-form`);
  const shown = await messages.allInnerTexts();
  await dialog.getByRole('button', { name: /^取\s?消$/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  return shown;
}

describe('console forms submitted empty', () => {
  it('an editor saves the new lecturer, banner and VIP plan forms untouched and reads what each field lacks in Chinese', async () => {
    const { page } = browser;
    await signInToConsole(page, 'editor', EDITOR_SECRET);

    const lecturer = await submitEmpty(page, 'lecturers', '新增讲师');
    expect(lecturer).toEqual(['请输入讲师姓名', '请输入讲师头衔', '请上传讲师头像', '请输入讲师简介']);

    const banner = await submitEmpty(page, 'banners', '新增轮播图');
    expect(banner).toEqual(expect.arrayContaining(['请输入轮播图标题', '请上传轮播图']));

    // Fields without a message of their own ask for themselves by their label.
    const plan = await submitEmpty(page, 'vip-plans', '新增套餐');
    expect(plan).toEqual(
      expect.arrayContaining([
        '请输入套餐名称',
        '请输入售价（元）',
        '请输入划线价（元）',
        '请输入时长（天）',
      ]),
    );

    const english = [...lecturer, ...banner, ...plan].filter((message) => ENGLISH_WORD.test(message));
    expect(english).toEqual([]);
  });
});
