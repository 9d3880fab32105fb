import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { decideCampRule } from '../src/modules/learning/camp-play.js';
import { formatChinaDate } from '../src/platform/format/index.js';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { learningCalls, type PlayAddress, type Progress } from './learning-support.js';
import { type LoggedIn, loginWithAccount, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1330003');
const db = () => server.database.db;
const { call, data } = learningCalls(server);
const { trainingPlanItems, trainingTerms, trainingUsers, sectionProgress } = tables;

const STS = '/api/front/vod/play/sts/training';
const PLAY = '/api/front/training/course/play';
/** The camp player's heartbeat: the camp's path onto the one saver. */
const SAVE = '/api/front/training/course/learn/save';

/** Seeded camps (see seed/camps.ts): online 1, offline 11, trial 21; course 7 is taught by camp 2 only. */
const ONLINE = 1;
const OFFLINE = 11;
const TRIAL = 21;
const NOT_IN_CAMP_1 = 7;

interface CampPlayDetail {
  trainingId: number;
  courseId: number;
  canStudy: boolean;
  hasSlides: boolean;
  section: { id: number; playable: boolean };
  startSeconds: number;
  watchedSeconds: number;
  nextSectionId: number | null;
  lockReason: string | null;
  unlockDate: string | null;
}

const chinaToday = () => formatChinaDate(Date.now());

function shiftDays(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const monthDay = (isoDate: string) => {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${month}月${day}日`;
};

async function campCourses(trainingId: number) {
  return db()
    .select({ courseId: sql<number>`${trainingPlanItems.courseId}`, unlockDay: trainingPlanItems.day })
    .from(trainingPlanItems)
    .where(and(eq(trainingPlanItems.trainingId, trainingId), eq(trainingPlanItems.kind, 'course')))
    .orderBy(asc(trainingPlanItems.sort));
}

async function firstSection(courseId: number) {
  const [section] = await readCourseSections(db(), courseId);
  if (!section) throw new Error(`course ${courseId} has no section`);
  return section;
}

async function enrol(who: LoggedIn, trainingId: number, termId: number | null) {
  await db().insert(trainingUsers).values({ userId: who.userId, trainingId, termId });
}

let enrolled: LoggedIn;
let stranger: LoggedIn;
let waiting: LoggedIn;
/** Camp 1's courses: the first open since the term's first day, the second a week after it. */
let openCourse: { courseId: number; unlockDay: number };
let lockedCourse: { courseId: number; unlockDay: number };
let termStart: string;

beforeAll(async () => {
  [enrolled, stranger, waiting] = await Promise.all([
    loginWithCode(server, freshPhone()),
    loginWithCode(server, freshPhone()),
    loginWithCode(server, freshPhone()),
  ]);
  [openCourse, lockedCourse] = (await campCourses(ONLINE)) as [typeof openCourse, typeof lockedCourse];
  expect([openCourse.unlockDay, lockedCourse.unlockDay > 3]).toEqual([0, true]);
  // A term of camp 1 that began three days ago (China date): its first course is open, the next is not.
  termStart = shiftDays(chinaToday(), -3);
  const [term] = await db()
    .insert(trainingTerms)
    .values({
      trainingId: ONLINE,
      name: '第11期',
      enrollStartDate: shiftDays(termStart, -30),
      startDate: termStart,
      endDate: shiftDays(termStart, 20),
      enrollEndDate: shiftDays(termStart, -3),
      capacity: 60,
    })
    .returning({ id: trainingTerms.id });
  await enrol(enrolled, ONLINE, term?.id ?? null);
  // Enrolled in a term that has not begun yet (the seed's terms all start next month or later).
  const [future] = await db()
    .select({ id: trainingTerms.id })
    .from(trainingTerms)
    .where(eq(trainingTerms.id, ONLINE * 10 + 1));
  await enrol(waiting, ONLINE, future?.id ?? null);
  await enrol(enrolled, OFFLINE, null);
});

describe('vod/play/sts/training', () => {
  it('signs an open course for an enrolled learner: the link serves the video to them alone', async () => {
    const section = await firstSection(openCourse.courseId);
    const address = await data<PlayAddress>(enrolled, STS, {
      trainingId: ONLINE,
      courseId: openCourse.courseId,
      sectionId: section.id,
    });
    expect(address.playUrl).toMatch(
      new RegExp(`^/media/demo/sample-\\d\\.mp4\\?u=${enrolled.userId}&e=\\d+&s=`),
    );
    expect(address.durationSeconds).toBe(section.durationSeconds);

    const video = await fetch(server.baseUrl + address.playUrl, { headers: enrolled.headers });
    expect([video.status, video.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    const bytes = Buffer.from(await video.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

    for (const who of [stranger, null]) {
      const refused = await fetch(server.baseUrl + address.playUrl, { headers: who?.headers ?? {} });
      expect(refused.status, who ? 'another learner' : 'no session').toBe(403);
    }
  });

  it('takes heartbeats of the play into the course progress', async () => {
    const section = await firstSection(openCourse.courseId);
    const address = await data<PlayAddress>(enrolled, STS, {
      trainingId: ONLINE,
      courseId: openCourse.courseId,
      sectionId: section.id,
    });
    const saved = await data<Progress>(enrolled, SAVE, {
      courseId: openCourse.courseId,
      sectionId: section.id,
      playToken: address.playToken,
      seq: 1,
      positionSeconds: 2,
      watchedSeconds: 2,
    });
    expect(saved).toMatchObject({ applied: true, positionSeconds: 2, watchedSeconds: 2 });
    const [row] = await db()
      .select({ position: sectionProgress.positionSeconds, courseId: sectionProgress.courseId })
      .from(sectionProgress)
      .where(and(eq(sectionProgress.userId, enrolled.userId), eq(sectionProgress.sectionId, section.id)));
    expect(row).toEqual({ position: 2, courseId: openCourse.courseId });
    const detail = await data<CampPlayDetail>(enrolled, PLAY, {
      trainingId: ONLINE,
      courseId: openCourse.courseId,
      seeType: 'continue',
    });
    expect([detail.section.id, detail.startSeconds, detail.watchedSeconds]).toEqual([section.id, 2, 2]);
    // A token is bound to its section: it does not count for another one.
    const other = (await readCourseSections(db(), openCourse.courseId))[1];
    const misused = await call(enrolled, SAVE, {
      courseId: openCourse.courseId,
      sectionId: other?.id,
      playToken: address.playToken,
      seq: 2,
      positionSeconds: 1,
      watchedSeconds: 1,
    });
    expect(misused.body.code).not.toBe('00000');
  });

  it('refuses a learner not enrolled in the camp', async () => {
    const section = await firstSection(openCourse.courseId);
    const answer = await call(stranger, STS, {
      trainingId: ONLINE,
      courseId: openCourse.courseId,
      sectionId: section.id,
    });
    expect([answer.status, answer.body.code, answer.body.msg]).toEqual([
      403,
      'A0301',
      '报名训练营后才能观看',
    ]);
  });

  it('refuses a course before its unlock day, saying when it opens', async () => {
    const section = await firstSection(lockedCourse.courseId);
    const answer = await call(enrolled, STS, {
      trainingId: ONLINE,
      courseId: lockedCourse.courseId,
      sectionId: section.id,
    });
    const opens = shiftDays(termStart, lockedCourse.unlockDay);
    expect([answer.status, answer.body.code, answer.body.msg]).toEqual([
      403,
      'A0301',
      `该课程将于${monthDay(opens)}解锁`,
    ]);
  });

  it('refuses a term that has not begun, even for the first course', async () => {
    const [term] = await db()
      .select({ startDate: trainingTerms.startDate })
      .from(trainingTerms)
      .where(eq(trainingTerms.id, ONLINE * 10 + 1));
    const section = await firstSection(openCourse.courseId);
    const answer = await call(waiting, STS, {
      trainingId: ONLINE,
      courseId: openCourse.courseId,
      sectionId: section.id,
    });
    expect([answer.body.code, answer.body.msg]).toEqual([
      'A0301',
      `该课程将于${monthDay(String(term?.startDate))}解锁`,
    ]);
  });

  it('plays an offline camp’s pre-study course for its enrolled learners only', async () => {
    const [course] = await campCourses(OFFLINE);
    const section = await firstSection(course?.courseId ?? 0);
    const body = { trainingId: OFFLINE, courseId: course?.courseId, sectionId: section.id };
    await data<PlayAddress>(enrolled, STS, body);
    expect((await call(stranger, STS, body)).body.code).toBe('A0301');
  });

  it('plays every course of a trial camp for any logged-in learner', async () => {
    for (const course of await campCourses(TRIAL)) {
      const sections = await readCourseSections(db(), course.courseId);
      const last = sections[sections.length - 1];
      await data<PlayAddress>(stranger, STS, {
        trainingId: TRIAL,
        courseId: course.courseId,
        sectionId: last?.id,
      });
    }
  });

  it('plays the running term of camp 2 for the demo learner 13800000002', async () => {
    const demo = await loginWithAccount(server, '13800000002', DEMO_PASSWORD);
    const [first] = await campCourses(2);
    const section = await firstSection(first?.courseId ?? 0);
    await data<PlayAddress>(demo, STS, { trainingId: 2, courseId: first?.courseId, sectionId: section.id });
  });

  it('answers A0404 for a course the camp does not teach, an unknown camp and a foreign section', async () => {
    const section = await firstSection(openCourse.courseId);
    const elsewhere = await firstSection(NOT_IN_CAMP_1);
    const cases: Array<[object, string]> = [
      [{ trainingId: ONLINE, courseId: NOT_IN_CAMP_1, sectionId: elsewhere.id }, '该训练营中没有这门课程'],
      [{ trainingId: ONLINE, courseId: 999_999, sectionId: section.id }, '该训练营中没有这门课程'],
      [{ trainingId: 999_999, courseId: openCourse.courseId, sectionId: section.id }, '训练营不存在'],
      [
        { trainingId: ONLINE, courseId: openCourse.courseId, sectionId: elsewhere.id },
        '该课程中没有这个小节',
      ],
    ];
    for (const [body, msg] of cases) {
      const answer = await call(enrolled, STS, body);
      expect([answer.status, answer.body.code, answer.body.msg], JSON.stringify(body)).toEqual([
        404,
        'A0404',
        msg,
      ]);
    }
  });

  it('asks a visitor to log in', async () => {
    const section = await firstSection(openCourse.courseId);
    const answer = await call(null, STS, {
      trainingId: TRIAL,
      courseId: openCourse.courseId,
      sectionId: section.id,
    });
    expect([answer.status, answer.body.code]).toEqual([401, 'A0313']);
  });

  it('answers A0400 to hostile input on both endpoints', async () => {
    const good = { trainingId: ONLINE, courseId: openCourse.courseId, sectionId: 1 };
    const hostile: unknown[] = [
      {},
      { ...good, trainingId: undefined },
      { ...good, sectionId: undefined },
      { ...good, trainingId: 0 },
      { ...good, courseId: -1 },
      { ...good, sectionId: 2 ** 40 },
      { ...good, trainingId: 1.5 },
      { ...good, courseId: 'x' },
      { ...good, trainingId: '1 or 1=1' },
      { ...good, sectionId: null },
      [],
      'text',
    ];
    for (const body of hostile) {
      const answer = await call(enrolled, STS, body);
      expect([answer.status, answer.body.code], `sts ${JSON.stringify(body)}`).toEqual([400, 'A0400']);
    }
    for (const body of hostile.slice(0, 2).concat(hostile.slice(3))) {
      const answer = await call(enrolled, PLAY, body);
      expect([answer.status, answer.body.code], `play ${JSON.stringify(body)}`).toEqual([400, 'A0400']);
    }
    const badSeeType = await call(enrolled, PLAY, { ...good, sectionId: undefined, seeType: 'first' });
    expect(badSeeType.body.code).toBe('A0400');
  });
});

describe('training/course/play', () => {
  it('opens an open course on the asked section, every section playable', async () => {
    const sections = await readCourseSections(db(), openCourse.courseId);
    const second = sections[1];
    const detail = await data<CampPlayDetail>(enrolled, PLAY, {
      trainingId: ONLINE,
      courseId: openCourse.courseId,
      sectionId: second?.id,
    });
    expect(detail).toMatchObject({
      trainingId: ONLINE,
      trainingKind: 'online',
      courseId: openCourse.courseId,
      canStudy: true,
      hasSlides: false,
      section: { id: second?.id, playable: true },
      nextSectionId: sections[2]?.id ?? null,
      lockReason: null,
      unlockDate: null,
    });
  });

  it('shows a locked course locked, with the reason and the day it opens', async () => {
    const opens = shiftDays(termStart, lockedCourse.unlockDay);
    const detail = await data<CampPlayDetail>(enrolled, PLAY, {
      trainingId: ONLINE,
      courseId: lockedCourse.courseId,
    });
    expect(detail).toMatchObject({
      canStudy: false,
      section: { playable: false },
      nextSectionId: null,
      lockReason: `该课程将于${monthDay(opens)}解锁`,
      unlockDate: opens,
    });
    const outsider = await data<CampPlayDetail>(stranger, PLAY, {
      trainingId: ONLINE,
      courseId: openCourse.courseId,
    });
    expect([outsider.canStudy, outsider.lockReason, outsider.unlockDate]).toEqual([
      false,
      '报名训练营后才能观看',
      null,
    ]);
  });

  it('answers A0404 for a course the camp does not teach and A0313 to a visitor', async () => {
    const notTaught = await call(enrolled, PLAY, { trainingId: ONLINE, courseId: NOT_IN_CAMP_1 });
    expect([notTaught.status, notTaught.body.msg]).toEqual([404, '该训练营中没有这门课程']);
    const visitor = await call(null, PLAY, { trainingId: TRIAL, courseId: openCourse.courseId });
    expect(visitor.body.code).toBe('A0313');
  });
});

describe('the camp rule', () => {
  const today = '2026-03-02';
  it('opens an online course on its unlock date, the earliest of the learner’s terms', () => {
    const terms = [
      { unlockDate: '2026-04-20', endDate: '2026-05-30' },
      { unlockDate: '2026-03-03', endDate: '2026-04-01' },
    ];
    const lockOf = (rule: ReturnType<typeof decideCampRule>) => ({
      reason: rule.lock?.reason ?? null,
      msg: rule.lock?.message ?? null,
      unlockDate: rule.unlockDate,
    });
    expect(lockOf(decideCampRule('online', [{ unlockDate: today, endDate: '2026-04-01' }], today))).toEqual({
      reason: null,
      msg: null,
      unlockDate: null,
    });
    expect(lockOf(decideCampRule('online', terms, today))).toEqual({
      reason: 'CAMP_COURSE_LOCKED',
      msg: '该课程将于3月3日解锁',
      unlockDate: '2026-03-03',
    });
    expect(decideCampRule('online', [{ unlockDate: null, endDate: '2026-04-01' }], today).lock?.message).toBe(
      '报名训练营后才能观看',
    );
  });

  it('applies the camp’s term-end rule once every term teaching the course has ended', () => {
    const ended = [{ unlockDate: '2026-01-10', endDate: '2026-02-28' }];
    const ruleOf = (access: 'keep' | 'replay' | 'close', closeDays: number | null, on: string) => {
      const rule = decideCampRule('online', ended, on, { access, closeDays });
      return { reason: rule.lock?.reason ?? null, replayOnly: rule.replayOnly };
    };
    expect(ruleOf('keep', null, today)).toEqual({ reason: null, replayOnly: false });
    expect(ruleOf('replay', null, '2026-02-28')).toEqual({ reason: null, replayOnly: false });
    expect(ruleOf('replay', null, today)).toEqual({ reason: null, replayOnly: true });
    expect(ruleOf('close', 2, '2026-03-02')).toEqual({ reason: null, replayOnly: true });
    expect(ruleOf('close', 2, '2026-03-03')).toEqual({ reason: 'CAMP_ACCESS_CLOSED', replayOnly: false });
    // A later term of the same camp still running keeps the course open as before.
    const rerun = [...ended, { unlockDate: '2026-03-01', endDate: '2026-03-31' }];
    expect(decideCampRule('online', rerun, today, { access: 'close', closeDays: 0 })).toMatchObject({
      lock: null,
      replayOnly: false,
    });
  });

  it('needs an enrolment for offline camps only, and nothing for trial camps', () => {
    expect(decideCampRule('offline', [], today).lock?.reason).toBe('CAMP_NOT_ENROLLED');
    expect(decideCampRule('offline', [{ unlockDate: null, endDate: null }], today).lock).toBeNull();
    expect(decideCampRule('trial', [], today).lock).toBeNull();
  });
});
