import type {
  EnrolmentCard,
  EnrolmentDetail,
  EnrolmentProgress,
  OnlineCampDetail,
  Page,
  RankEntry,
} from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { formatChinaDate } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import { CAMP, campFixtures } from './camp-support.js';
import { serverForThisFile } from './harness.js';
import { learningCalls } from './learning-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

/** The camp's clock stands where a test puts it; the rest of the server keeps the real time. */
let now = Date.now();
const server = serverForThisFile({}, { campClock: () => now });
const freshPhone = phoneNumbers('1351500');
const db = () => server.database.db;
const { call, data } = learningCalls(server);
const { trainingUsers, users } = tables;

const T = '/api/front/training';
const TRIAL = 21;
const day = (offset: number) => formatChinaDate(Date.now() + offset * 86_400_000);

const { insertTerm, enrol, watchToEnd } = campFixtures(server);
const termStarting = (startDate: string, endDate = day(40)) =>
  insertTerm({ name: '测试期', startDate, endDate });

let learner: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  [learner, other] = await Promise.all([
    loginWithCode(server, freshPhone()),
    loginWithCode(server, freshPhone()),
  ]);
});

describe('training/online/detail', () => {
  it('lists the terms with their derived status and seats, and offers the first enrolling one', async () => {
    now = Date.now();
    const camp = await data<OnlineCampDetail>(null, `${T}/online/detail`, { id: CAMP });
    expect(camp).toMatchObject({ id: CAMP, type: 8, vip: 1, enquire: 0 });
    expect(camp.lecturers[0]?.name).toEqual(expect.any(String));
    expect(camp.plan.map((item) => item.kind)).toEqual([
      'course',
      'checkin',
      'course',
      'course',
      'live',
      'coursework',
    ]);
    const seeded = camp.termList.filter((term) => term.id >= 10 && term.id <= 13);
    // A late-join term that began this month, the next one enrolling, two still to open.
    expect(seeded.map((term) => term.status)).toEqual(['enrolling', 'enrolling', 'upcoming', 'upcoming']);
    expect(seeded[1]).toMatchObject({ seatsLeft: 60, capacity: 60, trainingUserId: null });
    expect(camp.defaultTermId).toBe(10);
    const none = await data<OnlineCampDetail>(null, `${T}/online/detail`, { id: 4 });
    expect([none.termList, none.defaultTermId]).toEqual([[], null]);
    const wrongKind = await call(null, `${T}/online/detail`, { id: 11 });
    expect([wrongKind.status, wrongKind.body.reason]).toEqual([404, 'CAMP_NOT_FOUND']);
  });
});

describe('the study plan', () => {
  it('unlocks each item at midnight China time of its day on the term’s calendar', async () => {
    const start = day(20);
    const termId = await termStarting(start);
    const trainingUserId = await enrol(learner.userId, termId);
    const midnight = Date.parse(`${start}T00:00:00+08:00`);
    const plan = async () => data<EnrolmentDetail>(learner, `${T}/user/detail`, { trainingUserId });

    now = midnight - 1;
    const before = await plan();
    expect(before).toMatchObject({ trainingUserId, status: 'enrolling', today: day(19), progress: 0 });
    expect(before.items.map((item) => item.locked)).toEqual([true, true, true, true, true, true]);
    expect(before.items.map((item) => item.unlockDate)).toEqual([
      start,
      start,
      formatChinaDate(midnight + 7 * 86_400_000),
      formatChinaDate(midnight + 14 * 86_400_000),
      formatChinaDate(midnight + 15 * 86_400_000),
      formatChinaDate(midnight + 15 * 86_400_000),
    ]);

    now = midnight;
    const first = await plan();
    expect([first.status, first.today]).toEqual(['running', start]);
    expect(first.items.map((item) => item.locked)).toEqual([false, false, true, true, true, true]);
    now = midnight + 7 * 86_400_000 - 1;
    expect((await plan()).items[2]?.locked).toBe(true);
    now = midnight + 7 * 86_400_000;
    expect((await plan()).items[2]?.locked).toBe(false);
  });

  it('answers nothing for another learner’s trainingUserId', async () => {
    now = Date.now();
    const termId = await termStarting(day(-1));
    const trainingUserId = await enrol(learner.userId, termId);
    expect((await call(learner, `${T}/user/detail`, { trainingUserId })).status).toBe(200);
    for (const path of ['user/detail', 'v2/user/progress', 'v2/user/rank']) {
      const answer = await call(other, `${T}/${path}`, { trainingUserId });
      expect([answer.status, answer.body.reason, answer.body.data], path).toEqual([
        404,
        'CAMP_ENROLMENT_NOT_FOUND',
        null,
      ]);
    }
  });

  it('moves the stored progress when a plan course is watched to the end', async () => {
    now = Date.now();
    const termId = await termStarting(day(-1));
    const trainingUserId = await enrol(learner.userId, termId);
    const [firstCourse] = (await data<EnrolmentDetail>(learner, `${T}/user/detail`, { trainingUserId }))
      .items;
    const courseId = firstCourse?.courseId ?? 0;
    const sections = (await readCourseSections(db(), courseId)).filter(
      (section) => section.mediaKey !== null,
    );
    for (const section of sections) await watchToEnd(`${T}/course/learn/save`, learner, courseId, section);
    // Three required courses, one learned: a third of the plan.
    const progress = await data<EnrolmentProgress>(learner, `${T}/v2/user/progress`, { trainingUserId });
    expect(progress).toEqual({ trainingUserId, progress: 33, requiredDone: 1, requiredTotal: 3 });
    const detail = await data<EnrolmentDetail>(learner, `${T}/user/detail`, { trainingUserId });
    expect(detail.items[0]?.done).toBe(true);
    const mine = await data<Page<EnrolmentCard>>(learner, `${T}/user/list`, {});
    expect(mine.list.find((card) => card.trainingUserId === trainingUserId)?.progress).toBe(33);
  });
});

describe('training/v2/user/rank', () => {
  it('ranks by progress, then by who got there first: the top ten and ±3 around the learner, masked', async () => {
    now = Date.now();
    const termId = await termStarting(day(-1));
    const learners = await db()
      .insert(users)
      .values(Array.from({ length: 30 }, (_, i) => ({ nickname: `学员${i + 1}号`, avatar: '/a.svg' })))
      .returning({ id: users.id });
    // Progress 90, 87, 84 … so the order is known; two of them tie at 50, the earlier one first.
    for (const [i, { id }] of learners.entries()) {
      const trainingUserId = await enrol(id, termId);
      await db()
        .update(trainingUsers)
        .set({
          progress: i === 14 ? 48 : 90 - 3 * i,
          progressAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 30 - i)),
        })
        .where(eq(trainingUsers.id, trainingUserId));
    }
    const trainingUserId = await enrol(learner.userId, termId);
    await db()
      .update(trainingUsers)
      .set({ progress: 48, progressAt: sql`now()` })
      .where(eq(trainingUsers.id, trainingUserId));

    const rank = await data<{ total: number; myRank: number; list: RankEntry[] }>(
      learner,
      `${T}/v2/user/rank`,
      { trainingUserId },
    );
    // Ahead: 14 learners above 48 plus the one who reached 48 earlier; the learner is 16th of 31.
    expect([rank.total, rank.myRank]).toEqual([31, 16]);
    expect(rank.list.map((entry) => entry.rank)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(rank.list[0]).toEqual({ rank: 1, name: '学**', progress: 90, mine: false });
    expect(rank.list.find((entry) => entry.mine)).toMatchObject({ rank: 16, progress: 48 });
    expect(rank.list.filter((entry) => !entry.mine).every((entry) => entry.name === '学**')).toBe(true);
    expect(rank.list.find((entry) => entry.rank === 15)?.progress).toBe(48);

    // Standings are reused for a few seconds, but the learner's own move shows at once.
    await db()
      .update(trainingUsers)
      .set({ progress: 95, progressAt: sql`now()` })
      .where(eq(trainingUsers.id, trainingUserId));
    const ahead = await data<{ total: number; myRank: number; list: RankEntry[] }>(
      learner,
      `${T}/v2/user/rank`,
      { trainingUserId },
    );
    expect([ahead.total, ahead.myRank]).toEqual([31, 1]);
    expect(ahead.list[0]).toMatchObject({ rank: 1, progress: 95, mine: true });
    expect(ahead.list.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('trial camps', () => {
  it('enrol a learner on their first trial play, and show their trial plan', async () => {
    const before = await call(other, `${T}/trial/user/detail`, { id: TRIAL });
    expect([before.status, before.body.reason]).toEqual([404, 'CAMP_TRIAL_NOT_JOINED']);
    const trial = await data<{ plan: Array<{ courseId: number }>; trainingUserId: number | null }>(
      other,
      `${T}/trial/detail`,
      { id: TRIAL },
    );
    expect(trial.trainingUserId).toBeNull();
    const courseId = trial.plan[0]?.courseId ?? 0;
    const play = await data<{ canStudy: boolean; trainingKind: string }>(other, `${T}/trial/play`, {
      trainingId: TRIAL,
      courseId,
    });
    expect(play).toMatchObject({ canStudy: true, trainingKind: 'trial' });
    const plan = await data<EnrolmentDetail>(other, `${T}/trial/user/detail`, { id: TRIAL });
    expect(plan).toMatchObject({ kind: 'trial', status: null, progress: 0 });
    expect(plan.items.every((item) => !item.locked)).toBe(true);
    const notTrial = await call(other, `${T}/trial/play`, { trainingId: CAMP, courseId });
    expect(notTrial.body.reason).toBe('CAMP_NOT_FOUND');
  });
});
