import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { callConsole, openExamSettings, signInAsTrainer } from './support/console.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** The seed's short-answer question (步骤 of a micro-course). */
const SHORT_QUESTION = 9;

describe('a short answer graded in the console', () => {
  const session = useBrowser();

  it('the learner submits, the trainer grades it in the queue, the learner sees the final score', async () => {
    const page = session.page;
    // The trainer sets up a one-question paper and an exam open to every learner.
    await signInAsTrainer(page);
    const paper = await callConsole<{ id: number }>(page, '/api/admin/exam/paper/save', {
      name: '微课开发简答卷',
      kind: 'fixed',
      questions: [{ questionId: SHORT_QUESTION, score: 100 }],
    });
    const exam = await callConsole<{ id: number }>(
      page,
      '/api/admin/exam/save',
      openExamSettings('微课开发简答测验', paper.id, 1800),
    );
    await page.goto('/admin/exams', { waitUntil: 'networkidle' });
    await page.getByRole('cell', { name: '微课开发简答测验' }).waitFor();
    await saveScreenshot(page, 'console-exams');
    await page.getByRole('button', { name: '新建考试' }).click();
    await page.getByRole('dialog').getByText('多选题计分').waitFor();
    await saveScreenshot(page, 'console-exam-form');
    await page.getByRole('button', { name: /取\s?消/ }).click();

    // The learner answers and submits: the result waits for its grader.
    await signInThroughApi(page, DEMO_LEARNERS.member);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.goto(`/trainingCamp/exam/${exam.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '开始考试' }).click();
    await page
      .locator('article')
      .filter({ hasText: '简答题' })
      .locator('textarea')
      .fill('先确定学习目标，再萃取经验、设计结构，然后制作课件并试讲，最后根据反馈迭代。');
    await page.getByText('答案已保存').waitFor();
    await page.getByRole('button', { name: /^交\s*卷$/ }).click();
    // The confirmation zooms in: a click that landed while it moved is made again.
    const confirm = page.getByRole('button', { name: '确认交卷' });
    await confirm.click();
    await page.waitForURL(/\/trainingCamp\/exam\/result\?/, { timeout: 5_000 }).catch(async () => {
      if (await confirm.isVisible()) await confirm.click();
      await page.waitForURL(/\/trainingCamp\/exam\/result\?/);
    });
    await page.getByText('主观题批改完成后公布最终成绩').waitFor();
    const resultUrl = page.url();

    // The trainer finds it in the queue with the integrity log, scores it and comments.
    await page.goto('/admin/grading', { waitUntil: 'networkidle' });
    const row = page.getByRole('row').filter({ hasText: '微课开发简答测验' });
    await row.waitFor();
    await saveScreenshot(page, 'console-grading-queue');
    await row.getByRole('link', { name: '批改' }).click();
    await page.getByText('先确定学习目标').waitFor();
    await page.getByText('参考答案：').waitFor();
    await page.getByLabel('得分（0–100）').fill('85');
    await page.getByLabel('评语').fill('步骤完整，可补充评估环节。');
    await page.getByRole('button', { name: '提交评分' }).click();
    await page.getByText('已批改，成绩 85 分（及格），学员已可查看').waitFor();
    await saveScreenshot(page, 'console-graded-attempt');

    // The learner's result is final: the score, passed, and the grader's comment.
    await page.goto(resultUrl, { waitUntil: 'networkidle' });
    await page.getByText('恭喜你，通过了考试').waitFor();
    await page.getByText('步骤完整，可补充评估环节。').waitFor();
    expect(await page.getByText('主观题批改完成后公布最终成绩').count()).toBe(0);
    await saveScreenshot(page, 'exam-result-graded');
    await page.goto('/mycourses?index=5', { waitUntil: 'networkidle' });
    const card = page.locator('li').filter({ hasText: '微课开发简答测验' });
    await card.getByText('85分 · 通过').waitFor();
  }, 180_000);
});
