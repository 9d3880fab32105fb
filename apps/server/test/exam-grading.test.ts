import {
  type AdminExam,
  type AdminPaper,
  type AttemptPaper,
  type ExamCard,
  type GradingAttempt,
  type GradingQueueEntry,
  NEW_EXAM_RULES,
  type Notice,
  type PaperQuestion,
} from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GradedAttempt as AnnouncedGrade } from '../src/modules/exams/index.js';
import { SHORT_QUESTION, SHORT_QUESTION_SCORE, submittedShortAnswer } from './exam-grading-support.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1330016');
const GRADE = '/api/admin/grading/grade';

let trainer: SignedInOperator;
let editor: SignedInOperator;
let support: SignedInOperator;
let learner: LoggedIn;
const announced: AnnouncedGrade[] = [];

beforeAll(async () => {
  trainer = await signInAs(server, 'trainer');
  editor = await signInAs(server, 'content_editor');
  support = await signInAs(server, 'support');
  learner = await loginWithCode(server, freshPhone());
  server.examEvents.onGraded((attempt) => {
    announced.push(attempt);
  });
});

async function asOperator<T>(who: SignedInOperator, path: string, body: unknown) {
  const answer = await server.post(path, body, { headers: who.headers });
  return { ...answer, data: answer.body.data as T, reason: answer.body.reason };
}

async function ok<T>(who: SignedInOperator | LoggedIn, path: string, body: unknown): Promise<T> {
  const answer = await server.post(path, body, { headers: who.headers });
  expect(answer.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: '00000' });
  return answer.body.data as T;
}

async function auditRows(entityId: number) {
  const result = await server.database.db.execute(
    sql`select before, after from audit_log where action = ${GRADE} and entity_id = ${String(entityId)}`,
  );
  return (result as unknown as { rows: Array<{ before: unknown; after: unknown }> }).rows;
}

const hour = 3_600_000;
const openExam = (overrides: Record<string, unknown> = {}) => ({
  ...NEW_EXAM_RULES,
  name: '微课开发测验',
  intro: '含一道简答题，由培训师批改。',
  paperId: 1,
  owner: { kind: 'open' },
  opensAt: new Date(Date.now() - hour).toISOString(),
  closesAt: new Date(Date.now() + 24 * hour).toISOString(),
  timeLimitSeconds: 1800,
  attemptsAllowed: 3,
  ...overrides,
});

describe('setting up exams in the console', () => {
  it('lets a trainer create an open exam on a paper and lists it with its paper and owner', async () => {
    const exam = await ok<AdminExam>(trainer, '/api/admin/exam/save', openExam());
    expect(exam).toMatchObject({ paperName: '课程开发结业考试卷', owner: { kind: 'open' }, ownerName: null });
    const changed = await ok<AdminExam>(trainer, '/api/admin/exam/save', {
      ...openExam({ owner: { kind: 'enterprise', entId: 1 }, passScore: 70 }),
      id: exam.id,
    });
    expect(changed).toMatchObject({ id: exam.id, passScore: 70, ownerName: expect.any(String) });
    const list = await ok<{ list: AdminExam[]; total: number }>(trainer, '/api/admin/exam/list', {
      keyword: '微课开发',
    });
    expect(list.list.map((row) => row.id)).toEqual([exam.id]);
  });

  it('refuses a pass score above the paper, a close before the open, an unknown owner, exam or question', async () => {
    const refusals = await Promise.all([
      asOperator(trainer, '/api/admin/exam/save', openExam({ passScore: 101 })),
      asOperator(trainer, '/api/admin/exam/save', openExam({ closesAt: '2020-01-01T00:00:00Z' })),
      asOperator(trainer, '/api/admin/exam/save', openExam({ owner: { kind: 'camp', trainingId: 99_999 } })),
      asOperator(trainer, '/api/admin/exam/save', openExam({ id: 99_999 })),
      asOperator(trainer, '/api/admin/exam/paper/save', {
        name: '缺题试卷',
        kind: 'fixed',
        questions: [{ questionId: 1 }, { questionId: 99_999 }],
      }),
    ]);
    expect(
      refusals.map((answer) => (answer.reason === 'INVALID_REQUEST' ? answer.body.msg : answer.reason)),
    ).toEqual([
      'EXAM_PASS_SCORE_TOO_HIGH',
      '结束时间须晚于开始时间',
      'EXAM_OWNER_NOT_FOUND',
      'EXAM_NOT_FOUND',
      'EXAM_PAPER_QUESTION_UNKNOWN',
    ]);
    expect(refusals.every((answer) => answer.status < 500)).toBe(true);
  });

  it('saves fixed and drawn papers with their totals', async () => {
    const fixed = await ok<AdminPaper>(trainer, '/api/admin/exam/paper/save', {
      name: '简答小测',
      kind: 'fixed',
      questions: [{ questionId: SHORT_QUESTION, score: 50 }, { questionId: 1 }],
    });
    expect(fixed).toMatchObject({ kind: 'fixed', examCount: 0 });
    expect(fixed.totalScore).toBe(50 + (fixed.questions[1]?.questionScore ?? 0));
    const drawn = await ok<AdminPaper>(trainer, '/api/admin/exam/paper/save', {
      id: fixed.id,
      name: '简答小测',
      kind: 'drawn',
      draws: [{ type: 'judge', count: 2, score: 5 }],
    });
    expect(drawn).toMatchObject({ kind: 'drawn', questions: [], totalScore: 10 });
  });

  it('refuses exam calls to a role without the exams permissions', async () => {
    const list = await asOperator(support, '/api/admin/exam/list', {});
    const save = await asOperator(support, '/api/admin/exam/save', openExam());
    expect([list, save].map((answer) => [answer.status, answer.reason])).toEqual([
      [403, 'OPERATOR_FORBIDDEN'],
      [403, 'OPERATOR_FORBIDDEN'],
    ]);
  });
});

describe('the grading queue', () => {
  let attemptId: number;
  let objectiveScore: number;

  it('receives a submitted short answer with the integrity log the page sent', async () => {
    const exam = await ok<AdminExam>(trainer, '/api/admin/exam/save', openExam({ name: '批改测验' }));
    const paper = await ok<AttemptPaper>(learner, '/api/front/exam/paper/detail', { id: exam.id });
    attemptId = paper.attemptId;
    const short = paper.questions.find((question) => question.type === 'short') as PaperQuestion;
    const now = Date.now();
    await ok(learner, '/api/front/exam/paper/save', {
      attemptId,
      answers: [{ questionId: short.id, answer: { text: '先选题，再萃取，后制作与试讲。' } }],
      events: [
        { kind: 'blur', at: now },
        { kind: 'paste', at: now },
        { kind: 'fullscreen_exit', at: now },
      ],
      submit: true,
    });

    const queue = await ok<{ list: GradingQueueEntry[] }>(trainer, '/api/admin/grading/queue', {
      examId: exam.id,
    });
    expect(queue.list).toEqual([
      expect.objectContaining({ attemptId, shortCount: 1, ungradedCount: 1, integrityCount: 3 }),
    ]);
    const detail = await ok<GradingAttempt>(trainer, '/api/admin/grading/detail', { attemptId });
    expect(detail).toMatchObject({ status: 'submitted', score: null, totalScore: 100 });
    expect(detail.items).toEqual([
      expect.objectContaining({
        questionId: SHORT_QUESTION,
        answer: '先选题，再萃取，后制作与试讲。',
        maxScore: SHORT_QUESTION_SCORE,
        awarded: null,
        reference: expect.stringContaining('选题与目标'),
      }),
    ]);
    // The timeline: the start, the three events and the save that carried them (one answer changed),
    // the learner's submission.
    expect(detail.timeline.map((entry) => [entry.kind, entry.changed ?? entry.submittedBy])).toEqual([
      ['start', null],
      ['blur', null],
      ['paste', null],
      ['fullscreen_exit', null],
      ['save', 1],
      ['submit', 'learner'],
    ]);
    expect(detail.violations).toBe(2);
    objectiveScore = detail.objectiveScore;
  });

  it('refuses grading to roles without exams.grade, and scores outside the question or of other questions', async () => {
    const grade = (score: unknown, questionId = SHORT_QUESTION) => ({
      attemptId,
      grades: [{ questionId, score, comment: '' }],
    });
    const refusals = await Promise.all([
      asOperator(editor, GRADE, grade(10)),
      asOperator(support, GRADE, grade(10)),
      asOperator(editor, '/api/admin/grading/queue', {}),
      asOperator(trainer, GRADE, grade(SHORT_QUESTION_SCORE + 1)),
      asOperator(trainer, GRADE, grade(-1)),
      asOperator(trainer, GRADE, grade(2.5)),
      asOperator(trainer, GRADE, grade(1, 1)),
      asOperator(trainer, GRADE, { ...grade(1), attemptId: 99_999 }),
    ]);
    expect(refusals.map((answer) => [answer.status, answer.reason])).toEqual([
      [403, 'OPERATOR_FORBIDDEN'],
      [403, 'OPERATOR_FORBIDDEN'],
      [403, 'OPERATOR_FORBIDDEN'],
      [400, 'EXAM_GRADE_INVALID'],
      [400, 'INVALID_REQUEST'],
      [400, 'INVALID_REQUEST'],
      [400, 'EXAM_QUESTION_NOT_IN_PAPER'],
      [404, 'EXAM_ATTEMPT_NOT_FOUND'],
    ]);
    expect(await auditRows(attemptId)).toEqual([]);
    expect(announced).toEqual([]);
  });

  it('makes the result final with the grade, audits it, announces it once, and the learner sees it', async () => {
    const graded = await ok<GradingAttempt>(trainer, GRADE, {
      attemptId,
      grades: [{ questionId: SHORT_QUESTION, score: 25, comment: '步骤完整，可补充评估环节' }],
    });
    expect(graded).toMatchObject({ status: 'graded', score: objectiveScore + 25 });
    expect(graded.items[0]).toMatchObject({ awarded: 25, comment: '步骤完整，可补充评估环节' });
    expect(announced).toEqual([expect.objectContaining({ attemptId, score: objectiveScore + 25 })]);
    const [row] = await auditRows(attemptId);
    expect(row).toMatchObject({
      before: { status: 'submitted', items: [{ awarded: null }] },
      after: { status: 'graded', items: [{ awarded: 25, comment: '步骤完整，可补充评估环节' }] },
    });

    const again = await asOperator(trainer, GRADE, {
      attemptId,
      grades: [{ questionId: SHORT_QUESTION, score: 30 }],
    });
    expect(again.reason).toBe('EXAM_NOTHING_TO_GRADE');
    const queue = await ok<{ list: GradingQueueEntry[] }>(trainer, '/api/admin/grading/queue', {});
    expect(queue.list.map((entry) => entry.attemptId)).not.toContain(attemptId);

    const result = await ok<AttemptPaper>(learner, '/api/front/exam/paper/detail', {
      id: graded.examId,
      attemptId,
    });
    expect(result).toMatchObject({ status: 'graded', score: objectiveScore + 25 });
    const mine = await ok<{ list: ExamCard[] }>(learner, '/api/front/user/exam/list', {});
    expect(mine.list[0]).toMatchObject({ id: graded.examId, finalScore: objectiveScore + 25 });

    // The message centre names the exam (a learner may have several) and links to this result.
    const notices = await ok<{ list: Notice[] }>(learner, '/api/front/message/list', { category: 'exam' });
    const [told] = notices.list.filter((notice) => notice.link?.includes(`attemptId=${attemptId}`));
    expect(told).toMatchObject({
      title: '考试成绩已公布',
      body: `您在「${mine.list[0]?.name}」中的成绩为 ${objectiveScore + 25} 分，未达到及格线，继续加油。`,
      link: `/trainingCamp/exam/result?id=${graded.examId}&attemptId=${attemptId}`,
    });
  });

  it('grades an attempt once when two graders finish it at the same moment', async () => {
    const admin = await signInAs(server, 'super_admin');
    const attempts: number[] = [];
    // One after another: each takes the learner's next attempt number.
    for (let count = 0; count < 6; count++) {
      attempts.push(await submittedShortAnswer(server.database.db, learner.userId));
    }
    const before = announced.length;
    const outcomes = await Promise.all(
      attempts.flatMap((id) =>
        [trainer, admin].map((grader, index) =>
          asOperator(grader, GRADE, {
            attemptId: id,
            grades: [{ questionId: SHORT_QUESTION, score: 10 + index, comment: grader.account }],
          }),
        ),
      ),
    );
    const wins = outcomes.filter((answer) => answer.body.code === '00000');
    expect(wins).toHaveLength(attempts.length);
    expect(outcomes.filter((answer) => answer.reason === 'EXAM_NOTHING_TO_GRADE')).toHaveLength(
      attempts.length,
    );
    const heard = announced.slice(before).map((attempt) => attempt.attemptId);
    expect(heard.sort()).toEqual([...attempts].sort());
    for (const id of attempts) expect(await auditRows(id)).toHaveLength(1);
  });
});
