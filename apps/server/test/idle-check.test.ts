import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { signPresence } from '../src/modules/learning/signatures.js';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { learningCalls, type PlayAddress, type Progress, pastPlayToken } from './learning-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { signInAs } from './operator-helpers.js';

/**
 * 防挂机 (decision 0054): a course may ask 你还在学习吗？ after some minutes without interaction; time
 * after an unanswered prompt is not counted. The prompt's clock runs from the play's start (or the
 * last answer), so plays that began in the past stand for minutes of waiting.
 */
const server = serverForThisFile();
const freshPhone = phoneNumbers('1330054');
const db = () => server.database.db;
const { call, data } = learningCalls(server);

const SAVE = '/api/front/learn/duration/save';
const STS = '/api/front/vod/play/sts';
const PRESENCE = '/api/front/learn/play/presence';
const PLAY = '/api/front/learn/play/detail';
const IDLE_SECONDS = 60;
const ANSWER_SECONDS = 60;

interface IdleCheck {
  presenceToken: string | null;
  promptInSeconds: number;
  pauseInSeconds: number;
}

let courseId: number;
let sections: Array<{ id: number; durationSeconds: number }>;

beforeAll(async () => {
  const result = await db().execute(sql`select c.id from courses c
    where c.channel = 'main' and c.type = 1 and c.charge = 1
      and (select count(*) from sections s where s.course_id = c.id) >= 4
    order by c.id desc limit 1`);
  courseId = Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id);
  sections = await readCourseSections(db(), courseId);
  await db().update(tables.courses).set({ idleCheckMinutes: 1 }).where(eq(tables.courses.id, courseId));
});

async function learnerOfTheCourse(): Promise<LoggedIn> {
  const who = await loginWithCode(server, freshPhone());
  await db().insert(tables.userCourses).values({ userId: who.userId, courseId, source: 'order' });
  return who;
}

/** A play of section `index` as `vod/play/sts` would have issued it `startedMsAgo` ago. */
function playOf(who: LoggedIn, index: number, startedMsAgo: number, idleSeconds = IDLE_SECONDS) {
  const section = sections[index] as { id: number; durationSeconds: number };
  const token = pastPlayToken({
    userId: who.userId,
    courseId,
    sectionId: section.id,
    durationSeconds: section.durationSeconds,
    antiSkip: false,
    idleSeconds,
    startedMsAgo,
  });
  const beat = (seq: number, watchedSeconds: number, presenceToken?: string) =>
    data<Progress>(who, SAVE, {
      courseId,
      sectionId: section.id,
      playToken: token,
      seq,
      positionSeconds: watchedSeconds,
      watchedSeconds,
      ...(presenceToken ? { presenceToken } : {}),
    });
  const presence = (here: boolean, presenceToken?: string) =>
    call(who, PRESENCE, { playToken: token, here, ...(presenceToken ? { presenceToken } : {}) });
  return { section, token, beat, presence };
}

async function studyDays(who: LoggedIn): Promise<number> {
  const rows = await db().select().from(tables.studyDays).where(eq(tables.studyDays.userId, who.userId));
  return rows.length;
}

describe('防挂机: the course setting reaches the play', () => {
  it('signs the setting into the play token and answers the prompt clock from it', async () => {
    const who = await learnerOfTheCourse();
    const section = sections[0] as { id: number };
    const address = await data<PlayAddress>(who, STS, { courseId, sectionId: section.id });
    const answer = await call(who, PRESENCE, { playToken: address.playToken, here: false });
    expect(answer.body.code).toBe('00000');
    const { idleCheck } = answer.body.data as { idleCheck: IdleCheck };
    expect(idleCheck.presenceToken).toBeNull();
    expect(idleCheck.promptInSeconds).toBeGreaterThan(IDLE_SECONDS - 5);
    expect(idleCheck.promptInSeconds).toBeLessThanOrEqual(IDLE_SECONDS);
    expect(idleCheck.pauseInSeconds - idleCheck.promptInSeconds).toBe(ANSWER_SECONDS);
  });

  it('asks nothing of a course without the setting, and refuses another learner’s play', async () => {
    const who = await learnerOfTheCourse();
    const stranger = await loginWithCode(server, freshPhone());
    const play = playOf(who, 0, 1_000, 0);
    expect((await play.presence(false)).body.data).toEqual({ idleCheck: null });
    const foreign = await call(stranger, PRESENCE, { playToken: play.token, here: true });
    expect(foreign.body.code).toBe('A0301');
    expect((await call(null, PRESENCE, { playToken: play.token, here: true })).body.code).toBe('A0313');
  });

  it('carries the watermark of the learner in the play detail', async () => {
    const who = await learnerOfTheCourse();
    const detail = await data<{ watermark: string }>(who, PLAY, { courseId });
    expect(detail.watermark).toMatch(/^1\d{2}\*{4}\d{4} \d{4}-\d{2}-\d{2}$/);
    const visitor = await data<{ watermark: string | null }>(null, PLAY, { courseId });
    expect(visitor.watermark).toBeNull();
  });
});

describe('防挂机: the clock is the learner’s in the course, not the section’s', () => {
  /** When a play's prompt is due as its token was signed: its clock's start (epoch ms). */
  const clockStartOf = (playToken: string) => Number(playToken.split('.')[7]);
  const clockOf = async (who: LoggedIn, playToken: string) =>
    (await data<{ idleCheck: IdleCheck }>(who, PRESENCE, { playToken, here: false })).idleCheck;

  it('a play of the next section keeps the first one’s clock: moving on is no answer', async () => {
    const who = await learnerOfTheCourse();
    const sectionAt = (index: number) => (sections[index] as { id: number }).id;
    const first = await data<PlayAddress>(who, STS, { courseId, sectionId: sectionAt(0) });
    const startedAt = clockStartOf(first.playToken);
    expect(startedAt).toBeGreaterThan(Date.now() - 10_000);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    // What the player does at a section's end, or a script clicking 下一节.
    const next = await data<PlayAddress>(who, STS, { courseId, sectionId: sectionAt(1) });
    expect(clockStartOf(next.playToken)).toBe(startedAt);
    // Due a minute after the first play began, not after the next one did.
    const askedAt = Date.now();
    const nextClock = await clockOf(who, next.playToken);
    expect(nextClock.promptInSeconds).toBeLessThanOrEqual(
      Math.ceil((startedAt + IDLE_SECONDS * 1000 - askedAt) / 1000),
    );

    // An answer moves the course's clock: the play after it runs from the answer.
    const answered = await data<{ idleCheck: IdleCheck }>(who, PRESENCE, {
      playToken: next.playToken,
      here: true,
    });
    expect(answered.idleCheck.promptInSeconds).toBeGreaterThan(IDLE_SECONDS - 2);
    const third = await data<PlayAddress>(who, STS, { courseId, sectionId: sectionAt(2) });
    expect(clockStartOf(third.playToken)).toBeGreaterThan(startedAt + 2_000);
    expect((await clockOf(who, third.playToken)).promptInSeconds).toBeGreaterThan(IDLE_SECONDS - 2);
    // Another learner of the course starts a clock of their own.
    const other = await learnerOfTheCourse();
    const theirs = await data<PlayAddress>(other, STS, { courseId, sectionId: sectionAt(1) });
    expect(clockStartOf(theirs.playToken)).toBeGreaterThan(startedAt + 2_000);
  });
});

describe('防挂机: time after an unanswered prompt is not counted', () => {
  it('credits a play before its prompt is due', async () => {
    const who = await learnerOfTheCourse();
    const saved = await playOf(who, 0, 40_000).beat(1, 30);
    expect(saved.watchedSeconds).toBe(30);
  });

  it('credits nothing watched after an unanswered prompt, nor a study day, nor learning the section', async () => {
    const who = await learnerOfTheCourse();
    // Began ten minutes ago; the prompt was due after one and nobody answered.
    const play = playOf(who, 1, 600_000);
    const whole = play.section.durationSeconds;
    const saved = await play.beat(1, whole);
    expect(saved.watchedSeconds).toBe(0);
    expect(saved.learnStatus).toBe(0);
    expect(saved.positionSeconds).toBe(whole);
    expect(await studyDays(who)).toBe(0);
    // Too late to answer now: this play stays uncounted; a new play is needed.
    const late = await play.presence(true);
    expect(late.body.code).toBe('A0410');
    expect((await play.beat(2, whole)).watchedSeconds).toBe(0);
    // Nothing of it reached the section's record, which camps, enterprise statistics and
    // certificates read.
    const [row] = await db()
      .select()
      .from(tables.sectionProgress)
      .where(
        and(
          eq(tables.sectionProgress.userId, who.userId),
          eq(tables.sectionProgress.sectionId, play.section.id),
        ),
      );
    expect(row?.watchedSeconds).toBe(0);
    expect(row?.finished).toBe(0);
  });

  it('the same watching counts on a course without the setting', async () => {
    const who = await learnerOfTheCourse();
    const play = playOf(who, 1, 600_000, 0);
    const saved = await play.beat(1, 300);
    expect(saved.watchedSeconds).toBe(300);
    expect(await studyDays(who)).toBe(1);
  });

  it('an answer within the minute keeps the play counted, the waiting included', async () => {
    const who = await learnerOfTheCourse();
    // Began 90 s ago: the prompt has been showing for 30 s.
    const play = playOf(who, 2, 90_000);
    expect((await play.beat(1, 80)).watchedSeconds).toBe(0);
    const answer = await play.presence(true);
    expect(answer.body.code).toBe('00000');
    const { idleCheck } = answer.body.data as { idleCheck: IdleCheck };
    expect(idleCheck.promptInSeconds).toBe(IDLE_SECONDS);
    const saved = await play.beat(2, 85, idleCheck.presenceToken as string);
    expect(saved.watchedSeconds).toBe(85);
  });

  it('a presence token is the server’s: a forged or another play’s one moves nothing', async () => {
    const who = await learnerOfTheCourse();
    const play = playOf(who, 3, 600_000);
    const forged = `${Date.now()}.${'A'.repeat(43)}`;
    expect((await play.beat(1, 200, forged)).watchedSeconds).toBe(0);
    // Signed for another play: not this play's answer.
    const foreign = signPresence(DEVELOPMENT_SECRETS.MEDIA_SIGNING_SECRET, 1, Date.now());
    expect((await play.beat(2, 210, foreign)).watchedSeconds).toBe(0);
    expect((await play.presence(true, forged)).body.code).toBe('A0410');
  });
});

describe('防挂机: the console sets it per course', () => {
  it('saves the minutes, refuses nonsense, and the next play carries them', async () => {
    const editor = await signInAs(server, 'content_editor');
    const asEditor = (path: string, body: unknown) =>
      server.post(`/api/admin/${path}`, body, { headers: editor.headers });
    const [course] = await db()
      .select()
      .from(tables.courses)
      .where(
        and(eq(tables.courses.channel, 'main'), eq(tables.courses.type, 1), eq(tables.courses.charge, 0)),
      )
      .limit(1);
    if (!course) throw new Error('no free course in the seed');
    const edit = (idleCheckMinutes: unknown) =>
      asEditor('course/update', {
        id: course.id,
        name: course.name,
        summary: course.summary,
        categoryId: course.categoryId,
        charge: course.charge,
        price: course.price,
        linePrice: course.linePrice,
        vip: course.vip,
        vipCharge: course.vipCharge,
        vipPrice: course.vipPrice,
        idleCheckMinutes,
      });
    expect((await edit(-1)).body.code).toBe('A0400');
    expect((await edit(1.5)).body.code).toBe('A0400');
    const saved = await edit(5);
    expect(saved.body.code).toBe('00000');
    expect((saved.body.data as { idleCheckMinutes: number }).idleCheckMinutes).toBe(5);

    const who = await loginWithCode(server, freshPhone());
    const [section] = await readCourseSections(db(), course.id);
    const address = await data<PlayAddress>(who, STS, { courseId: course.id, sectionId: section?.id });
    const { idleCheck } = (await call(who, PRESENCE, { playToken: address.playToken, here: false })).body
      .data as { idleCheck: IdleCheck };
    expect(idleCheck.promptInSeconds).toBeGreaterThan(5 * 60 - 5);
    await edit(0);
  });
});
