import type { CheckinCode, CheckinResult, EnrolmentDetail, EnrolmentProgress } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatChinaDate } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import { campFixtures } from './camp-support.js';
import { serverForThisFile } from './harness.js';
import { learningCalls } from './learning-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { ADMIN_HEADERS, signInAs } from './operator-helpers.js';

/** The camp's clock stands where a test puts it: the check-in code rotates with it. */
let now = Date.now();
const server = serverForThisFile({}, { campClock: () => now });
const freshPhone = phoneNumbers('1351800');
const db = () => server.database.db;
const { call, data } = learningCalls(server);
const { insertTerm, enrol } = campFixtures(server);
const { trainingTermItems } = tables;

const CHECKIN = '/api/front/training/checkin';
/** A seeded offline camp: its plan has a session in the room (seed/camps.ts). */
const OFFLINE_CAMP = 11;
const day = (offset: number) => formatChinaDate(Date.now() + offset * 86_400_000);

let termId: number;
let itemId: number;
let learner: LoggedIn;
let trainingUserId: number;
let trainerHeaders: Record<string, string>;

/** The code the trainer's screen shows now, and its token. */
async function codeNow(session: { itemId: number; termId?: number } = { itemId, termId }) {
  const answer = await server.post('/api/admin/camps/checkin/code', session, { headers: trainerHeaders });
  expect(answer.body.code).toBe('00000');
  const code = answer.body.data as CheckinCode;
  const link = new URL(code.link, 'http://site.test');
  return { code, token: link.searchParams.get('t') ?? '', link };
}

beforeAll(async () => {
  termId = await insertTerm({ name: '签到期', startDate: day(-1), endDate: day(30) });
  // The seeded plan's check-in, made required so that it moves the progress.
  const [item] = await db()
    .update(trainingTermItems)
    .set({ required: true })
    .where(and(eq(trainingTermItems.termId, termId), eq(trainingTermItems.kind, 'checkin')))
    .returning({ planItemId: trainingTermItems.planItemId });
  itemId = item?.planItemId ?? 0;
  learner = await loginWithCode(server, freshPhone());
  trainingUserId = await enrol(learner.userId, termId);
  const trainer = await signInAs(server, 'trainer');
  trainerHeaders = { ...trainer.headers, ...ADMIN_HEADERS };
});

describe('checking in at an offline session', () => {
  it('checks an enrolled learner in once with the trainer’s current code, and counts it', async () => {
    now = Date.now();
    const { code, token, link } = await codeNow();
    expect(link.pathname).toBe('/trainingCamp/checkin');
    expect([link.searchParams.get('item'), link.searchParams.get('term')]).toEqual([
      String(itemId),
      String(termId),
    ]);
    expect(code).toMatchObject({ checkedIn: 0, enrolled: 1 });
    expect(code.refreshInSeconds).toBeGreaterThan(0);
    expect(code.refreshInSeconds).toBeLessThanOrEqual(30);
    const before = await data<EnrolmentProgress>(learner, '/api/front/training/v2/user/progress', {
      trainingUserId,
    });

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(learner, CHECKIN, { itemId, termId, token })),
    );
    const results = answers.map((answer) => answer.body.data as CheckinResult);
    expect(results.filter((result) => !result.already)).toHaveLength(1);
    expect(results[0]).toMatchObject({ trainingUserId, title: expect.any(String) });

    const after = await data<EnrolmentProgress>(learner, '/api/front/training/v2/user/progress', {
      trainingUserId,
    });
    expect(after.requiredDone).toBe(before.requiredDone + 1);
    expect(after.progress).toBeGreaterThan(before.progress);
    const plan = await data<EnrolmentDetail>(learner, '/api/front/training/user/detail', { trainingUserId });
    expect(plan.items.find((item) => item.kind === 'checkin')?.done).toBe(true);
    expect((await codeNow()).code).toMatchObject({ checkedIn: 1, enrolled: 1 });
  });

  it('changes the code every 30 seconds, takes the one before, and refuses older ones', async () => {
    now = Date.UTC(2026, 10, 20, 2, 0, 0);
    const { token } = await codeNow();
    now += 30_000;
    const { token: next } = await codeNow();
    expect(next).not.toBe(token);
    const late = await loginWithCode(server, freshPhone());
    await enrol(late.userId, termId);
    expect((await call(late, CHECKIN, { itemId, termId, token })).body.code).toBe('00000');

    now += 30_000;
    const other = await loginWithCode(server, freshPhone());
    await enrol(other.userId, termId);
    const expired = await call(other, CHECKIN, { itemId, termId, token });
    expect([expired.body.reason, expired.body.msg]).toEqual([
      'CAMP_CHECKIN_EXPIRED',
      '签到码已过期，请扫描现场最新的签到码',
    ]);
  });

  it('refuses a forged or altered token, and one of another session', async () => {
    now = Date.now();
    const { token } = await codeNow();
    const [step, signature = ''] = token.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const otherTerm = await insertTerm({ name: '另一期', startDate: day(-1), endDate: day(30) });
    for (const forged of [
      `${step}.${flipped}`,
      `${Number(step) + 1}.${signature}`,
      `${step}.${'A'.repeat(32)}`,
      'not-a-token',
    ]) {
      const answer = await call(learner, CHECKIN, { itemId, termId, token: forged });
      expect([answer.status, answer.body.reason]).toEqual([400, 'CAMP_CHECKIN_INVALID']);
    }
    const elsewhere = await call(learner, CHECKIN, { itemId, termId: otherTerm, token });
    expect(elsewhere.body.reason).toBe('CAMP_CHECKIN_INVALID');
  });

  it('checks in at an offline camp’s session, which has no term', async () => {
    now = Date.now();
    const [session] = (
      await server.post(
        '/api/admin/camps/checkin/sessions',
        { trainingId: OFFLINE_CAMP },
        { headers: trainerHeaders },
      )
    ).body.data as Array<{ itemId: number; termId: number | null; kind: string }>;
    expect(session).toMatchObject({ termId: null, kind: 'offline' });
    const { token, link } = await codeNow({ itemId: session?.itemId ?? 0 });
    expect(link.searchParams.has('term')).toBe(false);
    const attendee = await loginWithCode(server, freshPhone());
    const refused = await call(attendee, CHECKIN, { itemId: session?.itemId, token });
    expect(refused.body.reason).toBe('CAMP_CHECKIN_NOT_ENROLLED');
    await db().insert(tables.trainingUsers).values({ userId: attendee.userId, trainingId: OFFLINE_CAMP });
    const checkedIn = await data<CheckinResult>(attendee, CHECKIN, { itemId: session?.itemId, token });
    expect(checkedIn.already).toBe(false);
    // The term's token is not the offline session's, and the other way round.
    const crossed = await call(learner, CHECKIN, { itemId: session?.itemId, termId, token });
    expect(crossed.body.reason).toBe('CAMP_CHECKIN_INVALID');
  });

  it('refuses a learner not enrolled in the term, and a visitor', async () => {
    now = Date.now();
    const { token } = await codeNow();
    const stranger = await loginWithCode(server, freshPhone());
    const refused = await call(stranger, CHECKIN, { itemId, termId, token });
    expect([refused.status, refused.body.reason]).toEqual([403, 'CAMP_CHECKIN_NOT_ENROLLED']);
    expect((await call(null, CHECKIN, { itemId, termId, token })).status).toBe(401);
    const learnerAsOperator = await server.post(
      '/api/admin/camps/checkin/code',
      { itemId, termId },
      { headers: { ...learner.headers, ...ADMIN_HEADERS } },
    );
    expect(learnerAsOperator.status).toBe(401);
  });
});
