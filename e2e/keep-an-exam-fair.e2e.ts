import { describe, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { callConsole, openExamSettings, signInAsTrainer } from './support/console.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** The seed's short-answer question: the attempt then waits in the grading queue. */
const SHORT_QUESTION = 9;

describe('an exam with a violation budget', () => {
  const session = useBrowser();

  it('counts each leaving, warns with n/5, submits at the sixth, and the grader reads the timeline', async () => {
    const page = session.page;
    await signInAsTrainer(page);
    const paper = await callConsole<{ id: number }>(page, '/api/admin/exam/paper/save', {
      name: '诚信考试简答卷',
      kind: 'fixed',
      questions: [{ questionId: SHORT_QUESTION, score: 100 }],
    });
    const exam = await callConsole<{ id: number }>(page, '/api/admin/exam/save', {
      ...openExamSettings('诚信考试·离开上限', paper.id, 1800),
      violationBudget: 5,
      blockCopyPaste: true,
    });

    await signInThroughApi(page, DEMO_LEARNERS.member);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.goto(`/trainingCamp/exam/${exam.id}`, { waitUntil: 'networkidle' });
    await page.getByText('最多 5 次，超过将由系统自动交卷').waitFor();
    await saveScreenshot(page, 'exam-integrity-rules');
    await page.getByRole('button', { name: '开始考试' }).click();
    await page
      .locator('article')
      .filter({ hasText: '简答题' })
      .locator('textarea')
      .fill('先定目标，再萃取与试讲。');
    await page.getByText('答案已保存').waitFor();

    // Another tab taken and given back: the page hides and loses focus, then has both again. Each
    // leaving waits out the page's window in which simultaneous signals count as one.
    const leaveAndComeBack = async () => {
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('blur'));
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('focus'));
      });
      await page.waitForTimeout(1600);
    };
    const dismissWarning = async (count: number) => {
      const warning = page.getByRole('dialog').filter({ hasText: `离开考试页面 ${count}/5 次` });
      await warning.waitFor();
      await warning.getByRole('button', { name: '继续作答' }).click();
      await warning.waitFor({ state: 'hidden' });
    };
    await leaveAndComeBack();
    await dismissWarning(1);
    await leaveAndComeBack();
    const warning = page.getByRole('dialog').filter({ hasText: '离开考试页面 2/5 次' });
    await warning.waitFor();
    await page.getByTestId('violations').filter({ hasText: '离开考试页面 2/5 次' }).waitFor();
    await saveScreenshot(page, 'exam-violation-warning');
    await dismissWarning(2);
    for (const count of [3, 4, 5]) {
      await leaveAndComeBack();
      await dismissWarning(count);
    }
    // The sixth: the server hands the paper in, the page shows the result and says why.
    await leaveAndComeBack();
    await page.waitForURL(/\/trainingCamp\/exam\/result\?/);
    await page.getByText('离开考试页面次数超过上限，系统已自动交卷').first().waitFor();

    // The grader finds the attempt first among those that left the page, and reads its timeline.
    await page.goto('/admin/grading?violations=1&sort=-violations', { waitUntil: 'networkidle' });
    const row = page.getByRole('row').filter({ hasText: '诚信考试·离开上限' });
    await row.getByText('违规自动交卷').waitFor();
    await row.getByRole('link', { name: '批改' }).click();
    await page.getByText('作答记录').waitFor();
    await page.getByText('保存答案（改动 1 题）').waitFor();
    await page.getByText('离开考试页面超过上限，系统自动交卷').first().waitFor();
    await page.getByText('6 次（上限 5 次）').waitFor();
    await saveScreenshot(page, 'console-attempt-timeline');
  }, 180_000);
});
