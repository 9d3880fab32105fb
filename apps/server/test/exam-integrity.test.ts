import type {
  AttemptPaper,
  ExamDetail,
  GradingAttempt,
  GradingQueueEntry,
  PaperQuestion,
  PaperSaveResult,
} from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { correctAnswer } from './exam-support.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

const server = serverForThisFile();
const db = () => server.database.db;
const freshPhone = phoneNumbers('1330048');
const { exams, examAttempts } = tables;

/** Two browsers' own ids, as each keeps one in its localStorage. */
const LAPTOP = 'laptop-device-id-0001';
const PHONE = 'phone-device-id-00002';
const LAPTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let trainer: SignedInOperator;
beforeAll(async () => {
  trainer = await signInAs(server, 'trainer');
});

const FRONT = '/api/front/exam';
/** The seeded safety paper (seed/exams.ts): drawn, 3 single, 2 multiple, 2 true/false, 1 fill-in, 100 points. */
const SAFETY_PAPER = 2;

async function call<T>(who: LoggedIn | SignedInOperator, path: string, body: unknown, agent = LAPTOP_AGENT) {
  const answer = await server.post(path, body, { headers: { ...who.headers, 'user-agent': agent } });
  return { ...answer, data: answer.body.data as T, reason: answer.body.reason as string | undefined };
}

async function ok<T>(
  who: LoggedIn | SignedInOperator,
  path: string,
  body: unknown,
  agent = LAPTOP_AGENT,
): Promise<T> {
  const answer = await call<T>(who, path, body, agent);
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

describe('the violation budget', () => {
  const left = (kind: 'blur' | 'fullscreen_exit' | 'paste' | 'reconnect') => ({ kind, at: Date.now() });

  it('tells the rules before the start, counts each leaving on the server and submits at budget + 1 unasked', async () => {
    const examId = await openExam({ violationBudget: 2, requireFullscreen: true, blockCopyPaste: true });
    const learner = await loginWithCode(server, freshPhone());
    const detail = await ok<ExamDetail>(learner, `${FRONT}/detail`, { id: examId });
    expect(detail.integrity).toEqual({ violationBudget: 2, requireFullscreen: true, blockCopyPaste: true });
    const paper = await ok<AttemptPaper>(learner, `${FRONT}/paper/detail`, { id: examId, deviceId: LAPTOP });
    expect(paper).toMatchObject({ violations: 0, integrity: detail.integrity });
    const save = (events: ReturnType<typeof left>[]) =>
      ok<PaperSaveResult>(learner, `${FRONT}/paper/save`, {
        attemptId: paper.attemptId,
        deviceId: LAPTOP,
        events,
      });

    expect(await save([left('blur')])).toMatchObject({ status: 'in_progress', violations: 1 });
    // A paste and a dropped connection are logged for the grader but do not use the budget.
    expect(await save([left('paste'), left('reconnect')])).toMatchObject({
      status: 'in_progress',
      violations: 1,
    });
    expect(await save([left('fullscreen_exit')])).toMatchObject({ status: 'in_progress', violations: 2 });
    const resumed = await ok<AttemptPaper>(learner, `${FRONT}/paper/detail`, {
      id: examId,
      deviceId: LAPTOP,
    });
    expect(resumed.violations).toBe(2);

    // The third leaving: the save does not ask to submit, the server submits.
    const third = await save([left('blur')]);
    expect(third).toMatchObject({ violations: 3, submittedBy: 'violations' });
    expect(third.status).not.toBe('in_progress');
    const [row] = await db().select().from(examAttempts).where(eq(examAttempts.id, paper.attemptId));
    expect(row).toMatchObject({ submittedBy: 'violations', violations: 3 });
    const after = await call(learner, `${FRONT}/paper/save`, {
      attemptId: paper.attemptId,
      deviceId: LAPTOP,
    });
    expect(after.reason).toBe('EXAM_ALREADY_SUBMITTED');

    // The grader finds it among the attempts that left the page, and reads why it was handed in.
    const queue = await ok<{ list: GradingQueueEntry[] }>(trainer, '/api/admin/grading/queue', {
      examId,
      includeGraded: true,
      hasViolations: true,
      sort: 'violations',
    });
    expect(queue.list).toEqual([expect.objectContaining({ attemptId: paper.attemptId, violations: 3 })]);
    const graded = await ok<GradingAttempt>(trainer, '/api/admin/grading/detail', {
      attemptId: paper.attemptId,
    });
    expect(graded).toMatchObject({ violations: 3, violationBudget: 2, submittedBy: 'violations' });
    expect(graded.timeline.map((entry) => entry.kind)).toEqual([
      'start',
      'blur',
      'paste',
      'reconnect',
      'fullscreen_exit',
      'blur',
      'submit',
    ]);
    expect(graded.timeline.at(-1)?.submittedBy).toBe('violations');
  });

  it('only logs leaving when the exam sets no budget', async () => {
    const examId = await openExam();
    const learner = await loginWithCode(server, freshPhone());
    const paper = await ok<AttemptPaper>(learner, `${FRONT}/paper/detail`, { id: examId });
    expect(paper.integrity.violationBudget).toBeNull();
    const saved = await ok<PaperSaveResult>(learner, `${FRONT}/paper/save`, {
      attemptId: paper.attemptId,
      events: Array.from({ length: 10 }, () => left('blur')),
    });
    expect(saved).toMatchObject({ status: 'in_progress', violations: 10, submittedBy: null });
  });
});

describe('one device per attempt', () => {
  it('refuses a start, a resume and a save from a second device, and shows the grader both', async () => {
    const examId = await openExam();
    const learner = await loginWithCode(server, freshPhone());
    const paper = await ok<AttemptPaper>(learner, `${FRONT}/paper/detail`, { id: examId, deviceId: LAPTOP });
    const first = paper.questions[0] as PaperQuestion;
    const answer = { questionId: first.id, answer: await correctAnswer(db(), first, paper) };

    const resumeOnPhone = await call(
      learner,
      `${FRONT}/paper/detail`,
      { id: examId, deviceId: PHONE },
      PHONE_AGENT,
    );
    expect(resumeOnPhone.reason).toBe('EXAM_OTHER_DEVICE');
    expect(resumeOnPhone.body.msg).toMatch(/另一台设备/);
    const saveOnPhone = await call(
      learner,
      `${FRONT}/paper/save`,
      { attemptId: paper.attemptId, deviceId: PHONE, answers: [answer], submit: true },
      PHONE_AGENT,
    );
    expect(saveOnPhone.reason).toBe('EXAM_OTHER_DEVICE');
    // A client that keeps no id is another device too.
    const anonymous = await call(learner, `${FRONT}/paper/save`, {
      attemptId: paper.attemptId,
      answers: [answer],
    });
    expect(anonymous.reason).toBe('EXAM_OTHER_DEVICE');
    const [row] = await db().select().from(examAttempts).where(eq(examAttempts.id, paper.attemptId));
    expect(row?.status).toBe('in_progress');

    await ok(learner, `${FRONT}/paper/save`, {
      attemptId: paper.attemptId,
      deviceId: LAPTOP,
      answers: [answer],
    });
    await ok(learner, `${FRONT}/paper/detail`, { id: examId, deviceId: LAPTOP });
    const graded = await ok<GradingAttempt>(trainer, '/api/admin/grading/detail', {
      attemptId: paper.attemptId,
    });
    expect(graded.devices.map((device) => [device.name, device.refused])).toEqual([
      [expect.stringContaining('Windows'), false],
      [expect.stringContaining('iOS'), true],
      [expect.stringContaining('iOS'), true],
      [expect.any(String), true],
    ]);
    expect(graded.timeline.filter((entry) => entry.kind === 'save')).toEqual([
      expect.objectContaining({ changed: 1 }),
    ]);
  });
});
