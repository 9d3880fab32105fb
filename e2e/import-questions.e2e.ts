import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { EDITOR_SECRET, openFromMenu, signInToConsole } from './support/console.js';

const browser = useBrowser();
const CATEGORY = '导入旅程';
const HEADER = ['题型', '题干', '选项A', '选项B', '选项C', '选项D', '答案', '解析', '分值', '难度', '分类'];
const GOOD_ROWS = [
  [
    '单选',
    '旅程单选：安全生产方针的第一条是（ ）',
    '安全第一',
    '效益优先',
    '进度优先',
    '',
    'A',
    '安全第一、预防为主、综合治理',
    5,
    '简单',
    CATEGORY,
  ],
  ['判断', '旅程判断：进入车间须佩戴安全帽。', '', '', '', '', '正确', '', 2, '简单', CATEGORY],
];
const FAULTY_ROW = [
  '多选',
  '旅程多选：属于个人防护用品的有（ ）',
  '安全帽',
  '护目镜',
  '扳手',
  '',
  '',
  '',
  10,
  '中等',
  CATEGORY,
];
const FIXED_ROW = FAULTY_ROW.map((cell, index) => (index === 6 ? 'AB' : cell));

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('题目');
  worksheet.addRow(HEADER);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('importing questions in the console', () => {
  it('an editor imports a sheet, sees the faulty row, fixes it and finds the questions in the bank', async () => {
    const { page } = browser;
    await signInToConsole(page, 'editor', EDITOR_SECRET);
    await openFromMenu(page, '考试', '题库管理');
    await page.getByRole('heading', { name: '题库管理' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await saveScreenshot(page, 'console/exam-bank');

    await page.getByRole('button', { name: '导入题目' }).click();
    await page.getByRole('heading', { name: '导入题目' }).waitFor();
    const file = page.locator('input[type=file]');
    const upload = async (name: string, rows: unknown[][]) =>
      file.setInputFiles({
        name,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await sheet(rows),
      });

    // Row 4 of the sheet lacks its answer: the whole sheet is held back.
    await upload('题目-有错.xlsx', [...GOOD_ROWS, FAULTY_ROW]);
    const problems = page.getByRole('alert').filter({ hasText: '未导入任何题目' });
    await problems.waitFor();
    const reported = await visibleText(problems);
    expect(reported).toContain('第 4 行');
    expect(reported).toContain('缺少正确答案');
    expect(await page.getByRole('button', { name: /导入 2 道题/ }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'console/exam-import-problems');

    await upload('题目-已修改.xlsx', [...GOOD_ROWS, FIXED_ROW]);
    await page.getByText('检查通过：共 3 道题，可以导入。').waitFor();
    await page.getByRole('button', { name: /导入 3 道题/ }).click();
    await page.getByText('已导入 3 道题').waitFor();
    await saveScreenshot(page, 'console/exam-import-done');

    await page.getByRole('button', { name: '查看题库' }).click();
    await page.getByRole('heading', { name: '题库管理' }).waitFor();
    await page.getByPlaceholder('按题干搜索').fill('旅程');
    await page.getByPlaceholder('按题干搜索').press('Enter');
    await page.waitForURL(/keyword=/);
    const rows = page.getByRole('row').filter({ hasText: '旅程' });
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await visibleText(page.getByRole('table'))).toContain('多选题');

    await rows
      .filter({ hasText: '旅程多选' })
      .getByRole('button', { name: /^编\s?辑$/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('正确答案（多选）').waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'A' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'C' }).isChecked()).toBe(false);
    await saveScreenshot(page, 'console/exam-question-edit');
  }, 150_000);
});
