import type { AttemptPaper, ExamAnswer, ExamCard, ExamDetail, PaperQuestion } from '@zhixue/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineDeadlineQueue, EXAM_DEADLINE_QUEUE } from '../src/modules/exams/deadline-job.js';
import { createExamEvents, gradeShortAnswers, hasPassedExam } from '../src/modules/exams/index.js';
import { createJobs } from '../src/platform/jobs/index.js';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import * as tables from '../src/tables.js';
import { correctAnswer as correctAnswerOf } from './exam-support.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithAccount, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const db = () => server.database.db;
const freshPhone = phoneNumbers('1330015');
const { exams, examAttempts, questions, attemptEvents } = tables;

/** Seeded exams (seed/exams.ts): the camp exam of camp 2, the enterprise's open and closed exams. */
const CAMP_EXAM = 1;
const ENTERPRISE_EXAM = 2;
const CAMP_LEARNER_PHONE = '13800000002';

const FRONT = '/api/front/exam';
const ENT = '/api/ent/front/exam';

async function call<T>(who: LoggedIn, path: string, body: unknown) {
  const answer = await server.post(path, body, { headers: who.headers });
  return { ...answer, data: answer.body.data as T, reason: answer.body.reason };
}

async function ok<T>(who: LoggedIn, path: string, body: unknown): Promise<T> {
  const answer = await call<T>(who, path, body);
  expect(answer.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: '00000' });
  return answer.data;
}

const correctAnswer = (question: PaperQuestion, attempt: AttemptPaper) =>
  correctAnswerOf(db(), question, attempt);

let campLearner: LoggedIn;
let stranger: LoggedIn;
let entLearner: LoggedIn;

beforeAll(async () => {
  [campLearner, stranger, entLearner] = await Promise.all([
    loginWithCode(server, CAMP_LEARNER_PHONE),
    loginWithCode(server, freshPhone()),
    loginWithAccount(server, 'hdzz001', DEMO_PASSWORD),
  ]);
});

/** Every key a response must not carry before the review is allowed, at any depth. */
const KEY_FIELDS = [
  'key',
  'correct',
  'isCorrect',
  'correctOptionIds',
  'acceptedBlanks',
  'reference',
  'analysis',
  'awarded',
];

function findLeaks(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => findLeaks(entry, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => {
    const here = `${path}.${name}`;
    const leaked =
      KEY_FIELDS.includes(name) ||
      (name === 'review' && inner !== null) ||
      (/score/i.test(name) && path.includes('options'));
    return [...(leaked ? [here] : []), ...findLeaks(inner, here)];
  });
}

describe('a whole camp attempt', () => {
  const responses: unknown[] = [];
  let paper: AttemptPaper;

  it('shows the exam to an enrolled learner and starts an attempt with option tokens of its own', async () => {
    // The key-leak checks below read a shuffled paper: questions and options both.
    const [camp] = await db().select().from(exams).where(eq(exams.id, CAMP_EXAM));
    expect(camp).toMatchObject({ shuffleQuestions: true, shuffleOptions: true });
    const detail = await ok<ExamDetail>(campLearner, `${FRONT}/detail`, { id: CAMP_EXAM });
    responses.push(detail);
    expect(detail).toMatchObject({
      scope: 'camp',
      phase: 'open',
      canStart: true,
      totalScore: 100,
      questionCount: 11,
    });
    // The way back from the exam is the learner's own plan of the camp.
    const [enrolment] = await db()
      .select({ id: tables.trainingUsers.id })
      .from(tables.trainingUsers)
      .where(eq(tables.trainingUsers.userId, campLearner.userId))
      .orderBy(desc(tables.trainingUsers.id));
    expect(detail.enrolmentId).toBe(enrolment?.id);
    paper = await ok<AttemptPaper>(campLearner, `${FRONT}/paper/detail`, { id: CAMP_EXAM });
    responses.push(paper);
    expect(paper.status).toBe('in_progress');
    expect(paper.remainingSeconds).toBeGreaterThan(29 * 60);
    expect(paper.questions).toHaveLength(11);
    // The shared case's two questions stay together whatever the shuffle.
    const casePositions = paper.questions
      .filter((question) => question.material !== null)
      .map((q) => q.position);
    expect(casePositions).toHaveLength(2);
    expect(Math.abs((casePositions[0] ?? 0) - (casePositions[1] ?? 0))).toBe(1);
    for (const question of paper.questions) {
      for (const option of question.options) expect(option.id).not.toMatch(/^[A-FT]$/);
    }
  });

  it('refuses a stranger, another learner, a question not in the attempt and answers of the wrong type', async () => {
    expect((await call(stranger, `${FRONT}/detail`, { id: CAMP_EXAM })).reason).toBe('EXAM_NOT_ENROLLED');
    expect((await call(stranger, `${FRONT}/paper/detail`, { id: CAMP_EXAM })).reason).toBe(
      'EXAM_NOT_ENROLLED',
    );
    const first = paper.questions[0] as PaperQuestion;
    const intruding = await call(stranger, `${FRONT}/paper/save`, {
      attemptId: paper.attemptId,
      answers: [{ questionId: first.id, answer: { text: 'x' } }],
    });
    expect(intruding.reason).toBe('EXAM_ATTEMPT_NOT_FOUND');
    const notInPaper = await call(campLearner, `${FRONT}/paper/save`, {
      attemptId: paper.attemptId,
      answers: [{ questionId: 21, answer: { choices: [] } }],
    });
    expect(notInPaper.reason).toBe('EXAM_QUESTION_NOT_IN_PAPER');
    const byType = (type: string) =>
      paper.questions.find((question) => question.type === type) as PaperQuestion;
    const single = byType('single');
    const wrongShapes: Array<[PaperQuestion, ExamAnswer]> = [
      [single, { text: 'A' }],
      [single, { blanks: ['A'] }],
      [single, { choices: (single.options.slice(0, 2) ?? []).map((option) => option.id) }],
      [single, { choices: [byType('multiple').options[0]?.id ?? ''] }],
      [byType('fill'), { choices: [] }],
      [byType('fill'), { blanks: ['a', 'b'] }],
      [byType('short'), { blanks: ['a'] }],
      [
        byType('multiple'),
        { choices: [byType('multiple').options[0]?.id ?? '', byType('multiple').options[0]?.id ?? ''] },
      ],
    ];
    for (const [question, answer] of wrongShapes) {
      const refused = await call(campLearner, `${FRONT}/paper/save`, {
        attemptId: paper.attemptId,
        answers: [{ questionId: question.id, answer }],
      });
      expect(refused.reason, JSON.stringify(answer)).toBe('EXAM_ANSWER_WRONG_TYPE');
    }
    const other = await call(campLearner, `${ENT}/paper/save`, { attemptId: paper.attemptId });
    expect(other.reason).toBe('ENTERPRISE_ONLY');
    const entSide = await call(entLearner, `${ENT}/paper/save`, { attemptId: paper.attemptId });
    expect(entSide.reason).toBe('EXAM_ATTEMPT_NOT_FOUND');
  });

  it('saves each answer and the integrity events, resumes the same attempt with them, and leaks no key', async () => {
    for (const question of paper.questions) {
      const saved = await ok(campLearner, `${FRONT}/paper/save`, {
        attemptId: paper.attemptId,
        answers: [{ questionId: question.id, answer: await correctAnswer(question, paper) }],
        events: [{ kind: 'blur', at: Date.now() }],
      });
      responses.push(saved);
    }
    await ok(campLearner, `${FRONT}/paper/save`, {
      attemptId: paper.attemptId,
      events: [
        { kind: 'paste', at: 0 },
        { kind: 'fullscreen_exit', at: Date.now() + 86_400_000 },
      ],
    });
    const resumed = await ok<AttemptPaper>(campLearner, `${FRONT}/paper/detail`, { id: CAMP_EXAM });
    responses.push(resumed, await ok(campLearner, `${FRONT}/detail`, { id: CAMP_EXAM }));
    responses.push(await ok(campLearner, '/api/front/user/exam/list', {}));
    expect(resumed.attemptId).toBe(paper.attemptId);
    expect(resumed.remainingSeconds).toBeLessThanOrEqual(paper.remainingSeconds);
    expect(resumed.questions.every((question) => question.answer !== null)).toBe(true);
    // The new attempt's paper, built from the draw without reading back, is the paper as stored.
    const withoutAnswers = ({ remainingSeconds, violations, questions, ...rest }: AttemptPaper) => ({
      ...rest,
      questions: questions.map(({ answer, ...question }) => question),
    });
    expect(withoutAnswers(resumed)).toEqual(withoutAnswers(paper));

    const leaks = responses.flatMap((response) => findLeaks(response));
    expect(leaks).toEqual([]);
    const analyses = (await db().select({ analysis: questions.analysis }).from(questions)).map(
      (row) => row.analysis,
    );
    const text = JSON.stringify(responses);
    for (const analysis of analyses) expect(text).not.toContain(analysis);

    const logged = await db()
      .select()
      .from(attemptEvents)
      .where(eq(attemptEvents.attemptId, paper.attemptId));
    expect(logged).toHaveLength(paper.questions.length + 2);
    // The page's clock is held within the attempt's span.
    for (const event of logged) expect(event.at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('submits once among concurrent submits; the short answer waits for its grader; review follows the rule', async () => {
    const submits = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(campLearner, `${FRONT}/paper/save`, { attemptId: paper.attemptId, submit: true }),
      ),
    );
    expect(submits.filter((answer) => answer.body.code === '00000')).toHaveLength(1);
    expect(submits.filter((answer) => answer.reason === 'EXAM_ALREADY_SUBMITTED')).toHaveLength(4);
    const again = await call(campLearner, `${FRONT}/paper/save`, {
      attemptId: paper.attemptId,
      submit: true,
    });
    expect(again.reason).toBe('EXAM_ALREADY_SUBMITTED');

    const result = await ok<AttemptPaper>(campLearner, `${FRONT}/paper/detail`, {
      id: CAMP_EXAM,
      attemptId: paper.attemptId,
    });
    expect(result).toMatchObject({ status: 'submitted', score: null, passed: null, reviewShown: false });
    // A second attempt is still open to the learner (可考2次): the key waits until none is.
    expect(findLeaks(result)).toEqual([]);
    const short = result.questions.find((question) => question.type === 'short') as PaperQuestion;

    const graded: unknown[] = [];
    const events = createExamEvents({ error: () => undefined });
    events.onGraded((attempt) => {
      graded.push(attempt);
    });
    await expect(
      gradeShortAnswers(db(), events, paper.attemptId, [{ questionId: short.id, score: 99 }]),
    ).rejects.toMatchObject({
      reason: 'EXAM_GRADE_INVALID',
    });
    await gradeShortAnswers(db(), events, paper.attemptId, [
      { questionId: short.id, score: 15, comment: '步骤完整' },
    ]);
    expect(graded).toEqual([
      expect.objectContaining({ attemptId: paper.attemptId, examId: CAMP_EXAM, score: 85, passed: true }),
    ]);
    expect(await hasPassedExam(db(), campLearner.userId, CAMP_EXAM)).toBe(true);
    const detail = await ok<ExamDetail>(campLearner, `${FRONT}/detail`, { id: CAMP_EXAM });
    expect(detail).toMatchObject({
      finalScore: 85,
      passed: true,
      attemptsUsed: 1,
      canStart: true,
      awaitingGrading: false,
    });
  });

  it('gives the second attempt option tokens that share nothing with the first', async () => {
    const second = await ok<AttemptPaper>(campLearner, `${FRONT}/paper/detail`, { id: CAMP_EXAM });
    expect(second.attemptId).not.toBe(paper.attemptId);
    const tokens = (attempt: AttemptPaper) =>
      attempt.questions.flatMap((question) => question.options.map((o) => o.id));
    const firstTokens = new Set(tokens(paper));
    expect(tokens(second).filter((token) => firstTokens.has(token))).toEqual([]);
    expect(findLeaks(second)).toEqual([]);
    await ok(campLearner, `${FRONT}/paper/save`, { attemptId: second.attemptId, submit: true });
    expect((await call(campLearner, `${FRONT}/paper/detail`, { id: CAMP_EXAM })).reason).toBe(
      'EXAM_ATTEMPTS_USED',
    );

    // No attempt is left: the first attempt's answers and 解析 are shown now, as graded.
    const first = await ok<AttemptPaper>(campLearner, `${FRONT}/paper/detail`, {
      id: CAMP_EXAM,
      attemptId: paper.attemptId,
    });
    expect(first.reviewShown).toBe(true);
    const objective = first.questions.filter((question) => question.type !== 'short');
    expect(objective.every((question) => question.review?.awarded === question.score)).toBe(true);
    expect(first.questions.find((question) => question.type === 'short')?.review?.awarded).toBe(15);
  });

  it('shows the key after every attempt of an exam set to, retakes left or not', async () => {
    const [exam] = await db()
      .insert(exams)
      .values({
        name: '随堂练习',
        paperId: 2,
        opensAt: new Date(Date.now() - 60_000),
        closesAt: new Date(Date.now() + 3_600_000),
        passScore: 60,
        attemptsAllowed: 3,
        reveal: 'after_each_submit',
      })
      .returning();
    const learner = await loginWithCode(server, freshPhone());
    const started = await ok<AttemptPaper>(learner, `${FRONT}/paper/detail`, { id: exam?.id });
    expect(findLeaks(started)).toEqual([]);
    await ok(learner, `${FRONT}/paper/save`, { attemptId: started.attemptId, submit: true });
    const result = await ok<AttemptPaper>(learner, `${FRONT}/paper/detail`, {
      id: exam?.id,
      attemptId: started.attemptId,
    });
    expect(result.reviewShown).toBe(true);
    expect(result.questions.every((question) => question.review !== null)).toBe(true);
  });
});

describe('the enterprise site', () => {
  it('lists and serves the exams of the session enterprise only', async () => {
    const list = await ok<{ list: ExamCard[]; total: number }>(entLearner, `${ENT}/list`, {});
    expect(list.list.map((card) => card.id)).toEqual([2, 3]);
    expect(list.list[1]).toMatchObject({ phase: 'closed', scope: 'enterprise' });
    expect((await call(stranger, `${ENT}/list`, {})).reason).toBe('ENTERPRISE_ONLY');
    expect((await call(entLearner, `${FRONT}/detail`, { id: ENTERPRISE_EXAM })).reason).toBe(
      'EXAM_NOT_FOUND',
    );
    expect((await call(entLearner, `${ENT}/detail`, { id: CAMP_EXAM })).reason).toBe('EXAM_NOT_FOUND');
    expect((await call(entLearner, `${ENT}/paper/detail`, { id: 3 })).reason).toBe('EXAM_CLOSED');
  });

  it('draws a paper by the rules and grades a fill-in by its space and case rule', async () => {
    const paper = await ok<AttemptPaper>(entLearner, `${ENT}/paper/detail`, { id: ENTERPRISE_EXAM });
    const types = paper.questions.map((question) => question.type).sort();
    expect(types).toEqual(['fill', 'judge', 'judge', 'multiple', 'multiple', 'single', 'single', 'single']);
    expect(paper.totalScore).toBe(100);
    const reloaded = await ok<AttemptPaper>(entLearner, `${ENT}/paper/detail`, { id: ENTERPRISE_EXAM });
    expect({ ...reloaded, remainingSeconds: 0 }).toEqual({ ...paper, remainingSeconds: 0 });
    const answers = await Promise.all(
      paper.questions.map(async (question) => ({
        questionId: question.id,
        answer: await correctAnswer(question, paper),
      })),
    );
    const done = await ok<{ status: string; score: number; passed: boolean }>(
      entLearner,
      `${ENT}/paper/save`,
      {
        attemptId: paper.attemptId,
        answers,
        submit: true,
      },
    );
    expect(done).toMatchObject({ status: 'graded', score: 100, passed: true });
    const mine = await ok<{ list: ExamCard[] }>(entLearner, '/api/front/user/exam/list', {});
    expect(mine.list[0]).toMatchObject({
      id: ENTERPRISE_EXAM,
      finalScore: 100,
      passed: true,
      scope: 'enterprise',
    });
  });
});

describe('the deadline', () => {
  async function openExamWithLimit(seconds: number) {
    const [exam] = await db()
      .insert(exams)
      .values({
        name: '限时测验',
        paperId: 2,
        opensAt: new Date(Date.now() - 60_000),
        closesAt: new Date(Date.now() + 3_600_000),
        timeLimitSeconds: seconds,
        passScore: 60,
        attemptsAllowed: 5,
      })
      .returning();
    if (!exam) throw new Error('no exam');
    return exam.id;
  }

  async function attemptRow(attemptId: number) {
    const [row] = await db().select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    return row;
  }

  async function waitForStatus(attemptId: number, status: string, timeoutMs = 15_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const row = await attemptRow(attemptId);
      if (row?.status !== 'in_progress' && row?.status === status) return row;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`attempt ${attemptId} did not become ${status}`);
  }

  it('makes one attempt of ten starts at once, each answering it with the same questions', async () => {
    const examId = await openExamWithLimit(600);
    const learner = await loginWithCode(server, freshPhone());
    const papers = await Promise.all(
      Array.from({ length: 10 }, () => ok<AttemptPaper>(learner, `${FRONT}/paper/detail`, { id: examId })),
    );
    const ids = new Set(papers.map((paper) => paper.attemptId));
    expect(ids.size).toBe(1);
    const rows = await db().select().from(examAttempts).where(eq(examAttempts.examId, examId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attemptNo: 1, status: 'in_progress' });
    const questionsSeen = papers.map((paper) => paper.questions.map((question) => question.id).join());
    expect(new Set(questionsSeen).size).toBe(1);
    expect(papers[0]?.questions.length).toBeGreaterThan(0);
  });

  it('refuses a save after the deadline and submits what was saved before', async () => {
    const examId = await openExamWithLimit(600);
    const paper = await ok<AttemptPaper>(stranger, `${FRONT}/paper/detail`, { id: examId });
    const fill = paper.questions.find((question) => question.type === 'fill') as PaperQuestion;
    await ok(stranger, `${FRONT}/paper/save`, {
      attemptId: paper.attemptId,
      answers: [{ questionId: fill.id, answer: await correctAnswer(fill, paper) }],
    });
    await db()
      .update(examAttempts)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(examAttempts.id, paper.attemptId));
    const late = await call(stranger, `${FRONT}/paper/save`, {
      attemptId: paper.attemptId,
      answers: [{ questionId: fill.id, answer: { blanks: ['错'] } }],
    });
    expect(late.reason).toBe('EXAM_TIME_UP');
    const row = await attemptRow(paper.attemptId);
    expect(row).toMatchObject({ status: 'graded', submittedBy: 'deadline', score: 20 });
  });

  it('is kept by a job that submits once', async () => {
    const examId = await openExamWithLimit(1);
    const paper = await ok<AttemptPaper>(stranger, `${FRONT}/paper/detail`, { id: examId });
    const row = await waitForStatus(paper.attemptId, 'graded');
    expect(row).toMatchObject({ submittedBy: 'deadline', score: 0 });
    // A second job for the same attempt (a retry, another process) finds it submitted and changes nothing.
    await server.jobs.send(EXAM_DEADLINE_QUEUE, { attemptId: paper.attemptId });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const jobs = await server.jobs.list({ queue: EXAM_DEADLINE_QUEUE, state: 'completed' });
    const outputs = jobs.map((job) => job.output as { submitted: boolean });
    expect(outputs.filter((output) => output.submitted)).toHaveLength(1);
    expect((await attemptRow(paper.attemptId))?.submittedAt).toEqual(row.submittedAt);
  });

  it('fires after a restart of the queue', async () => {
    await server.jobs.stop();
    const examId = await openExamWithLimit(1);
    const paper = await ok<AttemptPaper>(stranger, `${FRONT}/paper/detail`, { id: examId });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await attemptRow(paper.attemptId))?.status).toBe('in_progress');
    const restarted = createJobs(server.database, { pollSeconds: 0.5 });
    defineDeadlineQueue(restarted, db(), createExamEvents({ error: () => undefined }));
    await restarted.start({ warn: () => undefined, error: () => undefined } as never);
    try {
      expect(await waitForStatus(paper.attemptId, 'graded')).toMatchObject({ submittedBy: 'deadline' });
    } finally {
      await restarted.stop();
    }
  });
});
