import type { LiveCard, LiveDetail, MemberPage, Notice } from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendDueReminders } from '../src/modules/live/reminders.js';
import { seedDemoData } from '../src/seed/index.js';
import * as tables from '../src/tables.js';
import { type ApiAnswer, serverForThisFile, testDatabase } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const nextPhone = phoneNumbers('1391500');

const ok = async <T>(answer: Promise<ApiAnswer>): Promise<T> => {
  const { status, body } = await answer;
  expect({ status, code: body.code, msg: body.msg }).toMatchObject({ status: 200, code: '00000' });
  return body.data as T;
};
const as = (who: LoggedIn | null, path: string, body: unknown = {}) =>
  server.post(path, body, who ? { headers: who.headers } : {});
const learner = () => loginWithCode(server, nextPhone());

const MINUTE_MS = 60_000;
let nextLive = 100;
const isOver = (live: LiveCard) =>
  live.state === 'ended' ||
  live.state === 'replay' ||
  (live.state === 'scheduled' && Date.parse(live.startsAt) + live.expectedMinutes * MINUTE_MS < Date.now());

/** A live open to anyone, `minutes` from now. */
async function scheduleLive(minutes: number, values: Partial<typeof tables.lives.$inferInsert> = {}) {
  const id = ++nextLive;
  await server.database.db.insert(tables.lives).values({
    id,
    title: `测试直播 ${id}`,
    cover: '/cover.png',
    lecturerId: 1,
    startsAt: new Date(Date.now() + minutes * MINUTE_MS),
    expectedMinutes: 60,
    audience: 'anyone',
    streamName: `live-${id}`,
    ...values,
  });
  return id;
}

describe('live list, detail and the course detail', () => {
  it('shows open and member lives to a visitor, coming ones first, and hides a term live', async () => {
    const page = await ok<{ list: LiveCard[]; total: number }>(
      as(null, '/api/front/live/list', { pageSize: 50 }),
    );
    const ids = page.list.map((live) => live.id);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    expect(ids).not.toContain(6);
    // Coming and running ones first, soonest first: a scheduled live stays among them until its
    // expected end (the seeded live of course 1 may have begun when the template is an hour old).
    const comingOrRunning = page.list.filter((live) => !isOver(live));
    expect(page.list.slice(0, comingOrRunning.length)).toEqual(comingOrRunning);
    const starts = comingOrRunning.map((live) => Date.parse(live.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const memberLive = page.list.find((live) => live.audience === 'members');
    expect(memberLive).toMatchObject({ canWatch: false, subscribeStatus: 0 });
    expect(page.list.find((live) => live.id === 5)).toMatchObject({ canWatch: true, courseId: 1 });
  });

  it('shows the term live to the term learner only', async () => {
    const campLearner = await loginWithCode(server, '13800000002');
    const detail = await ok<LiveDetail>(as(campLearner, '/api/front/live/detail', { id: 6 }));
    expect(detail).toMatchObject({ audience: 'term', termId: 20, canWatch: true, state: 'scheduled' });
    const stranger = await learner();
    const hidden = await as(stranger, '/api/front/live/detail', { id: 6 });
    expect(hidden.body).toMatchObject({ code: 'A0404', reason: 'LIVE_NOT_FOUND', msg: '直播不存在' });
    const refused = await as(stranger, '/api/front/live/subscribe', { id: 6 });
    expect(refused.body.reason).toBe('LIVE_NOT_FOUND');
  });

  it('makes the course detail liveId and subscribeStatus real', async () => {
    const who = await learner();
    const before = await ok<{ liveId: number | null; subscribeStatus: number }>(
      as(who, '/api/front/course/detail', { id: 1 }),
    );
    expect(before).toMatchObject({ liveId: 5, subscribeStatus: 0 });
    const subscribed = await ok<{ subscribeStatus: number; subscriberCount: number }>(
      as(who, '/api/front/live/subscribe', { id: 5 }),
    );
    expect(subscribed.subscribeStatus).toBe(1);
    // Twice is still one subscription.
    const again = await ok<{ subscriberCount: number }>(as(who, '/api/front/live/subscribe', { id: 5 }));
    expect(again.subscriberCount).toBe(subscribed.subscriberCount);
    const after = await ok<{ subscribeStatus: number }>(as(who, '/api/front/course/detail', { id: 1 }));
    expect(after.subscribeStatus).toBe(1);
    const card = await ok<LiveDetail>(as(who, '/api/front/live/detail', { id: 5 }));
    expect(card.subscribeStatus).toBe(1);
    const cancelled = await ok<{ subscribeStatus: number; subscriberCount: number }>(
      as(who, '/api/front/live/unsubscribe', { id: 5 }),
    );
    expect(cancelled).toEqual({ subscribeStatus: 0, subscriberCount: subscribed.subscriberCount - 1 });
    const other = await ok<{ liveId: number | null }>(as(who, '/api/front/course/detail', { id: 2 }));
    expect(other.liveId).toBeNull();
  });

  it('refuses what may not be subscribed, by reason', async () => {
    const who = await learner();
    const members = await as(who, '/api/front/live/subscribe', { id: 1 });
    expect(members.status).toBe(403);
    expect(members.body).toMatchObject({ reason: 'LIVE_NOT_IN_AUDIENCE', msg: '该直播仅对会员开放' });
    const over = await scheduleLive(-120, { state: 'ended' });
    expect((await as(who, '/api/front/live/subscribe', { id: over })).body).toMatchObject({
      reason: 'LIVE_OVER',
      msg: '直播已结束，无需预约',
    });
    expect((await as(who, '/api/front/live/subscribe', { id: 999_999 })).body.reason).toBe('LIVE_NOT_FOUND');
    expect((await as(null, '/api/front/live/subscribe', { id: 5 })).body.code).toBe('A0313');
  });

  it('keeps the subscriber count exact under concurrent subscribes, repeats and removals', async () => {
    const id = await scheduleLive(300);
    const learners = await Promise.all(Array.from({ length: 12 }, learner));
    // Each learner subscribes twice at once: twelve rows, however the calls interleave.
    await Promise.all(
      learners.flatMap((who) => [
        ok(as(who, '/api/front/live/subscribe', { id })),
        ok(as(who, '/api/front/live/subscribe', { id })),
      ]),
    );
    const { liveSubscriberCounts, liveSubscriptions } = tables;
    const counted = async () => {
      const [row] = await server.database.db
        .execute<{ kept: number; rows: number }>(sql`select
        (select coalesce(sum(${liveSubscriberCounts.count}), 0)::int from ${liveSubscriberCounts}
          where ${liveSubscriberCounts.liveId} = ${id}) as kept,
        (select count(*)::int from ${liveSubscriptions} where ${liveSubscriptions.liveId} = ${id}) as rows`)
        .then((result) => (result as unknown as { rows: { kept: number; rows: number }[] }).rows);
      return row;
    };
    expect(await counted()).toEqual({ kept: 12, rows: 12 });
    const [first, second] = learners as [LoggedIn, LoggedIn];
    await Promise.all([
      ok(as(first, '/api/front/live/unsubscribe', { id })),
      ok(as(first, '/api/front/live/unsubscribe', { id })),
    ]);
    const card = await ok<LiveDetail>(as(second, '/api/front/live/detail', { id }));
    expect(card.subscriberCount).toBe(11);
    // A learner's rows leaving by another path (the account deleted) leave the count right too.
    await server.database.db.delete(tables.users).where(eq(tables.users.id, second.userId));
    expect(await counted()).toEqual({ kept: 10, rows: 10 });
  });

  it('lists the member lives on the member page from the lives', async () => {
    const page = await ok<MemberPage>(as(null, '/api/front/member/page'));
    expect(page.liveSessions.map((live) => live.id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('serves a calendar file of a live', async () => {
    const response = await server.fetch('/api/front/live/calendar/5.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const text = await response.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('课程答疑直播');
    expect(text).toMatch(/URL:.*\/live\/5/);
    expect((await server.fetch('/api/front/live/calendar/6.ics')).status).toBe(404);
    expect((await server.fetch('/api/front/live/calendar/x.ics')).status).toBe(404);
  });
});

describe('reminders', () => {
  const liveNotices = async (liveId: number) => {
    const { notices } = tables;
    const rows = await server.database.db
      .select({ userId: notices.userId, key: notices.dedupeKey })
      .from(notices)
      .where(sql`${notices.dedupeKey} like ${`live-reminder:${liveId}:%`}`);
    // The key names the start time too (`live-reminder:{live}:{minutes}:{start}:{learner}`); left out here.
    return rows.map((row) => ({ ...row, key: row.key.replace(/:\d{9,}:/, ':') }));
  };

  it('reminds each subscriber once per reminder time, however often the sweep runs', async () => {
    const soon = await scheduleLive(5);
    const tomorrow = await scheduleLive(20 * 60);
    const later = await scheduleLive(3 * 24 * 60);
    const learners = await Promise.all([learner(), learner(), learner()]);
    for (const who of learners) {
      for (const id of [soon, tomorrow, later]) await ok(as(who, '/api/front/live/subscribe', { id }));
    }
    // Two sweeps at once (a retried job beside the next minute's), then one more.
    const { db } = server.database;
    await Promise.all([sendDueReminders(db), sendDueReminders(db)]);
    expect(await sendDueReminders(db)).toBe(0);

    // Subscribed 5 minutes before: the 10-minute reminder only, once each.
    expect((await liveNotices(soon)).map((row) => row.key).sort()).toEqual(
      learners.map((who) => `live-reminder:${soon}:10:${who.userId}`).sort(),
    );
    expect((await liveNotices(tomorrow)).map((row) => row.key).sort()).toEqual(
      learners.map((who) => `live-reminder:${tomorrow}:1440:${who.userId}`).sort(),
    );
    expect(await liveNotices(later)).toEqual([]);

    const [first] = learners;
    const inbox = await ok<{ list: Notice[] }>(
      as(first ?? null, '/api/front/message/list', { category: 'live' }),
    );
    expect(inbox.list.map((notice) => notice.title)).toContain(`直播即将开始：测试直播 ${soon}`);
    expect(inbox.list.find((notice) => notice.title.endsWith(`${soon}`))).toMatchObject({
      link: `/live/${soon}`,
      body: expect.stringMatching(/^您预约的直播将在 5 分钟后开始，开播时间 /),
    });
    // Due at once on subscribing, the 24-hour reminder tells the real lead: 20 hours.
    expect(inbox.list.find((notice) => notice.title.endsWith(`${tomorrow}`))?.body).toMatch(
      /^您预约的直播将在 20 小时后开始，开播时间 \d{4}-\d\d-\d\d \d\d:\d\d，请准时观看。$/,
    );
  });

  it('reminds nobody who unsubscribed or of a live that started', async () => {
    const id = await scheduleLive(5);
    const who = await learner();
    await ok(as(who, '/api/front/live/subscribe', { id }));
    await ok(as(who, '/api/front/live/unsubscribe', { id }));
    const running = await scheduleLive(5);
    await ok(as(who, '/api/front/live/subscribe', { id: running }));
    await server.database.db.update(tables.lives).set({ state: 'live' }).where(eq(tables.lives.id, running));
    await sendDueReminders(server.database.db);
    expect(await liveNotices(id)).toEqual([]);
    expect(await liveNotices(running)).toEqual([]);
  });

  it('reminds exactly once from two processes and after a restart', async (context) => {
    context.skip(!process.env.DATABASE_URL, 'needs PostgreSQL: a PGlite database belongs to one process');
    const store = await testDatabase();
    // Each `open` is a pool of its own, as each server process has.
    const first = await store.open();
    const second = await store.open();
    try {
      await seedDemoData(first.db);
      const { lives, liveSubscriptions, notices, users } = tables;
      await first.db.insert(lives).values({
        id: 500,
        title: '两个进程的直播',
        cover: '/cover.png',
        lecturerId: 1,
        startsAt: new Date(Date.now() + 5 * MINUTE_MS),
        expectedMinutes: 30,
        audience: 'anyone',
        streamName: 'live-500',
      });
      const learners = await first.db.select({ id: users.id }).from(users);
      await first.db
        .insert(liveSubscriptions)
        .values(learners.map((row) => ({ liveId: 500, userId: row.id })));
      const written = await Promise.all([sendDueReminders(first.db), sendDueReminders(second.db)]);
      expect(written[0] + written[1]).toBe(learners.length);
      await second.close();
      // The restarted process sweeps again: nothing new.
      const restarted = await store.open();
      expect(await sendDueReminders(restarted.db)).toBe(0);
      await restarted.close();
      const [counted] = await first.db
        .select({ n: sql<number>`count(distinct ${notices.userId})::int`, all: sql<number>`count(*)::int` })
        .from(notices)
        .where(sql`${notices.dedupeKey} like 'live-reminder:500:%'`);
      expect(counted).toEqual({ n: learners.length, all: learners.length });
    } finally {
      await first.close();
      await store.dispose();
    }
  }, 60_000);
});
