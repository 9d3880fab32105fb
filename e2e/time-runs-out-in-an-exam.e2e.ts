import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { callConsole, openExamSettings, signInAsTrainer } from './support/console.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** The seed's drawn safety paper: eight objective questions. */
const SAFETY_PAPER = 2;
const LIMIT_SECONDS = 20;

describe('time runs out in an exam', () => {
  const session = useBrowser();

  it('submits the attempt with what was saved when the timer reaches zero', async () => {
    const page = session.page;
    await signInAsTrainer(page);
    const exam = await callConsole<{ id: number }>(
      page,
      '/api/admin/exam/save',
      openExamSettings('二十秒限时小测', SAFETY_PAPER, LIMIT_SECONDS),
    );

    await signInThroughApi(page, DEMO_LEARNERS.buyer);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.goto(`/trainingCamp/exam/${exam.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '开始考试' }).click();
    await page.getByTestId('time-left').waitFor();
    const judge = page.locator('article').filter({ hasText: '判断题' }).first();
    await judge.locator('.ant-radio-wrapper').first().click();
    await page.getByText('答案已保存').waitFor();
    const stem = (await judge.locator('p').first().innerText()).trim();

    // No submit: the page's timer runs out and it shows the result the server made at the deadline.
    await page.waitForURL(/\/trainingCamp\/exam\/result\?/, { timeout: (LIMIT_SECONDS + 20) * 1000 });
    await page.getByText('答题详情').waitFor();
    const reviewed = page.locator('article').filter({ hasText: stem });
    await reviewed.waitFor();
    expect(await reviewed.innerText()).not.toContain('你的答案：未作答');
    expect(await page.getByText('你的答案：未作答').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'exam-timed-out');
  }, 90_000);
});
