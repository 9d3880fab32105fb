import { readFile } from 'node:fs/promises';
import type { CheckinCode, CheckinSessionRow, EnrolmentCard, EnrolmentDetail } from '@zhixue/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { callFromPage } from './support/api.js';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { callConsole, signInToConsole, TRAINER_SECRET } from './support/console.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** The seeded online camp whose running term the demo buyer studies in; its plan has a check-in. */
const CAMP = 2;

describe('a trainer shows the check-in code of a session and a learner checks in with it', () => {
  const session = useBrowser();

  it('shows the rotating QR code in the console; its link checks the enrolled learner in once', async () => {
    const page = session.page;
    await signInThroughApi(page, DEMO_LEARNERS.buyer);
    await page.goto('/', { waitUntil: 'networkidle' });
    const mine = await callFromPage<{ list: EnrolmentCard[] }>(page, '/api/front/training/user/list', {});
    const enrolment = mine.list.find((card) => card.trainingId === CAMP);
    expect(enrolment?.termName).toBeTruthy();

    // The trainer opens the camp's terms, and the check-in screen of the learner's term.
    const console = await page.context().newPage();
    await signInToConsole(console, 'trainer', TRAINER_SECRET);
    await console.goto(`/admin/camps/${CAMP}`, { waitUntil: 'networkidle' });
    await console.getByRole('heading', { name: '期次管理' }).waitFor();
    await saveScreenshot(console, 'camp-console-terms');
    const row = console.getByRole('row').filter({ hasText: enrolment?.termName ?? '' });
    await row.getByRole('link', { name: '签到' }).click();
    await console.getByRole('heading', { name: '现场签到' }).waitFor();
    await console.getByLabel('签到二维码').waitFor();
    await console.getByText('已签到').waitFor();
    await saveScreenshot(console, 'camp-console-checkin-qr');

    // What the QR code holds, as the screen asked for it (a phone would read it from the code).
    const termId = Number(new URL(console.url()).searchParams.get('term'));
    const [sessionRow] = await callConsole<CheckinSessionRow[]>(
      console,
      '/api/admin/camps/checkin/sessions',
      {
        trainingId: CAMP,
        termId,
      },
    );
    expect(sessionRow).toBeDefined();
    const code = await callConsole<CheckinCode>(console, '/api/admin/camps/checkin/code', {
      itemId: sessionRow?.itemId,
      termId,
    });
    const link = new URL(code.link, page.url());

    await page.goto(link.pathname + link.search, { waitUntil: 'networkidle' });
    await page.getByText('签到成功').waitFor();
    await saveScreenshot(page, 'camp-checkin-done');
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('你已签到').waitFor();

    // A changed token is refused.
    await page.goto(
      `${link.pathname}${link.search.replace(/t=(\d+)\.(.)/, (_, step, c) => `t=${step}.${c === 'A' ? 'B' : 'A'}`)}`,
      {
        waitUntil: 'networkidle',
      },
    );
    await page.getByText('签到码无效，请重新扫描现场的签到码').waitFor();

    // The check-in shows done on the study plan, and counts on the trainer's screen.
    const plan = await callFromPage<EnrolmentDetail>(page, '/api/front/training/user/detail', {
      trainingUserId: enrolment?.trainingUserId,
    });
    expect(plan.items.find((item) => item.kind === 'checkin')?.done).toBe(true);
    await page.goto(`/trainingCamp/online/plan/${enrolment?.trainingUserId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '学习计划' }).waitFor();
    await saveScreenshot(page, 'camp-study-plan');

    await console.goto(`/admin/camps/terms/${termId}`, { waitUntil: 'networkidle' });
    await console.getByText('平均进度').waitFor();
    await saveScreenshot(console, 'camp-console-term-board');
    // The board's export: a job writes every learner with their progress, in rank order, to a
    // spreadsheet the console offers once it is made (phones masked: a trainer does not see them).
    await console.getByRole('button', { name: '导出学员进度' }).click();
    const ready = console.getByRole('button', { name: /下载导出文件/ });
    await ready.waitFor();
    await saveScreenshot(console, 'console/camp-term-board-export');
    const download = console.waitForEvent('download');
    await ready.click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await readFile((await (await download).path()) ?? '')) as unknown as ExcelJS.Buffer,
    );
    const rows: unknown[][] = [];
    workbook
      .getWorksheet('学员进度')
      ?.eachRow((sheetRow) => rows.push((sheetRow.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['排名', '学员', '手机号', '用户ID', '学习进度(%)', '报名时间']);
    const learner = rows.find((sheetRow) => sheetRow[1] === '张晨阳');
    expect(String(learner?.[2])).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(rows.slice(1).map((sheetRow) => sheetRow[0])).toEqual(rows.slice(1).map((_, index) => index + 1));
    await console.goto('/admin/camps', { waitUntil: 'networkidle' });
    await console.getByRole('heading', { name: '训练营管理' }).waitFor();
    await saveScreenshot(console, 'camp-console-camps');
  });
});
