import type { EnrolmentCertificate, EnrolmentDetail } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordCourseProgress, systemClock } from '../src/modules/camps/index.js';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { formatChinaDate } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import { CAMP, campFixtures } from './camp-support.js';
import { serverForThisFile } from './harness.js';
import { learningCalls } from './learning-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1351600');
const db = () => server.database.db;
const { call, data } = learningCalls(server);
const { certificates, trainingUsers, trainings, users } = tables;

const T = '/api/front/training';
const HEARTBEAT = '/api/front/learn/duration/save';
const day = (offset: number) => formatChinaDate(Date.now() + offset * 86_400_000);
const { insertTerm, enrol, watchToEnd } = campFixtures(server);

/** A term of the seeded camp (certificates for learners who finish its three required courses). */
async function runningTerm(name: string): Promise<{ termId: number; startDate: string; endDate: string }> {
  const [startDate, endDate] = [day(-1), day(40)];
  return { termId: await insertTerm({ name, startDate, endDate }), startDate, endDate };
}

/** The plan's course sections with media, by course: what a learner watches to finish the plan. */
async function planSections(who: LoggedIn, trainingUserId: number) {
  const plan = await data<EnrolmentDetail>(who, `${T}/user/detail`, { trainingUserId });
  const courseIds = plan.items.filter((item) => item.required && item.courseId).map((item) => item.courseId);
  return Promise.all(
    courseIds.map(async (courseId) => ({
      courseId: courseId ?? 0,
      sections: (await readCourseSections(db(), courseId ?? 0)).filter(
        (section) => section.mediaKey !== null,
      ),
    })),
  );
}

const certificateOf = (who: LoggedIn, trainingUserId: number) =>
  data<EnrolmentCertificate>(who, `${T}/v2/user/cert`, { trainingUserId });

let learner: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  [learner, other] = await Promise.all([
    loginWithCode(server, freshPhone()),
    loginWithCode(server, freshPhone()),
  ]);
});

describe('camp certificates', () => {
  it('are issued once when concurrent heartbeats finish the plan, with the term’s printed fields', async () => {
    const { termId, startDate, endDate } = await runningTerm('第九十期');
    const trainingUserId = await enrol(learner.userId, termId);
    const courses = await planSections(learner, trainingUserId);
    expect(courses).toHaveLength(3);

    const before = await certificateOf(learner, trainingUserId);
    expect(before).toEqual({
      trainingUserId,
      progress: 0,
      requiredDone: 0,
      requiredTotal: 3,
      minProgress: 100,
      certificate: null,
    });

    // Every section but the last of each course, then the three last ones (and each again) at once:
    // six completion events racing, of which any may be the one that finishes the plan.
    for (const { courseId, sections } of courses) {
      for (const section of sections.slice(0, -1)) await watchToEnd(HEARTBEAT, learner, courseId, section);
    }
    const lastOnes = courses.flatMap(({ courseId, sections }) => {
      const last = sections.at(-1);
      return last ? [{ courseId, last }] : [];
    });
    await Promise.all(
      [...lastOnes, ...lastOnes].map(({ courseId, last }) => watchToEnd(HEARTBEAT, learner, courseId, last)),
    );

    const issued = await db()
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          eq(certificates.userId, learner.userId),
          eq(certificates.subjectKind, 'camp_term'),
          eq(certificates.subjectId, termId),
        ),
      );
    expect(issued).toHaveLength(1);

    const [camp] = await db().select({ name: trainings.name }).from(trainings).where(eq(trainings.id, CAMP));
    const [me] = await db()
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, learner.userId));
    const after = await certificateOf(learner, trainingUserId);
    expect(after).toMatchObject({ progress: 100, requiredDone: 3, requiredTotal: 3, minProgress: 100 });
    expect(after.certificate).toMatchObject({
      kind: 'camp_term',
      status: 'valid',
      learnerName: me?.nickname,
      title: camp?.name,
      termName: '第九十期',
      startDate,
      endDate,
    });
    expect(after.certificate?.code).toMatch(/^ZX(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect(after.certificate?.verifyPath).toBe(`/cert/verify/${after.certificate?.code}`);

    const verified = await data<{ status: string }>(null, '/api/front/cert/verify', {
      code: after.certificate?.code,
    });
    expect(verified.status).toBe('valid');
    const link = await call(learner, '/api/front/user/cert/download', { code: after.certificate?.code });
    expect(link.status).toBe(200);
  });

  it('follow the camp’s rule: a progress of N percent is enough when the camp says so', async () => {
    await db().update(trainings).set({ certificateMinProgress: 33 }).where(eq(trainings.id, CAMP));
    try {
      const { termId } = await runningTerm('第九十一期');
      const trainingUserId = await enrol(other.userId, termId);
      const [first] = await planSections(other, trainingUserId);
      if (!first) throw new Error('the plan has no course');
      for (const section of first.sections.slice(0, -1))
        await watchToEnd(HEARTBEAT, other, first.courseId, section);
      const almost = await certificateOf(other, trainingUserId);
      expect([almost.minProgress, almost.certificate, almost.requiredDone]).toEqual([33, null, 0]);
      expect(almost.progress).toBeLessThan(33);

      const last = first.sections.at(-1);
      if (last) await watchToEnd(HEARTBEAT, other, first.courseId, last);
      const earned = await certificateOf(other, trainingUserId);
      expect(earned).toMatchObject({ progress: 33, requiredDone: 1, requiredTotal: 3 });
      expect(earned.certificate?.status).toBe('valid');
    } finally {
      await db().update(trainings).set({ certificateMinProgress: 100 }).where(eq(trainings.id, CAMP));
    }
  });

  it('are issued at the next learned section when the issue was lost after the figure was stored', async () => {
    await db().update(trainings).set({ certificateMinProgress: 33 }).where(eq(trainings.id, CAMP));
    try {
      const who = await loginWithCode(server, freshPhone());
      const { termId } = await runningTerm('第九十三期');
      const trainingUserId = await enrol(who.userId, termId);
      const [first] = await planSections(who, trainingUserId);
      if (!first) throw new Error('the plan has no course');
      for (const section of first.sections) await watchToEnd(HEARTBEAT, who, first.courseId, section);
      expect((await certificateOf(who, trainingUserId)).certificate?.status).toBe('valid');
      // The process stopped between the stored figure and the certificate: the figure stays, no certificate.
      await db()
        .delete(certificates)
        .where(and(eq(certificates.userId, who.userId), eq(certificates.subjectId, termId)));
      expect(await certificateOf(who, trainingUserId)).toMatchObject({ progress: 33, certificate: null });

      // The learner's next event that concerns the enrolment (here the same course counted again, which
      // leaves the figure as it is) finds the certificate missing and issues it.
      await recordCourseProgress(server.database, systemClock, who.userId, first.courseId);
      expect(await certificateOf(who, trainingUserId)).toMatchObject({
        progress: 33,
        certificate: { status: 'valid', termName: '第九十三期' },
      });
    } finally {
      await db().update(trainings).set({ certificateMinProgress: 100 }).where(eq(trainings.id, CAMP));
    }
  });

  it('answer nothing for another learner’s trainingUserId', async () => {
    const { termId } = await runningTerm('第九十二期');
    const trainingUserId = await enrol(learner.userId, termId);
    expect((await call(learner, `${T}/v2/user/cert`, { trainingUserId })).status).toBe(200);
    const answer = await call(other, `${T}/v2/user/cert`, { trainingUserId });
    expect([answer.status, answer.body.reason, answer.body.data]).toEqual([
      404,
      'CAMP_ENROLMENT_NOT_FOUND',
      null,
    ]);
  });

  it('are not offered by a camp without a rule, nor to enrolments without a term', async () => {
    const [offline] = await db()
      .insert(trainingUsers)
      .values({ userId: learner.userId, trainingId: 11 })
      .returning({ id: trainingUsers.id });
    const answer = await certificateOf(learner, offline?.id ?? 0);
    expect([answer.minProgress, answer.certificate]).toEqual([null, null]);
  });
});
