import type { MySubmission } from '@zhixue/contract';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFromContext, callFromPage } from './support/api.js';
import { newPersonContext, saveScreenshot, useBrowser } from './support/browser.js';
import { confirmPopup, signInToConsole, TRAINER_SECRET } from './support/console.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** The seeded assignment of camp 2 (seed/camps.ts), whose running term the demo buyer studies in. */
const ASSIGNMENT = 2;
/** 周小满: enrolled in the same term as the demo buyer (seed/camps.ts). */
const CLASSMATE = '13800000003';
/** Each payload would set window.__xss if any of it ran. */
const TEXT_PAYLOAD =
  '我的学习总结：先定目标，再萃取内容。<script>window.__xss=1</script><img src=x onerror="window.__xss=1">';
const COMMENT_PAYLOAD = '<img src=x onerror="window.__xss=1">写得清楚';
const FILE_NAME_PAYLOAD = '<img src=x onerror=window.__xss=1>.pdf';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The header bell's label: 消息中心, or 消息中心，N条未读. */
const unreadIn = (label: string | null) => Number(/(\d+)条未读/.exec(label ?? '')?.[1] ?? 0);

/**
 * The learner's unread count as the server has it, once the header's bell shows it too: the bell's
 * count arrives with its own call, so a count read off the bell before then would be 0.
 */
async function settledUnread(page: Page, bell: Locator): Promise<number> {
  const { count } = await callFromPage<{ count: number }>(
    page,
    '/api/front/training/v2/coursework/comment/notice/count',
    {},
  );
  await expect.poll(async () => unreadIn(await bell.getAttribute('aria-label'))).toBe(count);
  return count;
}

/**
 * Withdraws the learner's work of the assignment if an earlier attempt of this journey left one (a
 * retry after a failure half-way, or a second run on the same server): a learner submits once, and
 * removing the work before the deadline frees the place, so each attempt submits, likes and reviews
 * work of its own.
 */
async function withdrawEarlierWork(context: BrowserContext): Promise<void> {
  const mine = await callFromContext<MySubmission | null>(context, '/api/front/coursework/user/detail', {
    assignmentId: ASSIGNMENT,
  });
  if (mine) await callFromContext(context, '/api/front/coursework/remove', { id: mine.id });
}

const scriptRan = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss !== undefined);

async function attach(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const uploaded = page.waitForResponse((response) =>
    response.url().endsWith('/api/front/coursework/file/upload'),
  );
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
  expect((await uploaded).ok()).toBe(true);
}

/**
 * Pages are waited for by what the journey reads on them, never by a quiet network: the message
 * centre's lazy parts, the header's pictures and the site icon came up to 16 s late on a busy machine
 * (the server's log: the calls answered in under 0.4 s), and a wait for every last request ran out.
 */
describe('a learner submits coursework and a trainer reviews it', () => {
  const session = useBrowser();

  it('submits text, an image and an attachment; comments and likes; none of the payloads runs; sees the released review', async () => {
    const page = session.page;
    await signInThroughApi(page, DEMO_LEARNERS.buyer);
    await withdrawEarlierWork(page.context());
    await page.goto('/');

    await page.goto(`/trainingCamp/work/${ASSIGNMENT}`);
    await page.getByRole('heading', { name: '结营作业：我的学习成果' }).waitFor();
    await page.getByText('提交自己的作业后即可查看同学的作业').waitFor();
    await page.getByLabel('作业内容').fill(TEXT_PAYLOAD);
    await attach(page, 'notes.png', 'image/png', PNG);
    await attach(page, FILE_NAME_PAYLOAD, 'application/pdf', PDF);
    await page.getByRole('button', { name: '提交作业' }).click();
    await page.getByText('作业已提交').waitFor();
    await page.getByText('已提交', { exact: true }).waitFor();
    await page.getByText(FILE_NAME_PAYLOAD).first().waitFor();
    await saveScreenshot(page, 'coursework-submitted');

    // The learner waits on the message centre while a classmate, 周小满, submits too (the others' work
    // opens to them only then), likes this work and comments on it: the red dot lights without a reload.
    await page.goto('/message');
    const bell = page.getByTestId('main-header').getByRole('link', { name: /^消息中心/ });
    const unreadAlone = await settledUnread(page, bell);
    await classmateLikesAndComments(page);
    await expect
      .poll(async () => unreadIn(await bell.getAttribute('aria-label')), { timeout: 10_000 })
      .toBe(unreadAlone + 2);
    // The newest notice of each kind is this attempt's (an earlier attempt's may be listed below it).
    await page.goto('/message?category=coursework_like');
    await page.getByText('有人赞了你的作业「结营作业：我的学习成果」').first().waitFor();
    await page.goto('/message?category=coursework_comment');
    await page.getByText('你的作业「结营作业：我的学习成果」有新评论').first().waitFor();
    await page.getByText(COMMENT_PAYLOAD).first().waitFor();
    await saveScreenshot(page, 'coursework-classmate-notices');
    expect(await scriptRan(page)).toBe(false);
    await page.getByRole('button', { name: '全部已读' }).click();
    await expect.poll(async () => unreadIn(await bell.getAttribute('aria-label'))).toBe(0);

    // The trainer reviews in the console; nothing reaches the learner until it is released.
    const console = await page.context().newPage();
    await signInToConsole(console, 'trainer', TRAINER_SECRET);
    await console.goto(`/admin/coursework?assignment=${ASSIGNMENT}`);
    // Both classmates' work is listed: review 张晨阳's.
    const row = console.getByRole('row').filter({ hasText: '张晨阳' });
    await row.getByRole('button', { name: /批\s?改/ }).click();
    const form = console.getByRole('dialog');
    await form.getByLabel('分数').fill('92');
    await form.getByLabel('评语').fill('条理清楚，案例贴切');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await row.getByText('已批改', { exact: true }).waitFor();
    await saveScreenshot(console, 'coursework-console-review');
    expect(await scriptRan(console)).toBe(false);

    // The learner's message centre, reloaded, lists the comment's notice and nothing of the review.
    await page.reload();
    await page.getByText('你的作业「结营作业：我的学习成果」有新评论').first().waitFor();
    expect(await page.getByText('老师点评').count()).toBe(0);

    // The learner waits on the message centre; the release lights the red dot without a reload.
    await page.goto('/message?category=coursework_review');
    const unreadBefore = await settledUnread(page, bell);
    await row.getByRole('button', { name: /发\s?布/ }).click();
    await confirmPopup(console);
    await console.getByText('已发布', { exact: true }).first().waitFor();
    await expect
      .poll(async () => unreadIn(await bell.getAttribute('aria-label')), { timeout: 5_000 })
      .toBe(unreadBefore + 1);
    const notice = page.getByRole('list', { name: '消息列表' }).getByRole('listitem').first();
    await notice.getByText('你的作业「结营作业：我的学习成果」已批改').waitFor();
    await page.getByRole('button', { name: '全部已读' }).click();
    await expect.poll(async () => unreadIn(await bell.getAttribute('aria-label'))).toBe(unreadBefore);

    await page.goto(`/trainingCamp/work/${ASSIGNMENT}`);
    await page.getByText('老师点评').waitFor();
    await page.getByText('92 分').waitFor();
    await page.getByText('条理清楚，案例贴切').waitFor();
    await page.getByText('优秀作业').first().waitFor();
    expect(await scriptRan(page)).toBe(false);
    await saveScreenshot(page, 'coursework-reviewed');
    // The way back: the camp's plan, of this learner's enrolment.
    await page.getByRole('link', { name: '返回学习计划' }).click();
    await page.waitForURL((url) => /^\/trainingCamp\/online\/plan\/\d+$/.test(url.pathname));

    await page.goto('/mycourses?index=7');
    await page.getByRole('region', { name: '我的作业' }).getByRole('heading', { name: '我的作业' }).waitFor();
    await page.getByText('结营作业：我的学习成果').waitFor();
    await saveScreenshot(page, 'coursework-my-list');
    // Two sites, three sign-ins, uploads and a review: longer than a one-page journey.
  }, 300_000);
});

/**
 * 周小满 (13800000003), enrolled in the same term, submits a short work in a window of their own, then
 * likes 张晨阳's work and comments on it with a script payload, which must stay inert on their page too.
 */
async function classmateLikesAndComments(learnerPage: Page): Promise<void> {
  const browser = learnerPage.context().browser();
  if (!browser) throw new Error('no browser for the classmate');
  const context = await newPersonContext(browser, new URL(learnerPage.url()).origin);
  try {
    const page = await context.newPage();
    await signInThroughApi(page, CLASSMATE);
    await withdrawEarlierWork(context);
    await page.goto('/');
    await page.goto(`/trainingCamp/work/${ASSIGNMENT}`);
    await page.getByLabel('作业内容').fill('我的总结：把课程目标写成可以检验的行为。');
    await page.getByRole('button', { name: '提交作业' }).click();
    await page.getByText('作业已提交').waitFor();

    const card = page.locator('li').filter({ hasText: '我的学习总结' }).first();
    await card.getByRole('button', { name: /点赞/ }).click();
    await card.getByRole('button', { name: /已赞 1/ }).waitFor();
    await card.getByRole('button', { name: /查看详情/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('评论内容').fill(COMMENT_PAYLOAD);
    await dialog.getByRole('button', { name: /^评\s?论$/ }).click();
    await dialog.getByText(COMMENT_PAYLOAD).waitFor();
    await saveScreenshot(page, 'coursework-work-dialog');
    expect(await scriptRan(page)).toBe(false);
  } finally {
    await context.close();
  }
}
