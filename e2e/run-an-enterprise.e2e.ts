import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { confirmPopup, signInToConsole, uploadPicture } from './support/console.js';
import { videoState } from './support/lesson-video.js';
import { DEMO_PASSWORD, expectReload, fillPhoneAndCode, freshPhone } from './support/log-in.js';
import { makeCover, makeTestVideo } from './support/test-media.js';

const ENTADMIN_SECRET = 'ZHIXUEDEMOENTADMINAAAAAAAAAAAAAA';
const browser = useBrowser();

/** A department of this run's own, so that the task reaches this run's learners only. */
const DEPARTMENT = `旅程部${String(Date.now() % 100_000)}`;
const TASK = `旅程任务${String(Date.now() % 100_000)}`;
const COURSE = '华东智造新员工入职指南';
/** A learner of the enterprise no other journey logs in as (sessions are one per account and device). */
const LEARNER = 'hdzz003';

let folder: string;
let video: string;
let cover: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'zhixue-ent-video-'));
  // The section's video and the course's cover, uploaded by the enterprise's admin.
  video = await makeTestVideo(folder, 'forklift-check.mp4', 8);
  cover = await makeCover(folder);
}, 60_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

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
    await signInToConsole(page, 'entadmin', ENTADMIN_SECRET);
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
    // 学习统计, the last of them: its export made by a job, then offered for download.
    await page.getByRole('button', { name: '导出学习统计' }).click();
    await page.getByRole('button', { name: /下载导出文件/ }).waitFor();
    await saveScreenshot(page, 'console/ent-statistics-export');

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

  /** The private course the next test's learner plays (made by the test before it). */
  let courseId: number | undefined;

  it('makes a private course with its outline and video, then edits and deletes the task', async () => {
    // Named by the attempt: a retried journey meets the first attempt's course and upload.
    const attempt = String(Date.now() % 100_000);
    const privateCourse = `叉车内训${attempt}`;
    const videoName = `叉车检查${attempt}.mp4`;
    const upload = join(folder, videoName);
    await copyFile(video, upload);
    const { page } = browser;
    await signInToConsole(page, 'entadmin', ENTADMIN_SECRET);
    await page.getByRole('heading', { name: '企业学员' }).waitFor();

    // A private course, then its outline: one chapter of one section.
    await openScreen(page, '企业课程');
    await page.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: '新建课程' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('课程名称').fill(privateCourse);
    await form.getByLabel('简介').fill('仓储部门每季度复训');
    // The enterprise's admin uploads the cover as an editor does.
    await uploadPicture(page, cover);
    await form.getByLabel('分类').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('安全生产', { exact: true }).click();
    await saveScreenshot(page, 'console/ent-course-form');
    await form.getByRole('button', { name: /保\s?存/ }).click();
    const row = page.getByRole('row').filter({ hasText: privateCourse });
    await row.waitFor();
    await saveScreenshot(page, 'console/ent-courses');
    await row.getByRole('button', { name: '目录' }).click();
    await page.getByRole('heading', { name: `课程目录：${privateCourse}` }).waitFor();
    await page.getByRole('button', { name: '新增章' }).click();
    await page.getByRole('dialog').getByLabel('章名称').fill('第一章 安全须知');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s?存/ })
      .click();
    const chapter = page.getByTestId('chapter-card');
    await chapter.getByRole('button', { name: '新增小节' }).click();
    await page.getByRole('dialog').getByLabel('小节名称').fill('开车前检查');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await chapter.getByText('开车前检查').waitFor();
    await saveScreenshot(page, 'console/ent-course-outline');
    courseId = Number(new URL(page.url()).pathname.split('/').at(-1));

    // The section's video: uploaded from the picker as the enterprise's own, processed, chosen.
    const section = page.getByTestId('section-row').filter({ hasText: '开车前检查' });
    await section.getByRole('button', { name: '选择视频' }).click();
    const picker = page.getByRole('dialog');
    await picker.getByTestId('media-file').setInputFiles(upload);
    await picker.getByTestId('ent-video-uploads').getByText(videoName).waitFor();
    await saveScreenshot(page, 'console/ent-video-upload');
    await picker.getByLabel('视频').click();
    // The picker refreshes itself while the video is processed; ready, it is an option.
    const option = page.locator('.ant-select-item-option:visible').filter({ hasText: videoName });
    await option.waitFor({ timeout: 90_000 });
    await option.click();
    await saveScreenshot(page, 'console/ent-video-picker');
    await picker.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByText('小节已换用该视频').waitFor();
    await section.getByText('视频 0:08').waitFor();
    await saveScreenshot(page, 'console/ent-course-outline-video');

    // The task of the first journey: renamed and given the new course, then deleted after asking.
    await openScreen(page, '学习任务');
    const task = page.getByRole('row').filter({ hasText: TASK });
    await task.getByRole('button', { name: /^编\s?辑$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('任务名称').waitFor();
    expect(await dialog.getByLabel('任务名称').inputValue()).toBe(TASK);
    await dialog.getByLabel('任务名称').fill(`${TASK}（改）`);
    await choose(page, '课程', privateCourse);
    await saveScreenshot(page, 'console/ent-task-edit');
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    const edited = page.getByRole('row').filter({ hasText: `${TASK}（改）` });
    await edited.getByText(`课程·${privateCourse}`).waitFor();
    await edited.getByRole('button', { name: /^删\s?除$/ }).click();
    await page.getByText(`删除任务「${TASK}（改）」？`).waitFor();
    // The confirmation fades in: shown once it has.
    await page.waitForTimeout(400);
    await saveScreenshot(page, 'console/ent-task-delete');
    await confirmPopup(page);
    await page.getByText('任务已删除').waitFor();
    await expect.poll(() => edited.count()).toBe(0);
  }, 240_000);

  // A test of its own, so that a retry of it (on a busy machine) does not make the course again.
  it('an enterprise learner plays the private course in the enterprise player; a pause saves a heartbeat', async () => {
    const { page } = browser;
    if (courseId === undefined) throw new Error('the private course was not made (the test before failed)');
    await page.goto(`/ent/login?redirect=${encodeURIComponent(`/ent/video/${courseId}`)}`, {
      waitUntil: 'networkidle',
    });
    const login = page.getByRole('region', { name: '企业登录' });
    await login.getByRole('textbox', { name: '账号' }).fill(LEARNER);
    await login.getByRole('textbox', { name: '密码' }).fill(DEMO_PASSWORD);
    await expectReload(page, () => login.getByRole('button', { name: /^登\s?录$/ }).click());
    await page.waitForURL((url) => url.pathname === `/ent/video/${courseId}`);
    const player = page.getByTestId('lesson-video');
    await player.waitFor();
    await expect.poll(async () => (await videoState(page)).ready, { timeout: 15_000 }).toBe(true);
    await player.evaluate(async (element) => {
      const media = element as HTMLVideoElement;
      media.muted = true;
      await media.play();
    });
    await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(2);
    const beat = page.waitForResponse(
      (response: Response) =>
        new URL(response.url()).pathname === '/api/ent/front/learn/duration/save' && response.ok(),
    );
    await player.evaluate((element) => (element as HTMLVideoElement).pause());
    const saved = (await beat).request().postDataJSON() as { positionSeconds: number };
    expect(saved.positionSeconds).toBeGreaterThan(1);
    // The catalog beside it is the enterprise library's: the main site's does not know the course.
    await page.locator('li[aria-current="true"]').getByText('开车前检查').waitFor();
    await saveScreenshot(page, 'ent-player-private-course');
  }, 240_000);
});
