import type { AdminLive } from '@zhixue/contract';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pushTestStream } from '../scripts/push-test-stream.mjs';
import { postApi } from './support/api.js';
import { newPersonContext, saveScreenshot, useBrowser } from './support/browser.js';
import { callConsole, EDITOR_SECRET, signInToConsole } from './support/console.js';
import { play, videoState } from './support/lesson-video.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

const MINUTE = 60_000;
const SAVE_PATH = '/api/front/learn/duration/save';
const TITLE = `旅程直播${Date.now() % 100_000}`;
/** The live the learner subscribes to and is reminded of; it is never pushed. */
const UPCOMING = `${TITLE}预告`;

/** The live player's video element, as the page plays it. */
const liveVideo = (page: Page) =>
  page.getByTestId('live-video').evaluate((element) => {
    const video = element as HTMLVideoElement;
    return { time: video.currentTime, ready: video.readyState >= 2, source: video.currentSrc };
  });

describe('a learner watches a live class', () => {
  const session = useBrowser();

  it('subscribes and is reminded, watches a pushed stream without a reload, and learns from its replay', async () => {
    const page = session.page;
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');

    // The editor schedules two lives starting in five minutes, the second of a free course of its own.
    // The learner subscribes to the first and is reminded of it while the lecturer pushes the second
    // (a live under way is reminded of no more): the reminder sweep's minute passes beside the stream.
    const consoleContext = await newPersonContext(browser, session.baseUrl);
    const editor = await consoleContext.newPage();
    await signInToConsole(editor, 'editor', EDITOR_SECRET);
    const course = await callConsole<{ id: number }>(editor, '/api/admin/course/create', {
      name: `${TITLE}课程`,
      summary: '',
      categoryId: null,
      charge: 0,
      price: 0,
      linePrice: 0,
      vip: 0,
      vipCharge: 0,
      vipPrice: 0,
    });
    await callConsole(editor, '/api/admin/course/set-published', { id: course.id, published: true });
    // The seeded live of course 1 lends its cover (a picture the site serves).
    const cover = (await postApi<{ cover: string }>('/api/front/live/detail', { id: 5 })).cover;
    const schedule = (title: string, courseId: number | null) =>
      callConsole<AdminLive>(editor, '/api/admin/live/create', {
        title,
        summary: '直播旅程：推流、观看与回放。',
        cover,
        lecturerId: 1,
        startsAt: new Date(Date.now() + 5 * MINUTE).toISOString(),
        expectedMinutes: 30,
        courseId,
        audience: 'anyone',
      });
    const upcoming = await schedule(UPCOMING, null);
    const live = await schedule(TITLE, course.id);
    await editor.goto('/admin/lives', { waitUntil: 'networkidle' });
    await editor
      .getByRole('row', { name: new RegExp(TITLE) })
      .first()
      .waitFor();
    await saveScreenshot(editor, 'console-lives');

    // The learner subscribes on the live page, under its countdown.
    await signInThroughApi(page, DEMO_LEARNERS.member);
    await page.goto(`/live/${upcoming.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('live-countdown').waitFor();
    await page.getByRole('button', { name: '预约直播' }).click();
    await page.getByRole('button', { name: '取消预约' }).waitFor();
    await saveScreenshot(page, 'live-countdown');

    // The reminder sweep runs each minute; the 10-minute reminder arrives in the message centre left
    // open in a second tab, without a reload (the notice stream tells the page), as a learner waiting
    // there would see it. Its failure is kept until the stream's steps are done.
    const inbox = await page.context().newPage();
    const reminded = (async () => {
      await inbox.goto('/message?category=live');
      await inbox
        .getByRole('list', { name: '消息列表' })
        .getByText(`直播即将开始：${UPCOMING}`)
        .waitFor({ timeout: 150_000 });
      await saveScreenshot(inbox, 'live-reminder-in-messages');
    })().then(
      () => null,
      (error: unknown) => error,
    );

    // The lecturer pushes (the console hands out the signed address); the open page switches by itself.
    await page.goto(`/live/${live.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('live-countdown').waitFor();
    const { pushUrl } = await callConsole<{ pushUrl: string }>(editor, '/api/admin/live/push-address', {
      id: live.id,
    });
    const pushed = pushTestStream(pushUrl, 25);
    await page.getByTestId('live-video').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await liveVideo(page)).ready, { timeout: 20_000 }).toBe(true);
    const first = (await liveVideo(page)).time;
    await expect
      .poll(async () => (await liveVideo(page)).time, { timeout: 15_000 })
      .toBeGreaterThan(first + 2);
    expect((await liveVideo(page)).source, 'played through Media Source Extensions').toMatch(/^blob:/);

    // A comment beside the player, shown as text.
    await page.getByPlaceholder('说点什么…').fill('老师好，<b>听得很清楚</b>');
    await page.getByRole('button', { name: /发\s?送/ }).click();
    await page.getByTestId('live-comments').getByText('老师好，<b>听得很清楚</b>').waitFor();
    await saveScreenshot(page, 'live-player');

    // The push ends: the page says so, then the recording becomes the replay, all without a reload.
    const { code, errors } = await pushed.exited;
    expect(code, errors).toBe(0);
    await page.getByText('直播已结束').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('live-replay').waitFor({ timeout: 120_000 });
    await saveScreenshot(page, 'live-replay');

    // The replay plays in the course player; its heartbeat saves the learner's progress.
    await page.getByRole('button', { name: '观看回放' }).click();
    await page.waitForURL(new RegExp(`/course/video/${course.id}`));
    await page.getByTestId('lesson-video').waitFor();
    await expect.poll(async () => (await videoState(page)).ready, { timeout: 20_000 }).toBe(true);
    await play(page);
    await expect.poll(async () => (await videoState(page)).time, { timeout: 20_000 }).toBeGreaterThan(3);
    const saved = page.waitForResponse(
      (response: Response) => new URL(response.url()).pathname === SAVE_PATH && response.ok(),
    );
    await page.getByTestId('lesson-video').evaluate((element) => (element as HTMLVideoElement).pause());
    const beat = (await saved).request().postDataJSON() as { sectionId: number; watchedSeconds: number };
    expect(beat.watchedSeconds).toBeGreaterThan(2);
    await saveScreenshot(page, 'live-replay-playing');
    const reminderProblem = await reminded;
    if (reminderProblem) throw reminderProblem;
    await inbox.close();
    await consoleContext.close();
  }, 420_000);
});
