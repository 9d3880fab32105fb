import type { Page } from '@zhixue/contract';
import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nameOrLecturerMatches } from '../src/modules/catalog/search.js';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithAccount, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1340000');
const DEMO_PASSWORD = 'Zhixue@2026';
const db = () => server.database.db;
const {
  courses,
  categories,
  sections,
  userCourses,
  collections,
  activities,
  activityProducts,
  listedCourses,
} = tables;

/**
 * Ids of every course a test has asked about. The server keeps a course's public facts (activities
 * included) for 30 s (decision 0007), so a test that changes those facts picks a course nobody asked
 * about yet.
 */
const touched = new Set<number>();

const call = (who: LoggedIn | null, path: string, body: unknown = {}) => {
  if (body !== null && typeof body === 'object') {
    for (const value of [(body as { id?: unknown }).id, (body as { bundleId?: unknown }).bundleId]) {
      if (Number.isInteger(value) && (value as number) > 0 && (value as number) < 2 ** 31)
        touched.add(value as number);
    }
  }
  return server.post(path, body, who ? { headers: who.headers } : undefined);
};

interface Card {
  id: number;
  name: string;
  type: number;
  charge: number;
  vip: number;
  price: number;
  learnerCount: number;
  lecturerName: string | null;
}
interface Detail {
  id: number;
  type: number;
  name: string;
  buy: number;
  charge: number;
  vip: number;
  vipCharge: number;
  collection: number;
  study: number;
  canStudy: boolean;
  lecturerName: string | null;
  durationSeconds: number;
  liveId: number | null;
  subscribeStatus: number;
  termList: unknown;
  activityProductDetail: { activityId: number; activityPrice: number; endTime: string } | null;
}
interface Section {
  id: number;
  courseId: number;
  durationStr: string;
  durationSeconds: number;
  learnLast: number;
  learnStatus: number;
  trial: number;
  playable: boolean;
}
interface Group {
  id: number;
  name: string | null;
  trial: number;
  sectionFrontList: Section[];
}

const detail = async (who: LoggedIn | null, id: number, bundleId?: number) => {
  const answer = await call(
    who,
    '/api/front/course/detail',
    bundleId === undefined ? { id } : { id, bundleId },
  );
  expect(answer.body.code, answer.body.msg).toBe('00000');
  return answer.body.data as Detail;
};
const catalog = async (who: LoggedIn | null, id: number) => {
  const answer = await call(who, '/api/front/course/catalog', { id });
  expect(answer.body.code, answer.body.msg).toBe('00000');
  return answer.body.data as Group[];
};
const list = async (body: Record<string, unknown>) => {
  const answer = await call(null, '/api/front/course/list', body);
  expect(answer.body.code, answer.body.msg).toBe('00000');
  return answer.body.data as Page<Card>;
};

/** Main-site courses and bundles anyone can see. */
const listed = and(eq(courses.channel, 'main'), eq(courses.published, true));
const memberFreeBundleHolds = sql`exists (select 1 from bundle_courses bc
  join bundle_groups g on g.id = bc.group_id join courses b on b.id = g.bundle_id
  where bc.course_id = ${courses.id} and (b.charge = 2 or (b.vip = 1 and b.vip_charge = 0)))`;
/** What enterprise 1 licenses to every learner now (its seats and expired licences aside). */
const SITE_LICENCES_OF_ENTERPRISE_1 = sql`(select course_id from enterprise_courses where ent_id = 1
  and licence = 'site' and (expires_at is null or expires_at > now()))`;
const licensedAnyhow = sql`(${courses.id} in ${SITE_LICENCES_OF_ENTERPRISE_1}
  or exists (select 1 from bundle_courses bc join bundle_groups g on g.id = bc.group_id
    where bc.course_id = ${courses.id} and g.bundle_id in ${SITE_LICENCES_OF_ENTERPRISE_1}))`;
const hasTrialAndLockedSections = sql`exists (select 1 from sections s where s.course_id = ${courses.id} and s.trial = 1)
  and exists (select 1 from sections s where s.course_id = ${courses.id} and s.trial = 0)`;

/** The first listed single course matching `where` that no test has asked about yet. */
async function pickCourse(where: SQL): Promise<number> {
  const [row] = await db()
    .select({ id: courses.id })
    .from(courses)
    .where(and(listed, eq(courses.type, 1), where, notInArray(courses.id, [0, ...touched])))
    .orderBy(asc(courses.id))
    .limit(1);
  if (!row) throw new Error('no seeded course matches');
  touched.add(row.id);
  return row.id;
}

async function grant(userId: number, courseIds: number[]) {
  await db()
    .insert(userCourses)
    .values(courseIds.map((courseId) => ({ userId, courseId, source: 'order' })))
    .onConflictDoNothing();
}

async function freshLearner(): Promise<LoggedIn> {
  const login = await loginWithCode(server, freshPhone());
  expect(login.body.code).toBe('00000');
  return login;
}

/** Courses the tests add before any list is read (list pages are cached for a while, decision 0007). */
const FIXTURE = {
  childCategory: 901,
  percentCourse: 9001,
  underscoreCourse: 9002,
  hiddenCourse: 9003,
  enterpriseCourse: 9004,
};

function fixtureCourse(id: number, name: string, extra: Partial<typeof courses.$inferInsert> = {}) {
  return {
    id,
    type: 1,
    name,
    summary: '测试课程',
    description: '测试课程',
    picCover: '/demo/covers/c001.svg',
    picHeader: '/demo/covers/c001.svg',
    picPcBanner: '/demo/covers/c001.svg',
    categoryId: 2,
    lecturerId: 2,
    charge: 1,
    price: 19_900,
    linePrice: 29_900,
    ...extra,
  };
}

let member: LoggedIn;
let enterprise: LoggedIn;

beforeAll(async () => {
  await db()
    .insert(categories)
    .values({ id: FIXTURE.childCategory, name: '测试子分类', parentId: 1, sort: 1 });
  await db()
    .insert(courses)
    .values([
      fixtureCourse(FIXTURE.percentCourse, '满分100%的培训课堂', { categoryId: FIXTURE.childCategory }),
      fixtureCourse(FIXTURE.underscoreCourse, 'A_B测试实战'),
      fixtureCourse(FIXTURE.hiddenCourse, '隐藏的下架课程', { published: false }),
      fixtureCourse(FIXTURE.enterpriseCourse, '企业专属内训课', { channel: 'enterprise' }),
    ]);
  member = await loginWithAccount(server, '13800000001', DEMO_PASSWORD);
  enterprise = await loginWithAccount(server, 'hdzz001', DEMO_PASSWORD);
  expect([member.body.code, enterprise.body.code]).toEqual(['00000', '00000']);
});

describe('course/category/list/all', () => {
  it('answers top-level categories in order, each with its children', async () => {
    const { body } = await call(null, '/api/front/course/category/list/all');
    const tree = body.data as Array<{ id: number; name: string; children: Array<{ id: number }> }>;
    expect(tree.map((category) => category.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tree[0]?.children).toEqual([{ id: FIXTURE.childCategory, name: '测试子分类' }]);
    expect(tree.slice(1).every((category) => category.children.length === 0)).toBe(true);
  });
});

describe('course/list', () => {
  it('pages every listed course and bundle, with the total', async () => {
    const [all] = await db().select({ n: count() }).from(courses).where(listed);
    const first = await list({ pageSize: 10 });
    expect(first.total).toBe(all?.n);
    expect(first.list).toHaveLength(10);
    expect([first.pageCurrent, first.pageSize]).toEqual([1, 10]);
    const ids = new Set<number>();
    for (let page = 1; page <= Math.ceil(first.total / 25); page++) {
      for (const card of (await list({ pageSize: 25, pageCurrent: page })).list) ids.add(card.id);
    }
    expect(ids.size).toBe(first.total);
    expect(ids.has(FIXTURE.hiddenCourse) || ids.has(FIXTURE.enterpriseCourse)).toBe(false);
    const beyond = await list({ pageSize: 25, pageCurrent: Math.ceil(first.total / 25) + 1 });
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it.each([
    [{ pageSize: 0 }],
    [{ pageSize: 101 }],
    [{ pageCurrent: 0 }],
    [{ pageCurrent: -1 }],
    [{ type: 8 }],
    [{ charge: 'cheap' }],
    [{ sort: 'random' }],
    [{ categoryId: 'abc' }],
    [{ categoryId: 2 ** 31 }],
  ])('refuses %j with A0400', async (body) => {
    const { status, body: answer } = await call(null, '/api/front/course/list', body);
    expect([status, answer.code]).toEqual([400, 'A0400']);
  });

  it('filters by category, a top-level one including its sub-categories', async () => {
    const ofParent = await list({ categoryId: 1, pageSize: 100 });
    const seeded = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(and(listed, eq(courses.categoryId, 1)));
    expect(ofParent.list.map((card) => card.id).sort((a, b) => a - b)).toEqual(
      [...seeded.map((row) => row.id), FIXTURE.percentCourse].sort((a, b) => a - b),
    );
    const ofChild = await list({ categoryId: FIXTURE.childCategory });
    expect(ofChild.list.map((card) => card.id)).toEqual([FIXTURE.percentCourse]);
    expect((await list({ categoryId: 999_999 })).total).toBe(0);
  });

  it('filters by type and by kind of charge', async () => {
    const bundles = await list({ type: 2, pageSize: 100 });
    expect(bundles.total).toBeGreaterThanOrEqual(6);
    expect(bundles.list.every((card) => card.type === 2)).toBe(true);
    const cases: Array<[string, (card: Card) => boolean, SQL]> = [
      ['free', (card) => card.charge === 0, eq(courses.charge, 0)],
      ['paid', (card) => card.charge === 1, eq(courses.charge, 1)],
      [
        'vip',
        (card) => card.charge === 2 || card.vip === 1,
        sql`(${courses.charge} = 2 or ${courses.vip} = 1)`,
      ],
    ];
    for (const [charge, holds, where] of cases) {
      const page = await list({ charge, pageSize: 100 });
      const [expected] = await db().select({ n: count() }).from(courses).where(and(listed, where));
      expect(page.total, charge).toBe(expected?.n);
      expect(page.list.every(holds), charge).toBe(true);
    }
    const freeSingles = await list({ charge: 'free', type: 1, pageSize: 100 });
    expect(freeSingles.total).toBeGreaterThanOrEqual(3);
    expect(freeSingles.list.every((card) => card.type === 1 && card.charge === 0 && card.price === 0)).toBe(
      true,
    );
  });

  it('sorts by position, newest, popularity and price', async () => {
    const inOrder = (values: number[], direction: 1 | -1) =>
      values.every((value, index) => index === 0 || direction * (value - (values[index - 1] ?? 0)) >= 0);
    const popular = await list({ sort: 'popular', pageSize: 100 });
    expect(
      inOrder(
        popular.list.map((card) => card.learnerCount),
        -1,
      ),
    ).toBe(true);
    expect(
      inOrder(
        (await list({ sort: 'priceAsc', pageSize: 100 })).list.map((card) => card.price),
        1,
      ),
    ).toBe(true);
    expect(
      inOrder(
        (await list({ sort: 'priceDesc', pageSize: 100 })).list.map((card) => card.price),
        -1,
      ),
    ).toBe(true);
    const newest = await list({ sort: 'newest', pageSize: 5 });
    const expected = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(listed)
      .orderBy(sql`${courses.publishedAt} desc`, asc(courses.id))
      .limit(5);
    expect(newest.list.map((card) => card.id)).toEqual(expected.map((row) => row.id));
    const byPosition = await list({ pageSize: 5 });
    const positioned = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(listed)
      .orderBy(asc(courses.sort), asc(courses.id))
      .limit(5);
    expect(byPosition.list.map((card) => card.id)).toEqual(positioned.map((row) => row.id));
  });
});

describe('search (course/list keyword)', () => {
  it('finds a course by a Chinese substring from the middle of its name', async () => {
    const [course] = await db().select().from(courses).where(eq(courses.id, 14));
    const name = course?.name ?? '';
    expect(name.length).toBeGreaterThanOrEqual(4);
    const keyword = name.slice(1, 3);
    const found = await list({ keyword, pageSize: 100 });
    expect(found.list.map((card) => card.id)).toContain(14);
    for (const card of found.list) {
      expect(`${card.name}|${card.lecturerName}`.toLowerCase(), keyword).toContain(keyword.toLowerCase());
    }
  });

  it('finds every course of a lecturer by the lecturer’s name', async () => {
    const lecturerCourses = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(and(listed, eq(courses.lecturerId, 1)));
    const found = await list({ keyword: '陈思远', pageSize: 100 });
    expect(found.list.map((card) => card.id).sort((a, b) => a - b)).toEqual(
      lecturerCourses.map((row) => row.id).sort((a, b) => a - b),
    );
    expect(found.list.every((card) => card.lecturerName === '陈思远')).toBe(true);
    // Part of the name is enough, and one character narrows to names that hold it.
    expect((await list({ keyword: '思远', pageSize: 100 })).total).toBe(found.total);
    const single = await list({ keyword: '力', pageSize: 100 });
    expect(single.total).toBeGreaterThan(0);
    for (const card of single.list) expect(`${card.name}${card.lecturerName}`).toContain('力');
  });

  it('ignores case, needs the characters side by side, and combines with the filters', async () => {
    expect((await list({ keyword: 'ttt' })).list.map((card) => card.id)).toContain(1);
    // 情境领导力 holds 领 and 力, but not 领力.
    expect((await list({ keyword: '领力' })).total).toBe(0);
    const bundles = await list({ keyword: '套餐', type: 2, pageSize: 100 });
    expect(bundles.total).toBeGreaterThan(0);
    expect(bundles.list.every((card) => card.type === 2 && card.name.includes('套餐'))).toBe(true);
    expect((await list({ keyword: '  陈思远  ' })).total).toBe((await list({ keyword: '陈思远' })).total);
  });

  it('treats % and _ and \\ as the characters themselves', async () => {
    expect((await list({ keyword: '%' })).list.map((card) => card.id)).toEqual([FIXTURE.percentCourse]);
    expect((await list({ keyword: '0%的' })).list.map((card) => card.id)).toEqual([FIXTURE.percentCourse]);
    expect((await list({ keyword: '_' })).list.map((card) => card.id)).toEqual([FIXTURE.underscoreCourse]);
    expect((await list({ keyword: 'a_b' })).list.map((card) => card.id)).toEqual([FIXTURE.underscoreCourse]);
    expect((await list({ keyword: 'x%' })).total).toBe(0);
    expect((await list({ keyword: '%%' })).total).toBe(0);
    expect((await list({ keyword: '\\' })).total).toBe(0);
  });

  it('never finds unpublished or enterprise-only courses', async () => {
    expect((await list({ keyword: '下架' })).total).toBe(0);
    expect((await list({ keyword: '企业专属' })).total).toBe(0);
  });

  it('refuses an empty keyword and one over 50 characters', async () => {
    for (const keyword of ['', '   ']) {
      const { status, body } = await call(null, '/api/front/course/list', { keyword });
      expect([status, body.code, body.msg]).toEqual([400, 'A0400', '请输入搜索内容']);
    }
    const long = await call(null, '/api/front/course/list', { keyword: '领'.repeat(51) });
    expect([long.status, long.body.code]).toEqual([400, 'A0400']);
    expect((await list({ keyword: '领'.repeat(50) })).total).toBe(0);
  });

  it('narrows by the GIN indexes of course and lecturer names', async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select ${listedCourses.id} from ${listedCourses} where ${nameOrLecturerMatches(listedCourses, '领导')}`,
      );
      return (result as unknown as { rows: Array<Record<string, string>> }).rows
        .map((row) => Object.values(row).join(''))
        .join('\n');
    });
    expect(plan).toContain('listed_courses_search_grams_idx');
    expect(plan).toContain('lecturers_search_grams_idx');
  });
});

describe('course/detail', () => {
  let learner: LoggedIn;
  let buyer: LoggedIn;
  const picks: Record<'free' | 'paid' | 'memberPrice' | 'memberFree' | 'vipOnly', number> = {
    free: 0,
    paid: 0,
    memberPrice: 0,
    memberFree: 0,
    vipOnly: 0,
  };

  beforeAll(async () => {
    learner = await freshLearner();
    buyer = await freshLearner();
    // A member-free bundle would open its courses to the member (tested on its own below).
    const plain = sql`not ${memberFreeBundleHolds}`;
    picks.free = await pickCourse(and(eq(courses.charge, 0), plain) as SQL);
    picks.paid = await pickCourse(and(eq(courses.charge, 1), eq(courses.vip, 0), plain) as SQL);
    picks.memberPrice = await pickCourse(
      and(eq(courses.charge, 1), eq(courses.vip, 1), eq(courses.vipCharge, 1), plain) as SQL,
    );
    picks.memberFree = await pickCourse(
      and(eq(courses.charge, 1), eq(courses.vip, 1), eq(courses.vipCharge, 0), plain) as SQL,
    );
    picks.vipOnly = await pickCourse(and(eq(courses.charge, 2), plain) as SQL);
    await grant(buyer.userId, Object.values(picks));
  });

  // canStudy for: visitor, learner, member, buyer.
  it.each([
    ['free', [true, true, true, true]],
    ['paid', [false, false, false, true]],
    ['memberPrice', [false, false, false, true]],
    ['memberFree', [false, false, true, true]],
    ['vipOnly', [false, false, true, true]],
  ] as const)('decides who may study a %s course', async (kind, expected) => {
    const id = picks[kind];
    const answers = [
      await detail(null, id),
      await detail(learner, id),
      await detail(member, id),
      await detail(buyer, id),
    ];
    expect(answers.map((answer) => answer.canStudy)).toEqual(expected);
    expect(answers.map((answer) => answer.buy)).toEqual([0, 0, 0, 1]);
    for (const answer of answers) {
      expect(answer.id).toBe(id);
      // Of the demo courses only course 1 has a live (live.test.ts covers the flag).
      expect([answer.liveId, answer.subscribeStatus, answer.termList]).toEqual([
        id === 1 ? 5 : null,
        0,
        null,
      ]);
    }
  });

  it('answers the course’s own facts: lecturer, total duration, prices', async () => {
    const answer = await detail(null, picks.paid);
    const [course] = await db().select().from(courses).where(eq(courses.id, picks.paid));
    const [duration] = await db()
      .select({ total: sql<number>`sum(${sections.durationSeconds})::int` })
      .from(sections)
      .where(eq(sections.courseId, picks.paid));
    expect(answer).toMatchObject({
      name: course?.name,
      type: 1,
      charge: 1,
      durationSeconds: duration?.total,
      collection: 0,
      study: 0,
    });
    expect(answer.lecturerName).toBeTruthy();
    expect(answer).not.toHaveProperty('published');
    expect(answer).not.toHaveProperty('searchGrams');
  });

  it('lets enterprise learners study what their enterprise licensed, directly or in a bundle', async () => {
    const licensedPaid = await pickCourse(
      and(
        eq(courses.charge, 1),
        eq(courses.vip, 0),
        sql`${courses.id} in ${SITE_LICENCES_OF_ENTERPRISE_1}`,
      ) as SQL,
    );
    const viaBundle = await pickCourse(
      and(
        eq(courses.charge, 1),
        sql`${courses.id} not in ${SITE_LICENCES_OF_ENTERPRISE_1}`,
        licensedAnyhow,
      ) as SQL,
    );
    const notLicensed = await pickCourse(
      and(eq(courses.charge, 1), eq(courses.vip, 0), sql`not ${licensedAnyhow}`) as SQL,
    );
    for (const id of [licensedPaid, viaBundle]) {
      expect(await detail(enterprise, id), `course ${id}`).toMatchObject({ canStudy: true, buy: 0 });
      expect((await detail(learner, id)).canStudy, `course ${id}`).toBe(false);
      // Nothing to buy: the order save refuses it as the order page does, and places no order.
      const saved = await call(enterprise, '/api/front/order/save', { id, type: 1 });
      expect(saved.body, `course ${id}`).toMatchObject({
        code: 'A0409',
        msg: '您所在的企业已开通该课程，可直接学习',
      });
    }
    expect((await detail(enterprise, notLicensed)).canStudy).toBe(false);
  });

  it('opens the courses of a bundle to its owner, and of a member-free bundle to members', async () => {
    const owner = await freshLearner();
    const [bundle] = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(and(listed, eq(courses.type, 2), eq(courses.vip, 0)))
      .orderBy(asc(courses.id))
      .limit(1);
    const bundleId = bundle?.id ?? 0;
    await grant(owner.userId, [bundleId]);
    const groups = (await call(null, '/api/front/course/bundle/catalog', { id: bundleId })).body
      .data as Array<{
      courseFrontList: Array<{ id: number }>;
    }>;
    const inside = groups[0]?.courseFrontList[0]?.id ?? 0;
    expect(await detail(owner, bundleId)).toMatchObject({ buy: 1, canStudy: true, type: 2 });
    expect(await detail(owner, inside, bundleId)).toMatchObject({ buy: 0, canStudy: true });

    const insideMemberFree = await pickCourse(
      and(eq(courses.charge, 1), eq(courses.vip, 0), memberFreeBundleHolds) as SQL,
    );
    expect((await detail(member, insideMemberFree)).canStudy).toBe(true);
    expect((await detail(learner, insideMemberFree)).canStudy).toBe(false);
  });

  it('shows collection and study for the learner only', async () => {
    const fan = await freshLearner();
    const id = picks.memberPrice;
    expect((await call(fan, '/api/front/collection', { id, type: 1, status: 1 })).body.code).toBe('00000');
    await db().insert(tables.courseStudy).values({ userId: fan.userId, courseId: id });
    expect(await detail(fan, id)).toMatchObject({ collection: 1, study: 1 });
    expect(await detail(learner, id)).toMatchObject({ collection: 0, study: 0 });
    expect(await detail(null, id)).toMatchObject({ collection: 0, study: 0 });
  });

  it('checks that a course opened from a bundle belongs to it', async () => {
    const [link] = await db()
      .select({ bundleId: tables.bundleGroups.bundleId, courseId: tables.bundleCourses.courseId })
      .from(tables.bundleCourses)
      .innerJoin(tables.bundleGroups, eq(tables.bundleGroups.id, tables.bundleCourses.groupId))
      .limit(1);
    const bundleId = link?.bundleId ?? 0;
    const inside = link?.courseId ?? 0;
    expect((await detail(null, inside, bundleId)).id).toBe(inside);
    const outside = await pickCourse(
      sql`${courses.id} not in (select bc.course_id from bundle_courses bc join bundle_groups g on g.id = bc.group_id where g.bundle_id = ${bundleId})`,
    );
    for (const body of [
      { id: outside, bundleId },
      { id: inside, bundleId: inside },
      { id: inside, bundleId: 1_000_000_000 },
      { id: bundleId, bundleId },
    ]) {
      const answer = await call(null, '/api/front/course/detail', body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([404, 'A0404']);
    }
  });

  it('answers A0404 for missing, unpublished, youke and enterprise-only courses', async () => {
    const [youke] = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.channel, 'youke'))
      .limit(1);
    for (const id of [1_000_000_000, FIXTURE.hiddenCourse, FIXTURE.enterpriseCourse, youke?.id ?? 0]) {
      const answer = await call(member, '/api/front/course/detail', { id });
      expect(answer.body, `course ${id}`).toEqual({
        code: 'A0404',
        msg: '课程不存在',
        data: null,
        reason: 'COURSE_NOT_FOUND',
      });
    }
  });

  it.each(['abc', -1, 0, 2 ** 31, 1.5, null, '1e3'])('refuses the id %j with A0400', async (id) => {
    for (const path of [
      '/api/front/course/detail',
      '/api/front/course/catalog',
      '/api/front/course/teacher/detail',
    ]) {
      const { status, body } = await call(null, path, { id });
      expect([status, body.code], path).toEqual([400, 'A0400']);
    }
    const withBundle = await call(null, '/api/front/course/detail', { id: 1, bundleId: id });
    expect(withBundle.body.code).toBe('A0400');
  });
});

describe('activity prices on the detail', () => {
  const HOUR = 60 * 60 * 1000;
  const china = (at: Date) => new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');

  it('applies the seeded running activity and never the ended one', async () => {
    const now = new Date();
    const rows = await db()
      .select({
        activityId: activities.id,
        productType: activityProducts.productType,
        productId: activityProducts.productId,
        price: activityProducts.activityPrice,
        startAt: activities.startAt,
        endAt: activities.endAt,
      })
      .from(activityProducts)
      .innerJoin(activities, eq(activities.id, activityProducts.activityId));
    const running = rows.filter((row) => row.startAt <= now && now < row.endAt);
    const ended = rows.filter((row) => row.endAt <= now);
    expect(running.some((row) => row.productType === 2)).toBe(true);
    expect(ended.length).toBeGreaterThan(0);
    for (const row of running) {
      const answer = await detail(null, row.productId);
      expect(answer.type).toBe(row.productType);
      expect(answer.activityProductDetail).toEqual({
        activityId: row.activityId,
        activityPrice: row.price,
        endTime: china(row.endAt),
      });
    }
  });

  it('picks the cheapest running activity; ended, future and other product types never apply', async () => {
    // Courses whose details no other test reads, so the short cache of public facts holds nothing.
    const target = await pickCourse(
      and(eq(courses.charge, 1), sql`${courses.id} not in (select product_id from activity_products)`) as SQL,
    );
    const untouched = await pickCourse(
      and(eq(courses.charge, 1), sql`${courses.id} not in (select product_id from activity_products)`) as SQL,
    );
    const now = Date.now();
    const at = (hours: number) => new Date(Math.floor((now + hours * HOUR) / 1000) * 1000);
    const windows: Array<[string, Date, Date, number, number]> = [
      ['running', at(-1), at(5), 1, 15_000],
      ['cheaper running', at(-2), at(3), 1, 12_000],
      ['ended', at(-48), at(-1), 1, 5_000],
      ['future', at(24), at(48), 1, 4_000],
      ['other product type', at(-1), at(5), 2, 3_000],
    ];
    const ids: number[] = [];
    for (const [name, startAt, endAt, productType, activityPrice] of windows) {
      const [created] = await db()
        .insert(activities)
        .values({ name: `测试活动-${name}`, startAt, endAt })
        .returning({ id: activities.id });
      ids.push(created?.id ?? 0);
      await db()
        .insert(activityProducts)
        .values({ activityId: created?.id ?? 0, productType, productId: target, activityPrice });
    }
    expect((await detail(member, target)).activityProductDetail).toEqual({
      activityId: ids[1],
      activityPrice: 12_000,
      endTime: china(at(3)),
    });
    expect((await detail(null, untouched)).activityProductDetail).toBeNull();
  });

  it('keeps a visitor’s detail, but not past the start of an activity, and never a learner’s', async () => {
    const course = await pickCourse(
      and(eq(courses.charge, 1), sql`${courses.id} not in (select product_id from activity_products)`) as SQL,
    );
    const learner = await freshLearner();
    const startAt = new Date(Date.now() + 4_000);
    const [created] = await db()
      .insert(activities)
      .values({ name: '测试活动-即将开始', startAt, endAt: new Date(startAt.getTime() + HOUR) })
      .returning({ id: activities.id });
    await db()
      .insert(activityProducts)
      .values({ activityId: created?.id ?? 0, productType: 1, productId: course, activityPrice: 100 });
    const before = await detail(null, course);
    expect(before.activityProductDetail).toBeNull();
    // Kept for visitors, while a learner's own flags are read fresh ...
    const collected = await call(learner, '/api/front/collection', { id: course, type: 1, status: 1 });
    expect(collected.body.code).toBe('00000');
    expect((await detail(learner, course)).collection).toBe(1);
    expect(await detail(null, course)).toEqual(before);
    // ... until the activity starts, though visitors' answers are otherwise kept 10 s.
    await new Promise((resolve) => setTimeout(resolve, startAt.getTime() - Date.now() + 200));
    expect((await detail(null, course)).activityProductDetail?.activityId).toBe(created?.id);
  });
});

describe('course/catalog', () => {
  async function pickTrialCourse() {
    return pickCourse(
      and(
        eq(courses.charge, 1),
        eq(courses.vip, 0),
        hasTrialAndLockedSections,
        sql`not ${licensedAnyhow}`,
        sql`not ${memberFreeBundleHolds}`,
      ) as SQL,
    );
  }

  it('lets an unbought learner play only trial sections, a buyer every section', async () => {
    const id = await pickTrialCourse();
    const learner = await freshLearner();
    for (const who of [null, learner, member]) {
      const sectionList = (await catalog(who, id)).flatMap((group) => group.sectionFrontList);
      expect(sectionList.some((section) => section.playable)).toBe(true);
      expect(sectionList.some((section) => !section.playable)).toBe(true);
      for (const section of sectionList) expect(section.playable).toBe(section.trial === 1);
    }
    await grant(learner.userId, [id]);
    const bought = (await catalog(learner, id)).flatMap((group) => group.sectionFrontList);
    expect(bought.every((section) => section.playable)).toBe(true);
  });

  it('orders chapters and sections, formats durations and marks progress', async () => {
    const id = await pickTrialCourse();
    const learner = await freshLearner();
    const groups = await catalog(learner, id);
    const chapterRows = await db()
      .select({ id: tables.chapters.id })
      .from(tables.chapters)
      .where(eq(tables.chapters.courseId, id))
      .orderBy(asc(tables.chapters.sort));
    expect(groups.map((group) => group.id)).toEqual(chapterRows.map((row) => row.id));
    const all = groups.flatMap((group) => group.sectionFrontList);
    for (const section of all) {
      expect(section.courseId).toBe(id);
      const minutes = Math.floor(section.durationSeconds / 60);
      const seconds = section.durationSeconds % 60;
      expect(section.durationStr).toBe(
        `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
      );
      expect([section.learnLast, section.learnStatus]).toEqual([0, 0]);
    }
    const [first, second] = all;
    if (!first || !second) throw new Error('the course needs two sections');
    await db()
      .insert(tables.sectionProgress)
      .values({ userId: learner.userId, sectionId: first.id, courseId: id, finished: 1 });
    await db()
      .insert(tables.courseStudy)
      .values({ userId: learner.userId, courseId: id, lastSectionId: second.id });
    const after = (await catalog(learner, id)).flatMap((group) => group.sectionFrontList);
    expect(after.map((section) => [section.learnStatus, section.learnLast])).toEqual(
      all.map((section) => [section.id === first.id ? 1 : 0, section.id === second.id ? 1 : 0]),
    );
    // Someone else's progress shows nowhere.
    const visitor = (await catalog(null, id)).flatMap((group) => group.sectionFrontList);
    expect(visitor.every((section) => section.learnLast === 0 && section.learnStatus === 0)).toBe(true);
  });

  it('sends bundles to bundle/catalog and answers A0404 for unknown courses', async () => {
    const bundle = await call(null, '/api/front/course/catalog', { id: 101 });
    expect([bundle.status, bundle.body.code, bundle.body.msg]).toEqual([
      400,
      'A0400',
      '套餐请使用 bundle/catalog',
    ]);
    for (const id of [1_000_000_000, FIXTURE.hiddenCourse]) {
      expect((await call(null, '/api/front/course/catalog', { id })).body.code).toBe('A0404');
    }
  });
});

describe('course/bundle/catalog and course/teacher/detail', () => {
  it('lists a bundle’s groups with their courses and lesson counts', async () => {
    const bundles = await db()
      .select()
      .from(courses)
      .where(and(listed, eq(courses.type, 2)));
    for (const bundle of bundles) {
      const { body } = await call(null, '/api/front/course/bundle/catalog', { id: bundle.id });
      const groups = body.data as Array<{
        name: string;
        bundleId: number;
        courseFrontList: Array<{ id: number; count: number; name: string; picCover: string }>;
      }>;
      expect(groups.length, `bundle ${bundle.id}`).toBeGreaterThan(0);
      const inside = groups.flatMap((group) => group.courseFrontList);
      expect(inside.length).toBe(bundle.lessonCount);
      const rows = await db()
        .select({ id: courses.id, lessonCount: courses.lessonCount })
        .from(courses)
        .where(
          inArray(
            courses.id,
            inside.map((course) => course.id),
          ),
        );
      for (const course of inside) {
        expect(course.count).toBe(rows.find((row) => row.id === course.id)?.lessonCount);
      }
      expect(groups.every((group) => group.bundleId === bundle.id && group.name.length > 0)).toBe(true);
    }
  });

  it('answers A0404 for a single course or an unknown id, A0400 for a bad id', async () => {
    expect((await call(null, '/api/front/course/bundle/catalog', { id: 1 })).body.code).toBe('A0404');
    expect((await call(null, '/api/front/course/bundle/catalog', { id: 1_000_000_000 })).body.code).toBe(
      'A0404',
    );
    expect((await call(null, '/api/front/course/bundle/catalog', { id: 'abc' })).body.code).toBe('A0400');
  });

  it('answers the lecturer of a course; a bundle has none', async () => {
    const [course] = await db()
      .select({ id: courses.id, lecturerId: courses.lecturerId })
      .from(courses)
      .where(and(listed, eq(courses.type, 1)))
      .limit(1);
    const { body } = await call(null, '/api/front/course/teacher/detail', { id: course?.id });
    const [lecturer] = await db()
      .select()
      .from(tables.lecturers)
      .where(eq(tables.lecturers.id, course?.lecturerId ?? 0));
    expect(body.data).toEqual({
      id: lecturer?.id,
      avatar: lecturer?.avatar,
      name: lecturer?.name,
      title: lecturer?.title,
      detail: lecturer?.detail,
      topic: lecturer?.topic,
      serviceCompany: lecturer?.serviceCompany,
    });
    const bundle = await call(null, '/api/front/course/teacher/detail', { id: 101 });
    expect(bundle.body).toEqual({
      code: 'A0404',
      msg: '暂无讲师信息',
      data: null,
      reason: 'LECTURER_NOT_FOUND',
    });
    const missing = await call(null, '/api/front/course/teacher/detail', { id: 1_000_000_000 });
    expect(missing.body).toEqual({
      code: 'A0404',
      msg: '课程不存在',
      data: null,
      reason: 'COURSE_NOT_FOUND',
    });
  });
});

describe('collection and user/collection/list', () => {
  const toggle = (who: LoggedIn | null, id: number, type: number, status: number) =>
    call(who, '/api/front/collection', { id, type, status });
  const favourites = async (who: LoggedIn, body: Record<string, unknown> = {}) => {
    const answer = await call(who, '/api/front/user/collection/list', body);
    expect(answer.body.code).toBe('00000');
    return answer.body.data as Page<Card>;
  };

  it('collects and removes idempotently, newest first in the list', async () => {
    const fan = await freshLearner();
    expect((await toggle(fan, 2, 1, 1)).body).toEqual({ code: '00000', msg: 'ok', data: null });
    expect((await toggle(fan, 2, 1, 1)).body.code).toBe('00000');
    expect((await toggle(fan, 101, 2, 1)).body.code).toBe('00000');
    const [row] = await db()
      .select({ n: count() })
      .from(collections)
      .where(and(eq(collections.userId, fan.userId), eq(collections.courseId, 2)));
    expect(row?.n).toBe(1);
    // Make the order certain: the bundle was collected a moment later.
    await db()
      .update(collections)
      .set({ createdAt: sql`now() + interval '1 second'` })
      .where(and(eq(collections.userId, fan.userId), eq(collections.courseId, 101)));
    const page = await favourites(fan);
    expect(page.list.map((card) => card.id)).toEqual([101, 2]);
    expect(page.total).toBe(2);
    const second = await favourites(fan, { pageSize: 1, pageCurrent: 2 });
    expect([second.list.map((card) => card.id), second.total]).toEqual([[2], 2]);
    expect((await detail(fan, 2)).collection).toBe(1);

    expect((await toggle(fan, 2, 1, 0)).body.code).toBe('00000');
    expect((await toggle(fan, 2, 1, 0)).body.code).toBe('00000');
    expect((await detail(fan, 2)).collection).toBe(0);
    expect((await favourites(fan)).list.map((card) => card.id)).toEqual([101]);
    expect((await favourites(member)).list.map((card) => card.id)).not.toContain(101);
  });

  it('needs a login', async () => {
    const visitor = await toggle(null, 2, 1, 1);
    expect([visitor.status, visitor.body.code]).toEqual([401, 'A0313']);
    const listing = await call(null, '/api/front/user/collection/list', {});
    expect(listing.body.code).toBe('A0313');
  });

  it('answers A0404 for unknown ids, a wrong type, unpublished and youke courses', async () => {
    const fan = await freshLearner();
    const [youke] = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.channel, 'youke'))
      .limit(1);
    for (const [id, type] of [
      [1_000_000_000, 1],
      [2, 2],
      [101, 1],
      [FIXTURE.hiddenCourse, 1],
      [youke?.id ?? 0, 1],
    ]) {
      const answer = await toggle(fan, id ?? 0, type ?? 1, 1);
      expect([answer.status, answer.body.code], `${id}/${type}`).toEqual([404, 'A0404']);
    }
    for (const body of [
      { id: 'abc', type: 1, status: 1 },
      { id: 2, type: 3, status: 1 },
      { id: 2, type: 1, status: 2 },
      { id: 2 ** 31, type: 1, status: 1 },
      { id: 2, type: 1 },
    ]) {
      expect((await call(fan, '/api/front/collection', body)).body.code, JSON.stringify(body)).toBe('A0400');
    }
    expect((await favourites(fan)).total).toBe(0);
    expect((await call(fan, '/api/front/user/collection/list', { pageSize: 101 })).body.code).toBe('A0400');
  });

  it('limits toggles to 60 a minute per learner', async () => {
    const busy = await freshLearner();
    const codes: string[] = [];
    for (let i = 0; i < 61; i++) codes.push((await toggle(busy, 2, 1, i % 2)).body.code);
    expect(codes.slice(0, 60).every((code) => code === '00000')).toBe(true);
    expect(codes[60]).toBe('A0429');
  });
});

describe('vip/detail', () => {
  it('answers enabled plans, the member course count and the learner’s membership', async () => {
    const plans = await db().select().from(tables.vipPlans).orderBy(asc(tables.vipPlans.sort));
    const [memberCourses] = await db()
      .select({ n: count() })
      .from(courses)
      .where(and(listed, sql`(${courses.charge} = 2 or ${courses.vip} = 1)`));
    const visitor = (await call(null, '/api/front/vip/detail')).body.data as Record<string, unknown>;
    expect(visitor).toMatchObject({ memberCourseCount: memberCourses?.n, vip: 0, vipExpiresAt: null });
    expect((visitor.plans as Array<{ id: number }>).map((plan) => plan.id)).toEqual(
      plans.map((plan) => plan.id),
    );
    expect(visitor.plans).toContainEqual({
      id: plans[0]?.id,
      name: plans[0]?.name,
      durationDays: plans[0]?.durationDays,
      price: plans[0]?.price,
      linePrice: plans[0]?.linePrice,
      benefits: plans[0]?.benefits,
    });
    const ofMember = (await call(member, '/api/front/vip/detail')).body.data;
    expect(ofMember).toMatchObject({
      vip: 1,
      vipExpiresAt: new Date('2027-06-30T23:59:59+08:00').toISOString(),
    });
    const learner = await freshLearner();
    expect((await call(learner, '/api/front/vip/detail')).body.data).toMatchObject({
      vip: 0,
      vipExpiresAt: null,
    });
  });

  it('leaves out disabled plans', async () => {
    const [plan] = await db().select().from(tables.vipPlans).orderBy(asc(tables.vipPlans.sort)).limit(1);
    await db()
      .update(tables.vipPlans)
      .set({ enabled: false })
      .where(eq(tables.vipPlans.id, plan?.id ?? 0));
    try {
      const data = (await call(null, '/api/front/vip/detail')).body.data as { plans: Array<{ id: number }> };
      expect(data.plans.map((p) => p.id)).not.toContain(plan?.id);
      expect(data.plans.length).toBeGreaterThan(0);
    } finally {
      await db()
        .update(tables.vipPlans)
        .set({ enabled: true })
        .where(eq(tables.vipPlans.id, plan?.id ?? 0));
    }
  });
});
