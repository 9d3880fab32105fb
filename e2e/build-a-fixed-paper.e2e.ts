import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { EDITOR_SECRET, signInToConsole } from './support/console.js';

describe('an editor builds a fixed paper from the question bank', () => {
  const session = useBrowser();

  it('finds questions by words of their stem, picks two, and the paper lists them with their scores', async () => {
    const page = session.page;
    await signInToConsole(page, 'editor', EDITOR_SECRET);
    await page.goto('/admin/exams?tab=papers', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '新建试卷' }).click();
    const dialog = page.getByRole('dialog', { name: '新建试卷' });
    const name = `课程设计小测 ${Date.now()}`;
    await dialog.getByLabel('试卷名称').fill(name);

    const pick = async (index: number, words: string, stem: RegExp) => {
      const picker = dialog.getByRole('combobox').nth(index);
      await picker.click();
      await picker.fill(words);
      // antd lists its options twice: hidden ones for screen readers, and the visible ones clicked.
      await page.locator('.ant-select-item-option:visible').filter({ hasText: stem }).first().click();
    };
    await pick(0, '柯氏', /柯氏四级评估的第三级/);
    await dialog.getByRole('button', { name: '添加题目' }).click();
    await pick(1, '经验萃取', /经验萃取常用的方法/);
    await saveScreenshot(page, 'console-paper-picker');
    await dialog.getByRole('button', { name: /确\s?定|保\s?存/ }).click();

    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('2 题');
    await saveScreenshot(page, 'console-papers');

    // Opened again, the paper shows the questions picked, by their stems.
    await row.getByRole('button', { name: /编\s?辑/ }).click();
    const editing = page.getByRole('dialog', { name: `编辑试卷「${name}」` });
    await editing.getByText(/柯氏四级评估的第三级/).waitFor();
    await editing.getByText(/经验萃取常用的方法/).waitFor();
  });
});
