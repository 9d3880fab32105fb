import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** The seed's camp exam (exam 1) belongs to camp 2, whose running term the demo buyer studies in. */
const CAMP_EXAM = 1;
const SAVE_PATH = '/api/front/exam/paper/save';

const isSave = (response: Response) => new URL(response.url()).pathname === SAVE_PATH && response.ok();
const question = (page: Page, type: string) => page.locator('article').filter({ hasText: type });
const secondsShown = async (page: Page) => {
  const [minutes = 0, seconds = 0] = (await page.getByTestId('time-left').innerText()).split(':').map(Number);
  return minutes * 60 + seconds;
};
const journalSize = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('zx.exam.journal.')).length);

describe('a learner takes a camp exam', () => {
  const session = useBrowser();

  it('answers, reloads, answers offline, comes back, submits and sees the result circle', async () => {
    const page = session.page;
    await signInThroughApi(page, DEMO_LEARNERS.buyer);
    await page.goto('/', { waitUntil: 'networkidle' });

    await page.goto(`/trainingCamp/exam/${CAMP_EXAM}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '课程开发线上工作坊·结业考试' }).waitFor();
    expect(await page.getByRole('link', { name: '返回学习计划' }).getAttribute('href')).toMatch(
      /^\/trainingCamp\/online\/plan\/\d+$/,
    );
    await saveScreenshot(page, 'exam-intro');
    await page.getByRole('button', { name: '开始考试' }).click();
    await page.getByTestId('time-left').waitFor();

    // Online: a single choice and a blank, each saved shortly after the change.
    const saved = page.waitForResponse(isSave);
    await question(page, '单选题').first().locator('.ant-radio-wrapper').nth(1).click();
    await question(page, '填空题').locator('input').fill('行为');
    await saved;
    await page.getByText('答案已保存').waitFor();
    await saveScreenshot(page, 'exam-room');
    const before = await secondsShown(page);

    // A reload resumes the same attempt: answers from the server, time from the server's count.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('time-left').waitFor();
    expect(await question(page, '单选题').first().locator('.ant-radio-wrapper-checked').count()).toBe(1);
    expect(await question(page, '填空题').locator('input').inputValue()).toBe('行为');
    const after = await secondsShown(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(before - 60);

    // Offline: the answers go to the browser's journal and the banner says so.
    await page.context().setOffline(true);
    await page.getByRole('alert').filter({ hasText: '网络已断开' }).waitFor();
    await question(page, '多选题').first().locator('.ant-checkbox-wrapper').first().click();
    await question(page, '简答题').locator('textarea').fill('先定目标，再萃取内容，最后制作课件并试讲。');
    await page.getByText('已离线，答案保存在本机').waitFor();
    expect(await journalSize(page)).toBe(1);
    await saveScreenshot(page, 'exam-offline');

    // Back online: the journal is replayed and emptied once the server has it.
    const replayed = page.waitForResponse(isSave);
    await page.context().setOffline(false);
    await replayed;
    await page.getByText('答案已保存').waitFor();
    expect(await journalSize(page)).toBe(0);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('time-left').waitFor();
    expect(await question(page, '多选题').first().locator('.ant-checkbox-wrapper-checked').count()).toBe(1);
    expect(await question(page, '简答题').locator('textarea').inputValue()).toContain('先定目标');

    await page.getByRole('button', { name: /^交\s*卷$/ }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '确认交卷？' }).waitFor();
    await page.getByRole('button', { name: '确认交卷' }).click();
    await page.waitForURL(/\/trainingCamp\/exam\/result\?id=1&attemptId=\d+/);
    // A short answer waits for its grader: the circle says so. A second attempt is still open to the
    // learner (可考2次), so the key stays back until none is.
    await page.getByText('主观题批改完成后公布最终成绩').waitFor();
    await page.getByText('待批改').first().waitFor();
    await page.getByText('本场考试暂不公布答案与解析。').waitFor();
    expect(await page.getByText('参考答案：').count()).toBe(0);
    await saveScreenshot(page, 'exam-result');

    await page.goto('/mycourses?index=5', { waitUntil: 'networkidle' });
    await page.getByText('课程开发线上工作坊·结业考试').waitFor();
    await saveScreenshot(page, 'my-exams');
  });
});
