import type { AdminTerm, TermBoard } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatChinaDate } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import { campFixtures } from './camp-support.js';
import { serverForThisFile } from './harness.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';
import { ADMIN_HEADERS, signInAs } from './operator-helpers.js';

/** The console's camp screens: terms, a term's board, 转期 and removal. */
const server = serverForThisFile();
const freshPhone = phoneNumbers('1351900');
const db = () => server.database.db;
const { enrol } = campFixtures(server);
const { trainingTerms, trainingUsers, trainingWaitlist } = tables;
const day = (offset: number) => formatChinaDate(Date.now() + offset * 86_400_000);

let headers: Record<string, string>;
const admin = async <T>(
  path: string,
  body: unknown,
): Promise<{ data: T; reason?: string; status: number }> => {
  const answer = await server.post(`/api/admin/camps/${path}`, body, { headers });
  return { data: answer.body.data as T, reason: answer.body.reason, status: answer.status };
};
const term = (name: string, startOffset: number, capacity = 10) => ({
  trainingId: 1,
  name,
  enrollStartDate: day(-5),
  enrollEndDate: day(startOffset),
  startDate: day(startOffset),
  endDate: day(startOffset + 20),
  capacity,
  lateJoin: false,
});

beforeAll(async () => {
  headers = { ...(await signInAs(server, 'super_admin')).headers, ...ADMIN_HEADERS };
});

describe('terms in the console', () => {
  it('creates a term with the camp’s plan copied in, and keeps capacity above the seats taken', async () => {
    const { data: created } = await admin<AdminTerm>('term/create', term('控制台期', 3, 2));
    expect(created).toMatchObject({ name: '控制台期', capacity: 2, taken: 0, status: 'enrolling' });
    const items = await db()
      .select()
      .from(tables.trainingTermItems)
      .where(eq(tables.trainingTermItems.termId, created.id));
    expect(items.length).toBeGreaterThan(0);
    await db().update(trainingTerms).set({ taken: 2 }).where(eq(trainingTerms.id, created.id));
    const shrunk = await admin('term/update', { id: created.id, ...term('控制台期', 3, 1) });
    expect(shrunk.reason).toBe('CAMP_TERM_CAPACITY_BELOW_TAKEN');
    const offline = await admin('term/create', { ...term('线下期', 3), trainingId: 11 });
    expect(offline.reason).toBe('CAMP_TERMS_ONLINE_ONLY');
  });
});

describe('a term’s learners', () => {
  it('moves a learner to a later term with the progress kept, and frees the old seat for the waiting list', async () => {
    const { data: first } = await admin<AdminTerm>('term/create', term('转出期', 2, 1));
    const { data: later } = await admin<AdminTerm>('term/create', term('转入期', 30, 5));
    const [learner, waiting] = [
      await loginWithCode(server, freshPhone()),
      await loginWithCode(server, freshPhone()),
    ];
    const trainingUserId = await enrol(learner.userId, first.id);
    await db().update(trainingUsers).set({ progress: 40 }).where(eq(trainingUsers.id, trainingUserId));
    await db().update(trainingTerms).set({ taken: 1 }).where(eq(trainingTerms.id, first.id));
    await db().insert(trainingWaitlist).values({ termId: first.id, userId: waiting.userId });

    const { data: board } = await admin<TermBoard>('term/board', { termId: first.id });
    expect(board.learners).toEqual([expect.objectContaining({ trainingUserId, progress: 40 })]);
    expect(board.averageProgress).toBe(40);
    expect(board.waitlist).toEqual([
      expect.objectContaining({ userId: waiting.userId, offerExpiresAt: null }),
    ]);
    expect(board.laterTerms.map((t) => t.id)).toContain(later.id);
    const { data: terms } = await admin<AdminTerm[]>('term/list', { trainingId: 1 });
    expect(terms.find((t) => t.id === first.id)).toMatchObject({ enrolled: 1, waiting: 1, taken: 1 });
    const { data: camps } = await admin<{ list: Array<{ id: number; termCount: number }> }>('list', {
      pageCurrent: 1,
      pageSize: 50,
    });
    expect(camps.list.find((camp) => camp.id === 1)?.termCount).toBe(terms.length);

    expect((await admin('enrolment/transfer', { trainingUserId, termId: first.id })).reason).toBe(
      'CAMP_TRANSFER_NOT_LATER',
    );
    expect((await admin('enrolment/transfer', { trainingUserId, termId: later.id })).status).toBe(200);
    const [moved] = await db().select().from(trainingUsers).where(eq(trainingUsers.id, trainingUserId));
    expect(moved).toMatchObject({ termId: later.id, progress: 40 });
    const { data: after } = await admin<TermBoard>('term/board', { termId: first.id });
    // The freed seat went to the waiting learner, held for them.
    expect(after.term.taken).toBe(1);
    expect(after.waitlist[0]?.offerExpiresAt).not.toBeNull();
    expect((await admin<TermBoard>('term/board', { termId: later.id })).data.term.taken).toBe(1);

    expect((await admin('enrolment/remove', { trainingUserId })).status).toBe(200);
    expect((await admin<TermBoard>('term/board', { termId: later.id })).data).toMatchObject({
      learners: [],
      term: { taken: 0 },
    });
    expect((await admin('enrolment/remove', { trainingUserId })).reason).toBe('CAMP_ENROLMENT_NOT_FOUND');
  });

  it('refuses a 转期 into a full term', async () => {
    const { data: first } = await admin<AdminTerm>('term/create', term('满员前期', 2, 3));
    const { data: full } = await admin<AdminTerm>('term/create', term('满员期', 40, 1));
    await db().update(trainingTerms).set({ taken: 1 }).where(eq(trainingTerms.id, full.id));
    const learner = await loginWithCode(server, freshPhone());
    const trainingUserId = await enrol(learner.userId, first.id);
    expect((await admin('enrolment/transfer', { trainingUserId, termId: full.id })).reason).toBe(
      'CAMP_TERM_FULL',
    );
    const [stayed] = await db().select().from(trainingUsers).where(eq(trainingUsers.id, trainingUserId));
    expect(stayed?.termId).toBe(first.id);
  });
});
