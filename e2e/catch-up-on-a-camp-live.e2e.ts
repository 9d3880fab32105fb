import type { AdminCampPlan, AdminLive, EnrolmentCard, EnrolmentDetail } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { pushTestStream } from '../scripts/push-test-stream.mjs';
import { callFromPage } from './support/api.js';
import { newPersonContext, saveScreenshot, useBrowser } from './support/browser.js';
import {
  callConsole,
  EDITOR_SECRET,
  operatorPage,
  signInToConsole,
  TRAINER_SECRET,
} from './support/console.js';
import { play, videoState } from './support/lesson-video.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** The seeded online camp whose running term the demo buyer studies in; its plan has a live item. */
const CAMP = 2;
const TITLE = `期次直播${Date.now() % 100_000}`;

describe('a camp learner who missed the term’s live catches up by its replay', () => {
  const session = useBrowser();

  it('finds the replay from the plan, watches it to the end, and the plan’s live item is done', async () => {
    const page = session.page;
    await signInThroughApi(page, DEMO_LEARNERS.buyer);
    await page.goto('/', { waitUntil: 'networkidle' });
    const mine = await callFromPage<{ list: EnrolmentCard[] }>(page, '/api/front/training/user/list', {});
    const enrolment = mine.list.find((card) => card.trainingId === CAMP);
    const planPath = `/trainingCamp/online/plan/${enrolment?.trainingUserId}`;
    const plan = await callFromPage<EnrolmentDetail>(page, '/api/front/training/user/detail', {
      trainingUserId: enrolment?.trainingUserId,
    });
    const termItem = plan.items.find((item) => item.kind === 'live');
    expect(termItem?.locked).toBe(false);

    // The trainer reads which template item that is; the editor schedules the term's live for it.
    const trainer = await operatorPage(page, 'trainer', TRAINER_SECRET);
    const template = await callConsole<AdminCampPlan>(trainer, '/api/admin/camps/plan', { trainingId: CAMP });
    const planItemId = template.items.find((item) => item.kind === 'live')?.id;
    // Another operator: a console session of their own, in a browser context of their own.
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const editorContext = await newPersonContext(browser, session.baseUrl);
    const editor = await editorContext.newPage();
    await signInToConsole(editor, 'editor', EDITOR_SECRET);
    const lives = () =>
      callConsole<{ list: AdminLive[] }>(editor, '/api/admin/live/list', { pageSize: 100 }).then(
        (answer) => answer.list,
      );
    // The seeded live of the learner's term names the term and lends its cover.
    const seeded = (await lives()).find((row) => row.audience === 'term');
    const termId = seeded?.audienceTermId;
    const live = await callConsole<AdminLive>(editor, '/api/admin/live/create', {
      title: TITLE,
      summary: '本期学员的答疑直播，错过可看回放。',
      cover: seeded?.cover,
      lecturerId: 2,
      startsAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      expectedMinutes: 30,
      courseId: null,
      termId,
      planItemId,
      audience: 'term',
      audienceTermId: termId,
    });

    // The lecturer holds the live while the learner is away; its recording becomes the replay.
    const { pushUrl } = await callConsole<{ pushUrl: string }>(editor, '/api/admin/live/push-address', {
      id: live.id,
    });
    const { code, errors } = await pushTestStream(pushUrl, 8).exited;
    expect(code, errors).toBe(0);
    await expect
      .poll(async () => (await lives()).find((row) => row.id === live.id)?.state, {
        timeout: 120_000,
        interval: 2_000,
      })
      .toBe('replay');

    // The plan's live item leads to the live page, which offers the replay.
    await page.goto(planPath, { waitUntil: 'networkidle' });
    const row = page.locator('li', { hasText: termItem?.title ?? '' }).first();
    await row.getByRole('button', { name: '看直播' }).click();
    await page.waitForURL(new RegExp(`/live/${live.id}$`));
    await page.getByTestId('live-replay').waitFor();
    await saveScreenshot(page, 'camp-live-replay-offered');

    // The replay plays in the player's frame; watched to its end it is learned.
    await page.getByRole('button', { name: '观看回放' }).click();
    await page.waitForURL(new RegExp(`/live/${live.id}/replay$`));
    await page.getByTestId('lesson-video').waitFor();
    await expect.poll(async () => (await videoState(page)).ready, { timeout: 20_000 }).toBe(true);
    await play(page);
    await expect.poll(async () => (await videoState(page)).time, { timeout: 10_000 }).toBeGreaterThan(2);
    await saveScreenshot(page, 'camp-live-replay-playing');
    await page.getByText('已学完').waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'camp-live-replay-learned');

    // Back on the plan, the live item is done.
    await page.goto(planPath, { waitUntil: 'networkidle' });
    await row.getByText('已完成').waitFor();
    await saveScreenshot(page, 'camp-plan-live-item-done');
    await editorContext.close();
  }, 300_000);
});
