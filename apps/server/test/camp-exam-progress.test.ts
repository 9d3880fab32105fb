import type { AttemptPaper, EnrolmentDetail, EnrolmentProgress } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countExamPasses, systemClock } from '../src/modules/camps/index.js';
import { announceUnheardGrades } from '../src/modules/exams/graded-sweep.js';
import { createExamEvents } from '../src/modules/exams/index.js';
import * as tables from '../src/tables.js';
import { correctAnswer, enrolInCamp } from './exam-support.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const db = () => server.database.db;
const freshPhone = phoneNumbers('1330017');
const { exams, examAttempts, trainingExamPasses, trainingTermItems, trainingUsers } = tables;

/** The seeded workshop with a running term, and the seed's drawn paper, whose questions are all graded at once. */
const CAMP = 2;
const OBJECTIVE_PAPER = 2;
const DAY_MS = 86_400_000;

let examId: number;
let termId: number;

async function enrolled(): Promise<{ who: LoggedIn; trainingUserId: number }> {
  const who = await loginWithCode(server, freshPhone());
  termId = await enrolInCamp(db(), who.userId, CAMP);
  const [row] = await db()
    .select({ id: trainingUsers.id })
    .from(trainingUsers)
    .where(and(eq(trainingUsers.userId, who.userId), eq(trainingUsers.trainingId, CAMP)));
  return { who, trainingUserId: row?.id ?? 0 };
}

async function data<T>(who: LoggedIn, path: string, body: unknown): Promise<T> {
  const answer = await server.post(path, body, { headers: who.headers });
  expect(answer.body, path).toMatchObject({ code: '00000' });
  return answer.body.data as T;
}

/** Sits the camp's exam: every answer right, or none given; answers the submitted attempt's id. */
async function sitExam(who: LoggedIn, rightly: boolean): Promise<number> {
  const paper = await data<AttemptPaper>(who, '/api/front/exam/paper/detail', { id: examId });
  const answers = rightly
    ? await Promise.all(
        paper.questions.map(async (question) => ({
          questionId: question.id,
          answer: await correctAnswer(db(), question, paper),
        })),
      )
    : [];
  const submitted = await data<{ status: string; passed: boolean }>(who, '/api/front/exam/paper/save', {
    attemptId: paper.attemptId,
    answers,
    submit: true,
  });
  expect(submitted).toMatchObject({ status: 'graded', passed: rightly });
  return paper.attemptId;
}

const progressOf = (who: LoggedIn, trainingUserId: number) =>
  data<EnrolmentProgress>(who, '/api/front/training/v2/user/progress', { trainingUserId });

beforeAll(async () => {
  const now = Date.now();
  const [exam] = await db()
    .insert(exams)
    .values({
      name: '工作坊·阶段测验',
      paperId: OBJECTIVE_PAPER,
      trainingId: CAMP,
      opensAt: new Date(now - DAY_MS),
      closesAt: new Date(now + 30 * DAY_MS),
      timeLimitSeconds: 20 * 60,
      attemptsAllowed: 3,
      passScore: 60,
    })
    .returning({ id: exams.id });
  examId = exam?.id ?? 0;
  // The exam joins the plan of the camp's term as a required item.
  const learner = await enrolled();
  await db().insert(trainingTermItems).values({
    termId,
    kind: 'exam',
    title: '阶段测验',
    examId,
    unlockDate: '2020-01-01',
    weight: 2,
  });
  await db().delete(trainingUsers).where(eq(trainingUsers.id, learner.trainingUserId));
});

describe('a camp exam in the plan', () => {
  it('moves the progress of a learner who passes it, and shows the item done', async () => {
    const { who, trainingUserId } = await enrolled();
    const before = await progressOf(who, trainingUserId);
    expect(before).toMatchObject({ progress: 0, requiredDone: 0 });

    const attemptId = await sitExam(who, true);
    const after = await progressOf(who, trainingUserId);
    expect(after.progress).toBeGreaterThan(0);
    expect(after.requiredDone).toBe(1);
    const plan = await data<EnrolmentDetail>(who, '/api/front/training/user/detail', { trainingUserId });
    expect(plan.items.find((item) => item.kind === 'exam' && item.examId === examId)).toMatchObject({
      done: true,
    });
    const [attempt] = await db().select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    expect(attempt?.announcedAt).not.toBeNull();
  });

  it('leaves the progress of a learner who fails it where it was', async () => {
    const { who, trainingUserId } = await enrolled();
    await sitExam(who, false);
    expect(await progressOf(who, trainingUserId)).toMatchObject({ progress: 0, requiredDone: 0 });
    const passes = await db()
      .select()
      .from(trainingExamPasses)
      .where(eq(trainingExamPasses.userId, who.userId));
    expect(passes).toEqual([]);
  });

  it('is caught up by the sweep when the server stopped between the grade and its listeners', async () => {
    const { who, trainingUserId } = await enrolled();
    const attemptId = await sitExam(who, true);
    const moved = (await progressOf(who, trainingUserId)).progress;
    // As if the process died right after the grade's commit: no pass recorded, nothing announced.
    await db().delete(trainingExamPasses).where(eq(trainingExamPasses.userId, who.userId));
    await db().update(trainingUsers).set({ progress: 0 }).where(eq(trainingUsers.id, trainingUserId));
    await db()
      .update(examAttempts)
      .set({ announcedAt: null, gradedAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(examAttempts.id, attemptId));

    const events = createExamEvents({ error: () => undefined });
    countExamPasses(db(), systemClock, events);
    expect(await announceUnheardGrades(db(), events)).toBeGreaterThanOrEqual(1);
    expect((await progressOf(who, trainingUserId)).progress).toBe(moved);
    // Announced now: the next sweep leaves it alone, and a repeat would change nothing anyway.
    expect(await announceUnheardGrades(db(), events)).toBe(0);
    const [attempt] = await db().select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    expect(attempt?.announcedAt).not.toBeNull();
  });
});
