import type { AttemptPaper, PaperQuestion } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type QueuedSave, writeSaves } from '../src/modules/exams/save-answers.js';
import * as tables from '../src/tables.js';
import { correctAnswer, enrolInCamp } from './exam-support.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const db = () => server.database.db;
const freshPhone = phoneNumbers('1330016');
const { attemptItems, attemptEvents } = tables;

/** The seeded camp exam (seed/exams.ts) and its camp. */
const CAMP_EXAM = 1;
const EXAM_CAMP = 2;

interface Candidate {
  who: LoggedIn;
  paper: AttemptPaper;
}

let candidates: Candidate[];

beforeAll(async () => {
  candidates = [];
  for (let index = 0; index < 4; index += 1) {
    const who = await loginWithCode(server, freshPhone());
    await enrolInCamp(db(), who.userId, EXAM_CAMP);
    const started = await server.post(
      '/api/front/exam/paper/detail',
      { id: CAMP_EXAM },
      { headers: who.headers },
    );
    candidates.push({ who, paper: started.body.data as AttemptPaper });
  }
});

const byType = (paper: AttemptPaper, type: PaperQuestion['type']) =>
  paper.questions.find((question) => question.type === type) as PaperQuestion;

async function savedAnswer(attemptId: number, questionId: number) {
  const [item] = await db()
    .select({ answer: attemptItems.answer })
    .from(attemptItems)
    .where(and(eq(attemptItems.attemptId, attemptId), eq(attemptItems.questionId, questionId)));
  return item?.answer ?? null;
}

function queued(
  candidate: Candidate,
  answers: QueuedSave['answers'],
  userId = candidate.who.userId,
): QueuedSave {
  return {
    attemptId: candidate.paper.attemptId,
    userId,
    owner: null,
    deviceName: '测试设备',
    answers,
    events: [{ kind: 'blur', at: Date.now() }],
    submit: false,
  };
}

describe('saves written together', () => {
  it('judge each save of one statement on its own: a refused save leaves the others saved', async () => {
    const [first, second, third, fourth] = candidates as [Candidate, Candidate, Candidate, Candidate];
    const judge = (candidate: Candidate) => byType(candidate.paper, 'judge');
    const good = async (candidate: Candidate) => ({
      questionId: judge(candidate).id,
      answer: await correctAnswer(db(), judge(candidate), candidate.paper),
    });
    const batch = [
      queued(first, [await good(first)]),
      // Another learner's attempt, a save of the wrong shape: refused, each with its own reason.
      queued(second, [await good(second)], fourth.who.userId),
      queued(third, [{ questionId: byType(third.paper, 'fill').id, answer: { choices: [] } }]),
      queued(fourth, [await good(fourth)]),
    ];
    const verdicts = await writeSaves(server.database.runPrepared, batch);
    expect(verdicts.map((verdict) => verdict.outcome)).toEqual(['saved', 'not_found', 'wrong_type', 'saved']);

    expect(await savedAnswer(first.paper.attemptId, judge(first).id)).toEqual(batch[0]?.answers[0]?.answer);
    expect(await savedAnswer(fourth.paper.attemptId, judge(fourth).id)).toEqual(batch[3]?.answers[0]?.answer);
    expect(await savedAnswer(second.paper.attemptId, judge(second).id)).toBeNull();
    expect(await savedAnswer(third.paper.attemptId, byType(third.paper, 'fill').id)).toBeNull();
    const eventsOf = async (candidate: Candidate) =>
      (await db().select().from(attemptEvents).where(eq(attemptEvents.attemptId, candidate.paper.attemptId)))
        .length;
    expect([
      await eventsOf(first),
      await eventsOf(second),
      await eventsOf(third),
      await eventsOf(fourth),
    ]).toEqual([1, 0, 0, 1]);
  });

  it('writes the others alone when one save makes the database refuse the whole statement', async () => {
    const [first, second] = candidates as [Candidate, Candidate];
    const single = byType(first.paper, 'single');
    const answer = { choices: [single.options[0]?.id ?? ''] };
    // Past PostgreSQL's integer range: the statement fails as a whole, as no checked save would.
    const poisoned = queued(second, [{ questionId: 2 ** 40, answer: { text: 'x' } }]);
    const verdicts = await writeSaves(server.database.runPrepared, [
      queued(first, [{ questionId: single.id, answer }]),
      poisoned,
    ]);
    expect(verdicts[0]).toMatchObject({ outcome: 'saved' });
    expect(verdicts[1]).toMatchObject({ outcome: 'failed' });
    expect(await savedAnswer(first.paper.attemptId, single.id)).toEqual(answer);
  });

  it('answer every request of a burst by its own verdict over HTTP', async () => {
    const saves = candidates.map(async (candidate, index) => {
      const question = byType(candidate.paper, 'short');
      // Every other candidate writes into its neighbour's attempt.
      const attemptId =
        index % 2 === 0 ? candidate.paper.attemptId : (candidates[index - 1]?.paper.attemptId ?? 0);
      const answer = await server.post(
        '/api/front/exam/paper/save',
        { attemptId, answers: [{ questionId: question.id, answer: { text: `第${index}位考生` } }] },
        { headers: candidate.who.headers },
      );
      return answer.body.reason ?? answer.body.code;
    });
    expect(await Promise.all(saves)).toEqual([
      '00000',
      'EXAM_ATTEMPT_NOT_FOUND',
      '00000',
      'EXAM_ATTEMPT_NOT_FOUND',
    ]);
    const [first, , third] = candidates as [Candidate, Candidate, Candidate];
    expect(await savedAnswer(first.paper.attemptId, byType(first.paper, 'short').id)).toEqual({
      text: '第0位考生',
    });
    expect(await savedAnswer(third.paper.attemptId, byType(third.paper, 'short').id)).toEqual({
      text: '第2位考生',
    });
  });
});
