import type { MemberPage, MemberProgramme, ResponseOf, vipDetail } from '@zhixue/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithAccount, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1350000');
const DEMO_PASSWORD = 'Zhixue@2026';
const db = () => server.database.db;
const { courses, memberProgrammes, users } = tables;

type VipDetail = ResponseOf<typeof vipDetail>;

/** Rows added before the first read: member/page is cached for everyone for a minute. */
const HIDDEN = { disabled: 901, unknownKind: 902 };

let member: LoggedIn;
let learner: LoggedIn;
let lapsed: LoggedIn;
let page: MemberPage;

beforeAll(async () => {
  const now = Date.now();
  await db()
    .insert(memberProgrammes)
    .values([
      {
        id: HIDDEN.disabled,
        kind: 'live',
        title: '已下线的直播',
        summary: '运营人员关闭的直播',
        picCover: '/demo/member/live-21.svg',
        startsAt: new Date(now + 3_600_000),
        endsAt: new Date(now + 7_200_000),
        enabled: false,
      },
      {
        id: HIDDEN.unknownKind,
        kind: 'podcast',
        title: '未知类型的内容',
        summary: '页面不认识的类型',
        picCover: '/demo/member/live-21.svg',
        startsAt: new Date(now + 3_600_000),
        endsAt: new Date(now + 7_200_000),
      },
    ]);
  member = await loginWithAccount(server, '13800000001', DEMO_PASSWORD);
  learner = await loginWithCode(server, freshPhone());
  lapsed = await loginWithCode(server, freshPhone());
  await db()
    .update(users)
    .set({ vipExpiresAt: new Date('2025-01-31T23:59:59+08:00') })
    .where(eq(users.id, lapsed.userId));
  expect([member.body.code, learner.body.code, lapsed.body.code]).toEqual(['00000', '00000', '00000']);
  const answer = await server.post('/api/front/member/page', {});
  expect(answer.body.code).toBe('00000');
  page = answer.body.data as MemberPage;
});

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);
const time = (iso: string) => new Date(iso).getTime();

/** Running or upcoming items first, soonest first, then past ones, latest first. */
function expectComingFirst(items: MemberProgramme[]) {
  const now = Date.now();
  const coming = items.filter((item) => time(item.endsAt) >= now);
  const past = items.filter((item) => time(item.endsAt) < now);
  expect(items).toEqual([...coming, ...past]);
  expect(coming.map((item) => time(item.startsAt))).toEqual(
    coming.map((item) => time(item.startsAt)).sort((a, b) => a - b),
  );
  expect(past.map((item) => time(item.startsAt))).toEqual(
    past.map((item) => time(item.startsAt)).sort((a, b) => b - a),
  );
}

describe('member/page', () => {
  it('answers the member carousel, not the home or training banners', async () => {
    const rows = await db()
      .select({ id: tables.banners.id })
      .from(tables.banners)
      .where(and(eq(tables.banners.position, 'member'), eq(tables.banners.enabled, true)));
    expect(page.banners.length).toBeGreaterThan(0);
    expect(ids(page.banners).sort()).toEqual(ids(rows).sort());
    for (const banner of page.banners) expect(banner.picPc).toMatch(/^\/demo\/banners\/member-/);
  });

  it('lists courses members study free, the most studied first', async () => {
    expect(page.freeCourses.length).toBe(8);
    const rows = await db()
      .select({ id: courses.id, charge: courses.charge, vip: courses.vip, vipCharge: courses.vipCharge })
      .from(courses)
      .where(inArray(courses.id, ids(page.freeCourses)));
    for (const row of rows)
      expect(row.charge === 2 || (row.vip === 1 && row.vipCharge === 0), `${row.id}`).toBe(true);
    const learners = page.freeCourses.map((course) => course.learnerCount);
    expect(learners).toEqual([...learners].sort((a, b) => b - a));
    // Paid courses with only a member price are not free for members.
    const [discounted] = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.vip, 1), eq(courses.vipCharge, 1), eq(courses.charge, 1)))
      .limit(1);
    expect(ids(page.freeCourses)).not.toContain(discounted?.id);
  });

  it('answers activities and live sessions coming first, talks latest first, each with its host', () => {
    for (const list of [page.activities, page.banyueTalks, page.liveSessions]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(4);
    }
    expectComingFirst(page.activities);
    expectComingFirst(page.liveSessions);
    const talkStarts = page.banyueTalks.map((talk) => time(talk.startsAt));
    expect(talkStarts).toEqual([...talkStarts].sort((a, b) => b - a));
    expect(page.banyueTalks[0]).toMatchObject({
      title: expect.stringMatching(/^第\d+期｜/),
      lecturerName: expect.any(String),
      lecturerAvatar: expect.stringMatching(/^\/demo\//),
      location: null,
    });
    expect(page.activities.every((activity) => activity.location !== null)).toBe(true);
    for (const item of [...page.activities, ...page.liveSessions, ...page.banyueTalks]) {
      expect(time(item.endsAt)).toBeGreaterThan(time(item.startsAt));
    }
  });

  it('leaves out disabled items and kinds the page does not know', () => {
    const all = [...page.activities, ...page.banyueTalks, ...page.liveSessions];
    expect(ids(all)).not.toContain(HIDDEN.disabled);
    expect(ids(all)).not.toContain(HIDDEN.unknownKind);
  });

  it('answers lecturers of member courses, the most followed first', async () => {
    expect(page.teachers.length).toBeGreaterThan(0);
    for (const teacher of page.teachers) {
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(courses)
        .where(
          and(
            eq(courses.lecturerId, teacher.id),
            eq(courses.channel, 'main'),
            eq(courses.published, true),
            sql`(${courses.charge} = 2 or ${courses.vip} = 1)`,
          ),
        );
      expect(teacher.courseCount, teacher.name).toBe(row?.n);
    }
    const learners = page.teachers.map((teacher) => teacher.learnerCount);
    expect(learners).toEqual([...learners].sort((a, b) => b - a));
  });

  it('answers everyone alike, whoever asks', async () => {
    for (const who of [member, learner]) {
      const answer = await server.post('/api/front/member/page', {}, { headers: who.headers });
      expect(answer.body.data).toEqual(page);
    }
    // No body at all reads like an empty one.
    expect((await server.post('/api/front/member/page')).body.data).toEqual(page);
  });

  it('refuses a body that is not an object, and ignores fields it does not know', async () => {
    for (const body of [[], 'page', 42, true]) {
      const answer = await server.post('/api/front/member/page', body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, 'A0400']);
    }
    const odd = await server.post('/api/front/member/page', { limit: 100000, kind: "' or 1=1 --" });
    expect(odd.body.data).toEqual(page);
  });
});

describe('vip/detail on the member page', () => {
  const detail = async (who: LoggedIn | null) => {
    const answer = await server.post('/api/front/vip/detail', {}, who ? { headers: who.headers } : undefined);
    expect(answer.body.code).toBe('00000');
    return answer.body.data as VipDetail;
  };

  it('tells a visitor, a learner, a lapsed member and a member apart, with the same plans', async () => {
    const visitor = await detail(null);
    expect(visitor).toMatchObject({ vip: 0, vipExpiresAt: null });
    expect(visitor.plans.length).toBeGreaterThan(0);
    for (const plan of visitor.plans) expect(plan.linePrice).toBeGreaterThanOrEqual(plan.price);
    expect(await detail(learner)).toEqual(visitor);
    expect(await detail(lapsed)).toEqual({
      ...visitor,
      vipExpiresAt: new Date('2025-01-31T23:59:59+08:00').toISOString(),
    });
    const ofMember = await detail(member);
    expect(ofMember).toMatchObject({ plans: visitor.plans, vip: 1 });
    expect(time(ofMember.vipExpiresAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('shows a membership bought a moment ago at once', async () => {
    const buyer = await loginWithCode(server, freshPhone());
    expect((await detail(buyer)).vip).toBe(0);
    const expires = new Date(Date.now() + 31 * 86_400_000);
    await db().update(users).set({ vipExpiresAt: expires }).where(eq(users.id, buyer.userId));
    expect(await detail(buyer)).toMatchObject({ vip: 1, vipExpiresAt: expires.toISOString() });
  });

  it('never fails on a made-up token or a body that is not an object', async () => {
    const forged = await server.post('/api/front/vip/detail', {}, { headers: { token: 'x'.repeat(64) } });
    expect(forged.status).toBeLessThan(500);
    expect(['00000', 'A0313', 'A0311']).toContain(forged.body.code);
    const bad = await server.post('/api/front/vip/detail', ['plans']);
    expect([bad.status, bad.body.code]).toEqual([400, 'A0400']);
  });
});
