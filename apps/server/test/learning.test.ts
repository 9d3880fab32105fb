import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { learningCalls, type PlayAddress, type Progress, pastPlayToken } from './learning-support.js';
import { type LoggedIn, loginWithAccount, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1330001');
const db = () => server.database.db;
const { call, data } = learningCalls(server);

const SAVE = '/api/front/learn/duration/save';
const STS = '/api/front/vod/play/sts';
const PLAY = '/api/front/learn/play/detail';

interface SectionRow {
  id: number;
  courseId: number;
  durationSeconds: number;
  trial: number;
}

interface PlayDetail {
  courseId: number;
  canStudy: boolean;
  antiSkip: boolean;
  hasSlides: boolean;
  section: { id: number; playable: boolean; learnStatus: number; durationSeconds: number };
  startSeconds: number;
  furthestSeconds: number;
  watchedSeconds: number;
  nextSectionId: number | null;
}

async function sectionsOf(courseId: number): Promise<SectionRow[]> {
  const rows = await readCourseSections(db(), courseId);
  return rows.map(({ id, durationSeconds, trial }) => ({ id, courseId, durationSeconds, trial }));
}

/** A paid main-site course without member benefit that has both trial and locked sections. */
async function paidCourseWithTrial(): Promise<number> {
  const result = await db().execute(sql`select c.id from courses c
    where c.channel = 'main' and c.type = 1 and c.charge = 1 and c.vip = 0
      and exists (select 1 from sections s where s.course_id = c.id and s.trial = 1)
      and exists (select 1 from sections s where s.course_id = c.id and s.trial = 0)
    order by c.id limit 1`);
  return Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id);
}

let learner: LoggedIn;
let buyer: LoggedIn;
let other: LoggedIn;
let paidCourse: number;
let paidSections: SectionRow[];
let trialSection: SectionRow;
let lockedSection: SectionRow;

async function buy(who: LoggedIn, courseId: number) {
  await db()
    .insert(tables.userCourses)
    .values({ userId: who.userId, courseId, source: 'order' })
    .onConflictDoNothing();
}

beforeAll(async () => {
  [learner, buyer, other] = await Promise.all([
    loginWithCode(server, freshPhone()),
    loginWithCode(server, freshPhone()),
    loginWithCode(server, freshPhone()),
  ]);
  paidCourse = await paidCourseWithTrial();
  paidSections = await sectionsOf(paidCourse);
  trialSection = paidSections.find((section) => section.trial === 1) as SectionRow;
  lockedSection = paidSections.find((section) => section.trial === 0) as SectionRow;
  await buy(buyer, paidCourse);
});

interface Beat {
  seq: number;
  positionSeconds: number;
  watchedSeconds: number;
}

const beatBody = (section: SectionRow, token: string, values: Beat) => ({
  courseId: section.courseId,
  sectionId: section.id,
  playToken: token,
  ...values,
});

/** A heartbeat of the play `token` stands for (see tokenFor). */
const beat = (who: LoggedIn, section: SectionRow, token: string, values: Beat) =>
  call(who, SAVE, beatBody(section, token, values));

/** A heartbeat that must be taken, and the progress it answers. */
const progressAfter = (who: LoggedIn, section: SectionRow, token: string, values: Beat) =>
  data<Progress>(who, SAVE, beatBody(section, token, values));

const tokenFor = (who: LoggedIn, section: SectionRow, startedMsAgo = 3_600_000, antiSkip = true) =>
  pastPlayToken({
    userId: who.userId,
    courseId: section.courseId,
    sectionId: section.id,
    durationSeconds: section.durationSeconds,
    antiSkip,
    startedMsAgo,
  });

describe('vod/play/sts', () => {
  it('plays a trial section for a visitor, at an address anyone may use, and nothing else', async () => {
    const address = await data<PlayAddress>(null, STS, { courseId: paidCourse, sectionId: trialSection.id });
    expect(address.playUrl).toMatch(/^\/media\/demo\/sample-\d\.mp4\?u=0&e=\d+&s=/);
    const video = await fetch(server.baseUrl + address.playUrl);
    expect(video.status).toBe(200);
    expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const locked = await call(null, STS, { courseId: paidCourse, sectionId: lockedSection.id });
    expect([locked.status, locked.body.code]).toEqual([403, 'A0301']);
    // Youke courses are for logged-in learners, enterprise courses for their enterprise.
    const youke = await call(null, STS, { courseId: 201, sectionId: trialSection.id });
    expect(youke.body.code).toBe('A0404');
    // Nothing of a visitor's play is recorded: the heartbeat asks for a login.
    const beat = await call(null, SAVE, {
      courseId: paidCourse,
      sectionId: trialSection.id,
      playToken: address.playToken,
      seq: 1,
      positionSeconds: 5,
      watchedSeconds: 5,
    });
    expect([beat.status, beat.body.code]).toEqual([401, 'A0313']);
  });

  it('plays a trial section of an unbought course, and refuses its other sections', async () => {
    const address = await data<PlayAddress>(learner, STS, {
      courseId: paidCourse,
      sectionId: trialSection.id,
    });
    expect(address.playUrl).toMatch(
      new RegExp(`^/media/demo/sample-\\d\\.mp4\\?u=${learner.userId}&e=\\d+&s=`),
    );
    expect(address.format).toBe('mp4');
    expect(address.durationSeconds).toBe(trialSection.durationSeconds);
    const lifetime = Date.parse(address.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(500_000);
    expect(lifetime).toBeLessThanOrEqual(600_000);
    const locked = await call(learner, STS, { courseId: paidCourse, sectionId: lockedSection.id });
    expect([locked.status, locked.body.code]).toEqual([403, 'A0301']);
  });

  it('plays every section of a bought course', async () => {
    for (const section of paidSections) {
      await data<PlayAddress>(buyer, STS, { courseId: paidCourse, sectionId: section.id });
    }
  });

  it('plays a member-free course for a member only', async () => {
    const [course] = await db()
      .select({ id: tables.courses.id })
      .from(tables.courses)
      .where(
        and(eq(tables.courses.charge, 2), eq(tables.courses.type, 1), eq(tables.courses.channel, 'main')),
      )
      .orderBy(asc(tables.courses.id))
      .limit(1);
    const locked = (await sectionsOf(course?.id ?? 0)).find((section) => section.trial === 0) as SectionRow;
    const member = await loginWithAccount(server, '13800000001', DEMO_PASSWORD);
    await data<PlayAddress>(member, STS, { courseId: locked.courseId, sectionId: locked.id });
    const refused = await call(learner, STS, { courseId: locked.courseId, sectionId: locked.id });
    expect(refused.body.code).toBe('A0301');
  });

  it('plays any section of a youke course for a logged-in learner', async () => {
    const [section] = await sectionsOf(201);
    await data<PlayAddress>(learner, STS, { courseId: 201, sectionId: section?.id });
  });

  it('refuses sections of another course, unknown ids and malformed input', async () => {
    const [elsewhere] = await sectionsOf(201);
    for (const body of [
      { courseId: paidCourse, sectionId: elsewhere?.id },
      { courseId: 999_999, sectionId: trialSection.id },
      { courseId: 101, sectionId: trialSection.id },
    ]) {
      const answer = await call(learner, STS, body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([404, 'A0404']);
    }
    for (const body of [
      {},
      { courseId: 'x', sectionId: 1 },
      { courseId: -1, sectionId: 1 },
      { courseId: 1, sectionId: 1.5 },
      { courseId: 1, sectionId: 2 ** 40 },
      [],
      'text',
    ]) {
      const answer = await call(learner, STS, body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, 'A0400']);
    }
  });
});

describe('learn/duration/save: validation', () => {
  it('refuses hostile numbers', async () => {
    const token = tokenFor(buyer, lockedSection);
    for (const values of [
      { seq: 1, positionSeconds: -1, watchedSeconds: 0 },
      { seq: 1, positionSeconds: 0, watchedSeconds: -5 },
      { seq: 1, positionSeconds: 'NaN', watchedSeconds: 0 },
      { seq: 1, positionSeconds: null, watchedSeconds: 0 },
      { seq: 1, positionSeconds: 1e12, watchedSeconds: 0 },
      { seq: 1, positionSeconds: 0, watchedSeconds: 86_401 },
      { seq: 0, positionSeconds: 0, watchedSeconds: 0 },
      { seq: 1.5, positionSeconds: 0, watchedSeconds: 0 },
      { seq: 2_000_000, positionSeconds: 0, watchedSeconds: 0 },
    ]) {
      const answer = await call(buyer, SAVE, {
        courseId: paidCourse,
        sectionId: lockedSection.id,
        playToken: token,
        ...values,
      });
      expect([answer.status, answer.body.code], JSON.stringify(values)).toEqual([400, 'A0400']);
    }
  });

  it('refuses forged, foreign and mismatched play tokens', async () => {
    const values = { seq: 1, positionSeconds: 1, watchedSeconds: 1 };
    const forged = `${tokenFor(buyer, lockedSection).slice(0, -2)}xx`;
    const stale = tokenFor(buyer, lockedSection, 13 * 3_600_000);
    for (const token of [forged, 'garbage', stale, `${'9.'.repeat(6)}x`]) {
      const answer = await beat(buyer, lockedSection, token, values);
      expect([answer.status, answer.body.code], token).toEqual([400, 'A0400']);
    }
    // Another learner's token: their record is not the caller's to write.
    const foreign = await beat(other, lockedSection, tokenFor(buyer, lockedSection), values);
    expect([foreign.status, foreign.body.code]).toEqual([403, 'A0301']);
    const mismatched = await call(buyer, SAVE, {
      courseId: paidCourse,
      sectionId: trialSection.id,
      playToken: tokenFor(buyer, lockedSection),
      ...values,
    });
    expect(mismatched.body.code).toBe('A0400');
    const anonymous = await beat(
      null as unknown as LoggedIn,
      lockedSection,
      tokenFor(buyer, lockedSection),
      values,
    );
    expect(anonymous.body.code).toBe('A0313');
  });

  it('asks vod/play/sts for tokens, which it gives only to learners who may play', async () => {
    const address = await data<PlayAddress>(buyer, STS, {
      courseId: paidCourse,
      sectionId: lockedSection.id,
    });
    const saved = await progressAfter(buyer, lockedSection, address.playToken, {
      seq: 1,
      positionSeconds: 0.4,
      watchedSeconds: 0.4,
    });
    expect(saved).toMatchObject({ applied: true, positionSeconds: 0, watchedSeconds: 0, learnStatus: 0 });
  });
});

describe('learn/duration/save: merging', () => {
  it('clamps a position past the end and never credits more than the clock allows', async () => {
    const section = paidSections[1] as SectionRow;
    const justStarted = tokenFor(buyer, section, 1_000, false);
    const saved = await progressAfter(buyer, section, justStarted, {
      seq: 1,
      positionSeconds: 80_000,
      watchedSeconds: 80_000,
    });
    // One second after the play began: at most 2 × 1 s + 2 s of rounding room.
    expect(saved.watchedSeconds).toBeLessThanOrEqual(4);
    expect(saved.positionSeconds).toBe(section.durationSeconds);
    expect(saved.learnStatus).toBe(0);
  });

  it('keeps progress monotonic whatever order beats arrive in, and merges a replay once', async () => {
    const who = await loginWithCode(server, freshPhone());
    await buy(who, paidCourse);
    const section = paidSections[0] as SectionRow;
    const token = tokenFor(who, section);
    const beats = [1, 2, 3, 4, 5].map((seq) => ({ seq, positionSeconds: seq * 3, watchedSeconds: seq * 3 }));
    // Out of order, with replays of every beat.
    for (const index of [2, 0, 4, 1, 3, 4, 2, 0]) {
      const answer = await beat(who, section, token, beats[index] as (typeof beats)[number]);
      expect(answer.body.code).toBe('00000');
    }
    const progress = await readProgress(who.userId, section.id);
    expect(progress).toMatchObject({ positionSeconds: 15, watchedSeconds: 15, furthestSeconds: 15 });
    const replay = await progressAfter(who, section, token, beats[4] as Beat);
    expect(replay).toMatchObject({ applied: false, positionSeconds: 15, watchedSeconds: 15 });
    // A later play that seeks back moves the resume point back; watched time only grows.
    const again = tokenFor(who, section, 1_800_000);
    const back = await progressAfter(who, section, again, { seq: 1, positionSeconds: 2, watchedSeconds: 2 });
    expect(back).toMatchObject({
      applied: true,
      positionSeconds: 2,
      watchedSeconds: 17,
      furthestSeconds: 15,
    });
    // A late beat of the older play moves nothing and credits nothing.
    const late = await progressAfter(who, section, token, {
      seq: 6,
      positionSeconds: 18,
      watchedSeconds: 18,
    });
    expect(late).toMatchObject({ applied: false, positionSeconds: 2, watchedSeconds: 17 });
  });

  it('does not count skipping: with anti-skip the furthest point grows only by watching', async () => {
    const who = await loginWithCode(server, freshPhone());
    await buy(who, paidCourse);
    const section = paidSections[0] as SectionRow;
    const token = tokenFor(who, section);
    await beat(who, section, token, { seq: 1, positionSeconds: 5, watchedSeconds: 5 });
    // Jumped to the end having watched 2 more seconds.
    const skipped = await progressAfter(who, section, token, {
      seq: 2,
      positionSeconds: section.durationSeconds,
      watchedSeconds: 7,
    });
    expect(skipped).toMatchObject({
      watchedSeconds: 7,
      furthestSeconds: 8,
      positionSeconds: 8,
      learnStatus: 0,
    });
    // The same skip on a course without anti-skip moves the furthest point, but watched time decides.
    const free = await loginWithCode(server, freshPhone());
    await buy(free, paidCourse);
    const open = tokenFor(free, section, 3_600_000, false);
    const jumped = await progressAfter(free, section, open, {
      seq: 1,
      positionSeconds: section.durationSeconds,
      watchedSeconds: 3,
    });
    expect(jumped).toMatchObject({
      furthestSeconds: section.durationSeconds,
      watchedSeconds: 3,
      learnStatus: 0,
    });
  });

  it('marks a section learned at 90% watched and reached, and keeps it learned', async () => {
    const who = await loginWithCode(server, freshPhone());
    await buy(who, paidCourse);
    const section = paidSections[0] as SectionRow;
    const token = tokenFor(who, section);
    const threshold = Math.ceil(section.durationSeconds * 0.9);
    const before = await progressAfter(who, section, token, {
      seq: 1,
      positionSeconds: threshold - 1,
      watchedSeconds: threshold - 1,
    });
    expect(before.learnStatus).toBe(0);
    const after = await progressAfter(who, section, token, {
      seq: 2,
      positionSeconds: threshold,
      watchedSeconds: threshold,
    });
    expect(after.learnStatus).toBe(1);
    const rewatch = await progressAfter(who, section, tokenFor(who, section, 60_000), {
      seq: 1,
      positionSeconds: 1,
      watchedSeconds: 1,
    });
    expect(rewatch).toMatchObject({ learnStatus: 1, positionSeconds: 1 });

    const catalog = await data<
      Array<{ sectionFrontList: Array<{ id: number; learnStatus: number; learnLast: number }> }>
    >(who, '/api/front/course/catalog', { id: paidCourse });
    const shown = catalog.flatMap((group) => group.sectionFrontList).find((item) => item.id === section.id);
    expect(shown).toMatchObject({ learnStatus: 1, learnLast: 1 });
    const detail = await data<{ study: number }>(who, '/api/front/course/detail', { id: paidCourse });
    expect(detail.study).toBe(1);
  });

  it('marks a short section learned once watched to its end, though beats count whole seconds', async () => {
    const who = await loginWithCode(server, freshPhone());
    await buy(who, paidCourse);
    // A recording of 7.6 s is 8 s long; watched to its end, its beats say 7.9 s, counted as 7.
    const section = { ...(paidSections[1] as SectionRow), durationSeconds: 8 };
    const token = tokenFor(who, section);
    const short = await progressAfter(who, section, token, {
      seq: 1,
      positionSeconds: 6.9,
      watchedSeconds: 6.9,
    });
    expect(short.learnStatus).toBe(0);
    const ended = await progressAfter(who, section, token, {
      seq: 2,
      positionSeconds: 7.9,
      watchedSeconds: 7.9,
    });
    expect(ended.learnStatus).toBe(1);
  });

  it('merges concurrent beats of many learners and sections exactly', async () => {
    const learners = await Promise.all([1, 2, 3, 4].map(() => loginWithCode(server, freshPhone())));
    for (const who of learners) await buy(who, paidCourse);
    const sections = paidSections.slice(0, 3);
    const plays = learners.flatMap((who) =>
      sections.map((section) => ({ who, section, token: tokenFor(who, section) })),
    );
    const beats = plays.flatMap((play) =>
      [1, 2, 3, 4, 5, 6].map((seq) => ({ play, values: { seq, positionSeconds: seq, watchedSeconds: seq } })),
    );
    // Everything at once, twice over (a client retrying every beat).
    const answers = await Promise.all(
      [...beats, ...beats].map(({ play, values }) => beat(play.who, play.section, play.token, values)),
    );
    expect(answers.every((answer) => answer.body.code === '00000')).toBe(true);
    for (const play of plays) {
      const progress = await readProgress(play.who.userId, play.section.id);
      expect(progress).toMatchObject({ positionSeconds: 6, watchedSeconds: 6, furthestSeconds: 6 });
    }
  });
});

describe('learn/play/detail', () => {
  it('opens the first section, or with seeType=continue the last viewed one where it stopped', async () => {
    const who = await loginWithCode(server, freshPhone());
    await buy(who, paidCourse);
    const first = await data<PlayDetail>(who, PLAY, { courseId: paidCourse });
    expect(first).toMatchObject({
      courseId: paidCourse,
      canStudy: true,
      section: { id: paidSections[0]?.id, playable: true },
      startSeconds: 0,
      nextSectionId: paidSections[1]?.id,
    });
    const third = paidSections[2] as SectionRow;
    await beat(who, third, tokenFor(who, third), { seq: 1, positionSeconds: 9, watchedSeconds: 9 });
    const resumed = await data<PlayDetail>(who, PLAY, { courseId: paidCourse, seeType: 'continue' });
    expect(resumed).toMatchObject({
      section: { id: third.id },
      startSeconds: 9,
      furthestSeconds: 9,
      watchedSeconds: 9,
    });
    const chosen = await data<PlayDetail>(who, PLAY, {
      courseId: paidCourse,
      sectionId: paidSections[1]?.id,
    });
    expect(chosen.section.id).toBe(paidSections[1]?.id);
    const detail = await data<{ study: number }>(who, '/api/front/course/detail', { id: paidCourse });
    expect(detail.study).toBe(1);
  });

  it('opens a playable trial section for a learner who has not bought the course', async () => {
    const detail = await data<PlayDetail>(learner, PLAY, {
      courseId: paidCourse,
      sectionId: lockedSection.id,
    });
    expect(detail.canStudy).toBe(false);
    expect(detail.section).toMatchObject({ id: trialSection.id, playable: true });
    expect(detail.hasSlides).toBe(false);
  });

  it('shows the first section locked when nothing of the course is playable for the learner', async () => {
    const result = await db().execute(sql`select c.id from courses c
      where c.channel = 'main' and c.type = 1 and c.charge = 1 and c.vip = 0
        and not exists (select 1 from sections s where s.course_id = c.id and s.trial = 1)
      order by c.id limit 1`);
    const courseId = Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id);
    const [first] = await sectionsOf(courseId);
    const detail = await data<PlayDetail>(learner, PLAY, { courseId, seeType: 'continue' });
    expect(detail).toMatchObject({
      canStudy: false,
      section: { id: first?.id, playable: false },
      nextSectionId: null,
    });
    const refused = await call(learner, STS, { courseId, sectionId: first?.id });
    expect(refused.body.code).toBe('A0301');
  });

  it('serves main-site courses only; youke courses have their own call', async () => {
    expect((await call(learner, PLAY, { courseId: 201 })).body.code).toBe('A0404');
    expect((await call(learner, PLAY, { courseId: 101 })).body.code).toBe('A0404');
    const youke = await data<PlayDetail>(learner, '/api/front/youke/course/play/detail', { courseId: 201 });
    expect(youke).toMatchObject({ courseId: 201, canStudy: true, section: { playable: true } });
    const wrong = await call(learner, '/api/front/youke/course/play/detail', { courseId: paidCourse });
    expect(wrong.body.code).toBe('A0404');
    const foreignSection = await call(learner, PLAY, { courseId: paidCourse, sectionId: youke.section.id });
    expect(foreignSection.body.code).toBe('A0404');
    expect((await call(learner, PLAY, { courseId: paidCourse, seeType: 'later' })).body.code).toBe('A0400');
  });

  it('opens the first trial section for a visitor, from the start, without anti-skip', async () => {
    const detail = await data<PlayDetail>(null, PLAY, { courseId: paidCourse, seeType: 'continue' });
    expect(detail).toMatchObject({
      canStudy: false,
      antiSkip: false,
      section: { id: trialSection.id, playable: true, learnStatus: 0 },
      startSeconds: 0,
    });
    const locked = await data<PlayDetail>(null, PLAY, { courseId: paidCourse, sectionId: lockedSection.id });
    expect(locked.section).toMatchObject({ id: trialSection.id, playable: true });
    expect((await call(null, PLAY, { courseId: 201 })).body.code).toBe('A0404');
    // A free course too opens whole only after a login, where its study is recorded.
    const result = await db().execute(sql`select c.id from courses c
      where c.channel = 'main' and c.type = 1 and c.charge = 0 and c.published order by c.id limit 1`);
    const freeCourse = Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id);
    expect((await data<PlayDetail>(null, PLAY, { courseId: freeCourse })).canStudy).toBe(false);
    expect((await data<PlayDetail>(learner, PLAY, { courseId: freeCourse })).canStudy).toBe(true);
  });
});

describe('course/ppt', () => {
  it('gives signed slides to learners who may study the course', async () => {
    const youke = await data<Array<{ page: number; url: string }>>(learner, '/api/front/course/ppt', {
      id: 201,
    });
    expect(youke.map((slide) => slide.page)).toEqual([1, 2, 3, 4, 5]);
    expect(youke[0]?.url).toMatch(/^\/media\/demo\/slides\/slide-1\.svg\?u=\d+&e=\d+&s=/);
    const none = await data<unknown[]>(learner, '/api/front/course/ppt', { id: 202 });
    expect(none).toEqual([]);
    const refused = await call(learner, '/api/front/course/ppt', { id: paidCourse });
    expect(refused.body.code).toBe('A0301');
  });
});

describe('learn/user/data, learn/learning/list, learn/user/course/list', () => {
  it('reports study days, minutes and courses, and lists recent study and owned courses', async () => {
    const who = await loginWithCode(server, freshPhone());
    await buy(who, paidCourse);
    const empty = await data<{ studyDays: string[]; totalMinutes: number; courseCount: number }>(
      who,
      '/api/front/learn/user/data',
    );
    expect(empty).toEqual({
      studyDays: [],
      studyDayCount: 0,
      totalMinutes: 0,
      totalSeconds: 0,
      courseCount: 0,
    });
    const [a, b] = paidSections as [SectionRow, SectionRow];
    await beat(who, a, tokenFor(who, a), {
      seq: 1,
      positionSeconds: a.durationSeconds,
      watchedSeconds: a.durationSeconds,
    });
    await beat(who, b, tokenFor(who, b), {
      seq: 1,
      positionSeconds: b.durationSeconds,
      watchedSeconds: b.durationSeconds,
    });
    const [youke] = await sectionsOf(201);
    await beat(who, youke as SectionRow, tokenFor(who, youke as SectionRow), {
      seq: 1,
      positionSeconds: 60,
      watchedSeconds: 70,
    });
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const totals = await data<{
      studyDays: string[];
      studyDayCount: number;
      totalMinutes: number;
      courseCount: number;
    }>(who, '/api/front/learn/user/data');
    // Watched time is real time: a play that looped the video counts twice (the clock still caps it).
    const watched = a.durationSeconds + b.durationSeconds + 70;
    expect(totals).toEqual({
      studyDays: [today],
      studyDayCount: 1,
      totalMinutes: Math.floor(watched / 60),
      totalSeconds: watched,
      courseCount: 2,
    });
    const other = await data<{ studyDays: string[] }>(who, '/api/front/learn/user/data', {
      month: '2020-02',
    });
    expect(other.studyDays).toEqual([]);
    for (const month of ['2020-13', '0000-01', '0999-12']) {
      expect((await call(who, '/api/front/learn/user/data', { month })).body.code, month).toBe('A0400');
    }

    const recent = await data<{ list: Array<Record<string, unknown>>; total: number }>(
      who,
      '/api/front/learn/learning/list',
    );
    expect(recent.total).toBe(2);
    expect(recent.list.map((course) => course.id)).toEqual([201, paidCourse]);
    expect(recent.list[1]).toMatchObject({
      channel: 'main',
      learnedCount: 2,
      count: paidSections.length,
      progress: Math.floor(200 / paidSections.length),
      lastViewed: 1,
      lastSectionId: b.id,
    });
    const owned = await data<{ list: Array<Record<string, unknown>>; total: number }>(
      who,
      '/api/front/learn/user/course/list',
      { pageSize: 5 },
    );
    expect(owned.total).toBe(1);
    expect(owned.list[0]).toMatchObject({ id: paidCourse, lastViewed: 1, learnedCount: 2 });
    const paged = await data<{ list: unknown[]; pageCurrent: number }>(
      who,
      '/api/front/learn/learning/list',
      {
        pageCurrent: 2,
        pageSize: 1,
      },
    );
    expect([paged.list.length, paged.pageCurrent]).toEqual([1, 2]);
    expect((await call(who, '/api/front/learn/learning/list', { pageSize: 1000 })).body.code).toBe('A0400');
  });
});

/**
 * The fault test: learners keep sending heartbeats (each retried until it lands, some sent twice)
 * while another connection ends every server connection to the database again and again. Afterwards
 * each learner's position and watched time must be exactly what they sent: nothing lost, nothing
 * counted twice, nothing moved backwards; and the server must work normally again.
 */
describe.runIf(process.env.DATABASE_URL)('heartbeats while database connections are killed', () => {
  it('ends with every learner exactly where they were', async () => {
    const learners = await Promise.all([1, 2, 3, 4, 5, 6].map(() => loginWithCode(server, freshPhone())));
    for (const who of learners) await buy(who, paidCourse);
    const sections = paidSections.slice(0, 2);
    const BEATS = 20;
    const plays = learners.flatMap((who) =>
      sections.map((section) => ({ who, section, token: tokenFor(who, section) })),
    );

    const result = await db().execute(sql`select current_database() as name`);
    const name = String((result as unknown as { rows: Array<{ name: string }> }).rows[0]?.name);
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const killer = new pg.Client({ connectionString: url.toString() });
    await killer.connect();
    let killing = true;
    let kills = 0;
    const killLoop = (async () => {
      while (killing) {
        const killed = await killer.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        kills += killed.rowCount ?? 0;
        // Time for a new connection to be made and used before the next round ends it: on a busy
        // machine a tighter loop ends every connection before its first query and nothing lands.
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();

    const failures = new Map<string, number>();
    const send = async (play: (typeof plays)[number], seq: number) => {
      for (let attempt = 0; attempt < 400; attempt += 1) {
        const answer = await beat(play.who, play.section, play.token, {
          seq,
          positionSeconds: seq,
          watchedSeconds: seq,
        }).catch(() => null);
        if (answer?.body.code === '00000') return;
        const code = answer ? `${answer.status} ${answer.body.code}` : 'network';
        failures.set(code, (failures.get(code) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 10 + attempt * 5));
      }
      throw new Error(`heartbeat ${seq} of section ${play.section.id} never landed`);
    };
    await Promise.all(
      plays.map(async (play) => {
        for (let seq = 1; seq <= BEATS; seq += 1) {
          await send(play, seq);
          // Every third beat is sent again, as a client does when an answer is lost.
          if (seq % 3 === 0) await send(play, seq);
        }
      }),
    );
    killing = false;
    await killLoop;
    await killer.end();

    expect(kills).toBeGreaterThan(0);
    for (const play of plays) {
      const progress = await readProgress(play.who.userId, play.section.id);
      expect(progress, `learner ${play.who.userId} section ${play.section.id}`).toEqual({
        positionSeconds: BEATS,
        watchedSeconds: BEATS,
        furthestSeconds: BEATS,
        finished: 0,
      });
    }
    // The pool replaced its lost connections: the server answers as before.
    const detail = await data<PlayDetail>(learners[0] as LoggedIn, PLAY, {
      courseId: paidCourse,
      seeType: 'continue',
    });
    expect(detail.startSeconds).toBe(BEATS);
    console.info(
      `fault test: ${kills} connections killed; failed attempts by answer:`,
      Object.fromEntries(failures),
    );
  }, 240_000);
});

async function readProgress(userId: number, sectionId: number) {
  const { sectionProgress } = tables;
  const [row] = await db()
    .select({
      positionSeconds: sectionProgress.positionSeconds,
      watchedSeconds: sectionProgress.watchedSeconds,
      furthestSeconds: sectionProgress.furthestSeconds,
      finished: sectionProgress.finished,
    })
    .from(sectionProgress)
    .where(and(eq(sectionProgress.userId, userId), eq(sectionProgress.sectionId, sectionId)));
  return row;
}
