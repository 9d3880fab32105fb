import type { CampPlayDetail, EnrolmentProgress } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordCourseProgress } from '../src/modules/camps/index.js';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { formatChinaDate } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import { CAMP, campFixtures } from './camp-support.js';
import { serverForThisFile } from './harness.js';
import { learningCalls } from './learning-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

/** The camp's clock stands where a test puts it: the end of a term is read from it. */
let now = Date.now();
const server = serverForThisFile({}, { campClock: () => now });
const freshPhone = phoneNumbers('1352000');
const db = () => server.database.db;
const { call, data } = learningCalls(server);
const { insertTerm, enrol, watchToEnd } = campFixtures(server);
const { trainingTermItems, trainings } = tables;

const T = '/api/front/training';
const day = (offset: number) => formatChinaDate(Date.now() + offset * 86_400_000);
/** Midnight China time at the start of a China date (16:00Z the day before). */
const chinaMidnight = (isoDate: string) => Date.parse(`${isoDate}T00:00:00+08:00`);

let learner: LoggedIn;
let termId: number;
let courseId: number;
let trainingUserId: number;

const setRule = (termEndAccess: 'keep' | 'replay' | 'close', accessCloseDays: number | null = null) =>
  db().update(trainings).set({ termEndAccess, accessCloseDays }).where(eq(trainings.id, CAMP));
const play = () => call(learner, `${T}/course/play`, { trainingId: CAMP, courseId });

beforeAll(async () => {
  learner = await loginWithCode(server, freshPhone());
  // A term that ended yesterday (China time).
  termId = await insertTerm({ name: '已结营期', startDate: day(-30), endDate: day(-1) });
  trainingUserId = await enrol(learner.userId, termId);
  const [item] = await db()
    .select({ courseId: trainingTermItems.courseId })
    .from(trainingTermItems)
    .where(eq(trainingTermItems.termId, termId))
    .orderBy(trainingTermItems.sort, trainingTermItems.id)
    .limit(1);
  courseId = item?.courseId ?? 0;
});

describe('the end of a term', () => {
  it('keeps the courses open under the keep rule', async () => {
    now = Date.now();
    await setRule('keep');
    const detail = (await play()).body.data as CampPlayDetail;
    expect([detail.lockReason, detail.replayOnly, detail.canStudy]).toEqual([null, false, true]);
  });

  it('plays read-only under the replay rule: the plan’s progress no longer moves', async () => {
    now = Date.now();
    await setRule('replay');
    const detail = (await play()).body.data as CampPlayDetail;
    expect([detail.lockReason, detail.replayOnly, detail.canStudy]).toEqual([null, true, true]);
    const sections = (await readCourseSections(db(), courseId)).filter(
      (section) => section.mediaKey !== null,
    );
    for (const section of sections) await watchToEnd(`${T}/course/learn/save`, learner, courseId, section);
    const progress = await data<EnrolmentProgress>(learner, `${T}/v2/user/progress`, { trainingUserId });
    expect(progress.progress).toBe(0);
    // The same course counted under the keep rule: what the replay rule held back.
    await setRule('keep');
    await recordCourseProgress(server.database, () => now, learner.userId, courseId);
    const kept = await data<EnrolmentProgress>(learner, `${T}/v2/user/progress`, { trainingUserId });
    expect(kept.progress).toBeGreaterThan(0);
  });

  it('closes the courses the given number of days after the end, at midnight China time', async () => {
    await setRule('close', 2);
    const end = day(-1);
    const lastReplayDay = new Date(Date.parse(`${end}T00:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    // The last day of replay, to its last millisecond.
    now = chinaMidnight(lastReplayDay) + 86_400_000 - 1;
    expect(((await play()).body.data as CampPlayDetail).replayOnly).toBe(true);
    now += 1;
    const closed = (await play()).body.data as CampPlayDetail;
    expect([closed.canStudy, closed.lockReason]).toEqual([false, '本期训练营已结营，课程回放已关闭']);
    const sections = await readCourseSections(db(), courseId);
    const address = await call(learner, '/api/front/vod/play/sts/training', {
      trainingId: CAMP,
      courseId,
      sectionId: sections[0]?.id,
    });
    expect([address.status, address.body.reason]).toEqual([403, 'CAMP_ACCESS_CLOSED']);
    await setRule('keep');
  });
});
