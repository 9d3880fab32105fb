import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { enterCode, enterPassword } from './support/console.js';
import { expectReload, fillPhoneAndCode, freshPhone } from './support/log-in.js';

const ENTADMIN_SECRET = 'ZHIXUEDEMOENTADMINAAAAAAAAAAAAAA';
const browser = useBrowser();

/** A department of this run's own, so that the task reaches this run's learners only. */
const DEPARTMENT = `旅程部${String(Date.now() % 100_000)}`;
const TASK = `旅程任务${String(Date.now() % 100_000)}`;
const COURSE = '华东智造新员工入职指南';

async function sheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('学员');
  worksheet.addRow(['手机号', '姓名', '部门']);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function openScreen(page: Page, menu: string, heading = menu) {
  await page.getByRole('menuitem', { name: menu }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

/** Picks an option of an antd select (a Select or TreeSelect) by typing part of its text. */
async function choose(page: Page, field: string, text: string) {
  const box = page.getByRole('dialog').getByLabel(field);
  await box.click();
  await box.fill(text);
  await page.locator('.ant-select-dropdown:visible').getByTitle(text, { exact: true }).first().click();
  await page.keyboard.press('Escape');
}

describe('an enterprise admin runs the enterprise in the console', () => {
  it('imports learners (one faulty row reported), assigns a task, and the learner sees it', async () => {
    const { page } = browser;
    await enterPassword(page, 'entadmin');
    await enterCode(page, ENTADMIN_SECRET);
    await page.getByRole('heading', { name: '企业学员' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await saveScreenshot(page, 'console/ent-learners');

    // A department for this run, under the group.
    await openScreen(page, '部门管理');
    await page.getByRole('button', { name: '新建部门' }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel('部门名称').fill(DEPARTMENT);
    await create.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByRole('cell', { name: DEPARTMENT }).waitFor();
    await saveScreenshot(page, 'console/ent-departments');

    // The sheet: row 3 has a wrong phone; nothing is imported until it is fixed.
    const phones = [freshPhone('136'), freshPhone('137')];
    await openScreen(page, '企业学员');
    await page.getByRole('button', { name: '批量导入' }).click();
    await page.getByRole('heading', { name: '导入学员' }).waitFor();
    const file = page.locator('input[type=file]');
    const upload = async (name: string, rows: string[][]) =>
      file.setInputFiles({
        name,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await sheet(rows),
      });
    await upload('学员-有错.xlsx', [
      [phones[0] ?? '', '旅程学员甲', DEPARTMENT],
      ['1380000', '旅程学员乙', DEPARTMENT],
    ]);
    const problems = page.getByRole('alert').filter({ hasText: '未导入任何学员' });
    await problems.waitFor();
    const reported = await visibleText(problems);
    expect(reported).toContain('第 3 行');
    expect(reported).toContain('请输入正确的手机号!');
    expect(await page.getByRole('button', { name: /导入 2 名学员/ }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'console/ent-import-problems');

    await upload('学员-已修改.xlsx', [
      [phones[0] ?? '', '旅程学员甲', DEPARTMENT],
      [phones[1] ?? '', '旅程学员乙', DEPARTMENT],
    ]);
    await page.getByText('检查通过：共 2 名学员，可以导入。').waitFor();
    await page.getByRole('button', { name: /导入 2 名学员/ }).click();
    await page.getByText('已导入 2 名学员').waitFor();

    // The task: the onboarding course, for the run's department, due in a week.
    await openScreen(page, '学习任务');
    await page.getByRole('button', { name: '新建任务' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('任务名称').fill(TASK);
    const start = new Date(Date.now() - 60 * 60_000);
    const end = new Date(Date.now() + 7 * 86_400_000);
    const text = (at: Date) =>
      new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    const range = dialog.locator('.ant-picker-range input');
    await range.first().click();
    await range.first().fill(text(start));
    await range.first().press('Enter');
    await range.last().fill(text(end));
    await range.last().press('Enter');
    await choose(page, '课程', COURSE);
    await choose(page, '指派部门（含下级部门）', DEPARTMENT);
    await saveScreenshot(page, 'console/ent-task-form');
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    const row = page.getByRole('row').filter({ hasText: TASK });
    await row.waitFor();
    expect(await visibleText(row)).toContain(DEPARTMENT);
    await saveScreenshot(page, 'console/ent-tasks');

    // The other screens, looked at.
    for (const [menu, name] of [
      ['课程授权', 'ent-licences'],
      ['专题管理', 'ent-topics'],
      ['考试安排', 'ent-exams'],
      ['学习统计', 'ent-statistics'],
    ] as const) {
      await openScreen(page, menu);
      await page.getByRole('row').nth(1).waitFor();
      await saveScreenshot(page, `console/${name}`);
    }

    // The learner, never registered, logs in with the phone and finds the task (the site's own
    // session: the console's cookie is for the console's calls only).
    const learner = page;
    await learner.goto('/ent/login?redirect=%2Fent%2Flearn-center', { waitUntil: 'networkidle' });
    const form = learner.getByRole('region', { name: '企业登录' });
    // The subtitle's last line is a phrase of its own (助力组织持续成长), never a lone 成长.
    await saveScreenshot(learner, 'ent-login');
    await form.getByRole('tab', { name: '验证码登录' }).click();
    await fillPhoneAndCode(learner, form, phones[0] ?? '');
    await expectReload(learner, () => form.getByRole('button', { name: /^登\s?录$/ }).click());
    await learner.waitForURL((url) => url.pathname === '/ent/learn-center');
    const tasks = learner.getByRole('region', { name: '学习任务' });
    await tasks.getByRole('link', { name: TASK }).waitFor();
    await saveScreenshot(learner, 'ent-learn-center-imported-learner');
  }, 240_000);
});
