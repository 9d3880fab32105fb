import type { AttemptPaper, PaperQuestion } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { correctAnswer } from './exam-support.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const db = () => server.database.db;
const freshPhone = phoneNumbers('1330048');
const { exams } = tables;

const FRONT = '/api/front/exam';
/** The seeded safety paper (seed/exams.ts): drawn, 3 single, 2 multiple, 2 true/false, 1 fill-in, 100 points. */
const SAFETY_PAPER = 2;

async function call<T>(who: LoggedIn, path: string, body: unknown) {
  const answer = await server.post(path, body, { headers: who.headers });
  return { ...answer, data: answer.body.data as T, reason: answer.body.reason as string | undefined };
}

async function ok<T>(who: LoggedIn, path: string, body: unknown): Promise<T> {
  const answer = await call<T>(who, path, body);
  expect(answer.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: '00000' });
  return answer.data;
}

async function openExam(values: Partial<typeof exams.$inferInsert> = {}): Promise<number> {
  const [exam] = await db()
    .insert(exams)
    .values({
      name: '诚信考试',
      paperId: SAFETY_PAPER,
      opensAt: new Date(Date.now() - 60_000),
      closesAt: new Date(Date.now() + 3_600_000),
      timeLimitSeconds: 1800,
      passScore: 60,
      attemptsAllowed: 3,
      shuffleQuestions: true,
      shuffleOptions: true,
      ...values,
    })
    .returning();
  if (!exam) throw new Error('no exam');
  return exam.id;
}

const orderOf = (paper: AttemptPaper) =>
  paper.questions.map((question) => [question.id, question.options.map((option) => option.text)]);

describe('fair shuffling', () => {
  it('shows each attempt its own order, the same on every reload, grades by option and keeps 正确 before 错误', async () => {
    const examId = await openExam();
    const learner = await loginWithCode(server, freshPhone());
    const paper = await ok<AttemptPaper>(learner, `${FRONT}/paper/detail`, { id: examId });
    for (let reload = 0; reload < 3; reload++) {
      const again = await ok<AttemptPaper>(learner, `${FRONT}/paper/detail`, { id: examId });
      expect(orderOf(again)).toEqual(orderOf(paper));
      expect(again.questions.map((question) => question.options.map((option) => option.id))).toEqual(
        paper.questions.map((question) => question.options.map((option) => option.id)),
      );
    }
    const judges = paper.questions.filter((question) => question.type === 'judge');
    expect(judges).toHaveLength(2);
    for (const judge of judges) expect(judge.options.map((option) => option.text)).toEqual(['正确', '错误']);

    const answers = await Promise.all(
      paper.questions.map(async (question: PaperQuestion) => ({
        questionId: question.id,
        answer: await correctAnswer(db(), question, paper),
      })),
    );
    const done = await ok(learner, `${FRONT}/paper/save`, {
      attemptId: paper.attemptId,
      answers,
      submit: true,
    });
    expect(done).toMatchObject({ status: 'graded', score: 100, passed: true });
  });
});
