import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { rollUpEnterpriseStudy } from '../src/modules/enterprise/index.js';
import { asEnterprise } from '../src/modules/enterprise/scope.js';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { serverForThisFile } from './harness.js';
import { learningCalls, pastPlayToken } from './learning-support.js';
import { type LoggedIn, loginWithAccount } from './login-helpers.js';

const server = serverForThisFile();
const db = () => server.database.db;
const { call, data } = learningCalls(server);
const ENT = '/api/ent/front';

interface Page<T> {
  list: T[];
  total: number;
}
interface Item {
  id: number;
  name: string;
  private: boolean;
  lastViewed: number;
}
interface Task {
  id: number;
  status: number;
  itemCount: number;
  items?: Array<{ kind: string; id: number; done: boolean }>;
}
interface Statistics {
  todayMinutes: number;
  weekMinutes: number;
  totalMinutes: number;
  courseCount: number;
  taskCount: number;
}

/** The seed's two enterprises (seed/enterprise-centre.ts). */
const A = {
  privateCourses: [301, 302],
  licensed: 20,
  bundle: 102,
  seatCourse: 9,
  expiredCourse: 10,
  topics: [1, 2, 3],
  tasks: [1, 2],
};
const B = { privateCourse: 311, topic: 11, task: 11 };

let learnerA: LoggedIn;
let seatless: LoggedIn;
let workshop: LoggedIn;
let learnerB: LoggedIn;
let individual: LoggedIn;

beforeAll(async () => {
  const login = (account: string) => loginWithAccount(server, account, DEMO_PASSWORD);
  [learnerA, seatless, workshop, learnerB, individual] = await Promise.all([
    login('hdzz001'),
    login('hdzz003'),
    login('hdzz004'),
    login('jnyf001'),
    login('13800000003'),
  ]);
  for (const who of [learnerA, seatless, workshop, learnerB, individual]) expect(who.body.code).toBe('00000');
});

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe('the library', () => {
  it('lists the enterprise own courses first, licensed ones after, each with the learner state', async () => {
    const page = await data<Page<Item>>(learnerA, `${ENT}/course/list`, { pageSize: 100 });
    expect(ids(page.list).slice(0, 2)).toEqual(A.privateCourses);
    expect(page.list[0]?.private).toBe(true);
    expect(ids(page.list)).toContain(A.licensed);
    expect(ids(page.list)).toContain(A.seatCourse);
    expect(ids(page.list)).not.toContain(A.expiredCourse);
    expect(ids(page.list)).not.toContain(B.privateCourse);
    expect(page.total).toBe(page.list.length);
  });

  it('keeps a per-seat course to the learners holding a seat, and an expired licence to nobody', async () => {
    const page = await data<Page<Item>>(seatless, `${ENT}/course/list`, { pageSize: 100 });
    expect(ids(page.list)).not.toContain(A.seatCourse);
    expect((await call(seatless, `${ENT}/course/detail`, { id: A.seatCourse })).body.code).toBe('A0404');
    expect((await call(learnerA, `${ENT}/course/detail`, { id: A.expiredCourse })).body.code).toBe('A0404');
  });

  it('filters by the enterprise categories and searches inside the library only', async () => {
    const categories = await data<Array<{ id: number; name: string }>>(
      learnerA,
      `${ENT}/course/category/drop`,
    );
    expect(categories.map((category) => category.name)).toEqual([
      '管理能力',
      '安全生产',
      '职场通用',
      '企业内训',
    ]);
    const internal = await data<Page<Item>>(learnerA, `${ENT}/course/list`, { categoryId: 4 });
    expect(ids(internal.list)).toEqual([301]);
    const found = await data<Page<Item>>(learnerA, `${ENT}/course/list`, { keyword: '规范' });
    expect(found.list).toEqual([]);
    const own = await data<Page<Item>>(learnerB, `${ENT}/course/list`, { keyword: '规范' });
    expect(ids(own.list)).toEqual([B.privateCourse]);
  });

  it('opens a course, its sections (all playable), its lecturer, and a bundle whose button opens its first course', async () => {
    const detail = await data<{ buy: number; private: boolean }>(learnerA, `${ENT}/course/detail`, {
      id: 301,
    });
    expect(detail).toMatchObject({ buy: 1, private: true });
    const catalog = await data<Array<{ sectionFrontList: Array<{ playable: boolean }> }>>(
      learnerA,
      `${ENT}/course/catalog`,
      { id: 301 },
    );
    expect(catalog.flatMap((chapter) => chapter.sectionFrontList).every((section) => section.playable)).toBe(
      true,
    );
    const lecturer = await data<{ name: string }>(learnerA, `${ENT}/course/teacher/detail`, {
      id: A.licensed,
    });
    expect(lecturer.name.length).toBeGreaterThan(0);
    const bundle = await data<{ type: number; firstCourseId: number }>(learnerA, `${ENT}/course/detail`, {
      id: A.bundle,
    });
    expect(bundle.type).toBe(2);
    const groups = await data<Array<{ courseFrontList: Array<{ id: number }> }>>(
      learnerA,
      `${ENT}/course/bundle/catalog`,
      { id: A.bundle },
    );
    expect(bundle.firstCourseId).toBe(groups[0]?.courseFrontList[0]?.id);
    const inBundle = await data<{ id: number }>(learnerA, `${ENT}/course/detail`, {
      id: bundle.firstCourseId,
      bundleId: A.bundle,
    });
    expect(inBundle.id).toBe(bundle.firstCourseId);
  });

  it('serves topics with their courses in the topic order', async () => {
    const topics = await data<Page<{ id: number; courseCount: number }>>(learnerA, `${ENT}/topic/list`);
    expect(ids(topics.list)).toEqual(A.topics);
    const topic = await data<{ topic: { name: string }; list: Item[] }>(
      learnerA,
      `${ENT}/topic/course/list`,
      { id: 1 },
    );
    expect(topic.topic.name).toBe('新员工入职第一课');
    expect(ids(topic.list)).toEqual([301, 7, 8, 19]);
  });
});

describe('learning tasks', () => {
  it('gives a learner the tasks of their department and those above it, and their own', async () => {
    const page = await data<Page<Task>>(workshop, `${ENT}/task/list/pc`);
    expect(ids(page.list).sort()).toEqual([1, 2]);
    const overdue = page.list.find((task) => task.id === 2);
    expect(overdue?.status).toBe(3);
    const detail = await data<Task>(workshop, `${ENT}/task/detail`, { id: 1 });
    expect(detail.items?.map((item) => `${item.kind}${item.id}`)).toEqual(['course301', 'course7', 'exam2']);
    expect(detail.status).toBe(0);
    const onlyOverdue = await data<Page<Task>>(workshop, `${ENT}/task/list/pc`, { status: 3 });
    expect(ids(onlyOverdue.list)).toEqual([2]);
  });

  it('records study against the task when the player opens a task course with its taskId', async () => {
    const detail = await data<Task>(learnerA, `${ENT}/task/detail`, { id: 1 });
    expect(detail.status).toBe(0);
    await data(learnerA, `${ENT}/learn/play/detail`, { courseId: 301, taskId: 1 });
    expect((await data<Task>(learnerA, `${ENT}/task/detail`, { id: 1 })).status).toBe(1);
    // A task that is not the learner's, or a course not in it, records nothing.
    await data(learnerB, `${ENT}/learn/play/detail`, { courseId: 311, taskId: 1 });
    expect((await call(learnerB, `${ENT}/task/detail`, { id: 1 })).body.code).toBe('A0404');
  });
});

describe('the learning centre', () => {
  it("shows a seeded learner's minutes, courses and learning record from the same study", async () => {
    const statistics = await data<Statistics & { finishedCourseCount: number }>(
      learnerA,
      `${ENT}/home/statistics`,
    );
    const record = await data<Page<{ id: number; finishedCount: number; count: number }>>(
      learnerA,
      `${ENT}/learn/learning/list/all`,
      { pageSize: 50 },
    );
    const watched = await db().execute(sql`select coalesce(sum(watched_seconds), 0)::int as seconds
      from section_progress where user_id = ${learnerA.userId}`);
    const seconds = Number((watched as unknown as { rows: Array<{ seconds: number }> }).rows[0]?.seconds);
    expect(seconds).toBeGreaterThan(0);
    expect(statistics.totalMinutes).toBe(Math.floor(seconds / 60));
    expect(statistics.courseCount).toBe(record.list.length);
    expect(statistics.finishedCourseCount).toBe(
      record.list.filter((course) => course.finishedCount >= course.count).length,
    );
    expect(statistics.finishedCourseCount).toBeGreaterThan(0);
  });

  it('moves today, the week, the total and the rank once the roll-up job has run, never before', async () => {
    const before = await data<Statistics>(workshop, `${ENT}/home/statistics`);
    const rankBefore = await data<{ rank: number; learnerCount: number }>(
      workshop,
      `${ENT}/home/learn/user/rank`,
    );
    const [section] = await readCourseSections(db(), 301);
    const sectionId = section?.id as number;
    const playToken = pastPlayToken({
      userId: workshop.userId,
      courseId: 301,
      sectionId,
      durationSeconds: section?.durationSeconds ?? 600,
      startedMsAgo: 10 * 60_000,
    });
    await data(workshop, `${ENT}/learn/play/detail`, { courseId: 301 });
    await data(workshop, `${ENT}/learn/duration/save`, {
      courseId: 301,
      sectionId,
      playToken,
      seq: 1,
      positionSeconds: 300,
      watchedSeconds: 300,
    });
    // Read from the roll-ups: nothing moves until the job has run.
    expect((await data<Statistics>(workshop, `${ENT}/home/statistics`)).todayMinutes).toBe(
      before.todayMinutes,
    );
    expect(await rollUpEnterpriseStudy(db())).toBeGreaterThan(0);
    const after = await data<Statistics>(workshop, `${ENT}/home/statistics`);
    expect(after.todayMinutes - before.todayMinutes).toBe(5);
    expect(after.weekMinutes - before.weekMinutes).toBe(5);
    expect(after.totalMinutes - before.totalMinutes).toBe(5);
    expect(after.courseCount).toBe(before.courseCount + 1);
    // A second run at once finds no new study.
    await rollUpEnterpriseStudy(db());
    expect((await data<Statistics>(workshop, `${ENT}/home/statistics`)).totalMinutes).toBe(
      after.totalMinutes,
    );
    const rankAfter = await data<{ rank: number; totalMinutes: number }>(
      workshop,
      `${ENT}/home/learn/user/rank`,
    );
    expect(rankAfter.totalMinutes).toBe(after.totalMinutes);
    expect(rankAfter.rank).toBeLessThanOrEqual(rankBefore.rank);
    expect(rankBefore.learnerCount).toBe(7);
    const record = await data<Page<{ id: number; finishedCount: number }>>(
      workshop,
      `${ENT}/learn/learning/list/all`,
    );
    expect(ids(record.list)[0]).toBe(301);
  });

  it('ranks the enterprise learners by their study time, and nobody of another enterprise', async () => {
    const top = await data<Array<{ userId: number; rank: number; totalMinutes: number }>>(
      learnerA,
      `${ENT}/learn/learning/top`,
      { limit: 50 },
    );
    expect(top.map((row) => row.rank)).toEqual(top.map((_, index) => index + 1));
    expect(top.every((row) => row.userId >= 11 && row.userId <= 17)).toBe(true);
    const minutes = top.map((row) => row.totalMinutes);
    expect(minutes).toEqual([...minutes].sort((x, y) => y - x));
  });

  it('places a learner who overtakes the others first at the next roll-up, and moves them down one', async () => {
    type Ranked = { userId: number; rank: number; totalMinutes: number };
    const top = () => data<Ranked[]>(learnerA, `${ENT}/learn/learning/top`, { limit: 50 });
    const before = await top();
    const leader = before[0] as Ranked;
    const mine = await data<Ranked>(workshop, `${ENT}/home/learn/user/rank`);
    expect(mine.rank).toBeGreaterThan(1);
    // Hours of heartbeats, as the progress rows the roll-up reads would hold them.
    await db().execute(sql`update section_progress set watched_seconds = watched_seconds + 100000
      where user_id = ${workshop.userId} and section_id = (
        select section_id from section_progress where user_id = ${workshop.userId} limit 1)`);
    expect((await data<Ranked>(workshop, `${ENT}/home/learn/user/rank`)).rank).toBe(mine.rank);
    await rollUpEnterpriseStudy(db());
    expect((await data<Ranked>(workshop, `${ENT}/home/learn/user/rank`)).rank).toBe(1);
    const after = await top();
    expect(after[0]?.userId).toBe(workshop.userId);
    const leaderNow = after.find((row) => row.userId === leader.userId);
    expect(leaderNow?.rank).toBe(2);
    const leaderAsSeen = await data<Ranked>(learnerA, `${ENT}/home/learn/user/rank`);
    expect(leaderAsSeen.rank).toBe(after.find((row) => row.userId === learnerA.userId)?.rank);
  });

  it('refuses people who are not enterprise learners', async () => {
    const refused = await call(individual, `${ENT}/home/statistics`);
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
      403,
      'A0301',
      '该功能仅对企业学员开放',
    ]);
  });
});

/**
 * The isolation matrix: a learner of enterprise B calls every enterprise call with enterprise A's
 * ids. Each is refused as not found, or answers nothing of A's.
 */
describe('a learner of another enterprise', () => {
  const refusedWithAsIds: Array<[path: string, body: Record<string, number>]> = [
    ...A.privateCourses.flatMap((id) => [
      ['/course/detail', { id }] as [string, Record<string, number>],
      ['/course/catalog', { id }] as [string, Record<string, number>],
      ['/course/teacher/detail', { id }] as [string, Record<string, number>],
      ['/learn/play/detail', { courseId: id }] as [string, Record<string, number>],
    ]),
    ['/course/detail', { id: A.licensed }],
    ['/course/detail', { id: 1, bundleId: A.bundle }],
    ['/course/bundle/catalog', { id: A.bundle }],
    ...A.topics.map((id) => ['/topic/course/list', { id }] as [string, Record<string, number>]),
    ...A.tasks.map((id) => ['/task/detail', { id }] as [string, Record<string, number>]),
  ];

  it.each(refusedWithAsIds)('is refused %s %j', async (path, body) => {
    const answer = await call(learnerB, `${ENT}${path}`, body);
    expect([answer.status, answer.body.code]).toEqual([404, 'A0404']);
  });

  it('finds nothing of enterprise A in any list, search, figure or rank', async () => {
    const aCourses = new Set([...A.privateCourses, A.licensed, A.bundle]);
    const library = await data<Page<Item>>(learnerB, `${ENT}/course/list`, { pageSize: 100 });
    expect(ids(library.list).filter((id) => aCourses.has(id))).toEqual([]);
    for (const categoryId of [1, 2, 3, 4]) {
      const page = await data<Page<Item>>(learnerB, `${ENT}/course/list`, { categoryId });
      expect(page.list, `category ${categoryId}`).toEqual([]);
    }
    const search = await data<Page<Item>>(learnerB, `${ENT}/course/list`, { keyword: '华东智造' });
    expect(search.list).toEqual([]);
    const categories = await data<Array<{ id: number }>>(learnerB, `${ENT}/course/category/drop`);
    expect(ids(categories)).toEqual([11, 12, 13]);
    const topics = await data<Page<{ id: number }>>(learnerB, `${ENT}/topic/list`);
    expect(ids(topics.list)).toEqual([B.topic]);
    const tasks = await data<Page<Task>>(learnerB, `${ENT}/task/list/pc`);
    expect(ids(tasks.list)).toEqual([B.task]);
    const top = await data<Array<{ userId: number }>>(learnerB, `${ENT}/learn/learning/top`, { limit: 50 });
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((row) => row.userId >= 21)).toBe(true);
    const rank = await data<{ learnerCount: number }>(learnerB, `${ENT}/home/learn/user/rank`);
    expect(rank.learnerCount).toBe(4);
    const record = await data<Page<{ id: number }>>(learnerB, `${ENT}/learn/learning/list/all`);
    expect(ids(record.list).filter((id) => aCourses.has(id))).toEqual([]);
    const statistics = await data<Statistics>(learnerB, `${ENT}/home/statistics`);
    expect(statistics.taskCount).toBe(1);
  });
});

/**
 * The second wall: the learning centre's statements run as a role bound by row-level security, with
 * the session's enterprise set for the transaction. A read that names no enterprise at all still
 * sees nothing of another enterprise.
 */
describe('the database itself', () => {
  const POLICY_BOUND = [
    'users',
    'exams',
    'enterprise_courses',
    'ent_departments',
    'ent_learners',
    'ent_categories',
    'ent_seats',
    'ent_topics',
    'ent_topic_courses',
    'ent_tasks',
    'ent_task_items',
    'ent_task_assignees',
    'ent_study_days',
    'ent_learner_totals',
  ];
  const countOfEnterpriseA = (run: (query: ReturnType<typeof sql>) => Promise<unknown>, table: string) =>
    run(sql`select count(*)::int as n from ${sql.identifier(table)} where ent_id = 1`).then((result) =>
      Number((result as { rows: Array<{ n: number }> }).rows[0]?.n),
    );

  it.each(POLICY_BOUND)('stops a read of %s that has no enterprise condition of its own', async (table) => {
    expect(
      await countOfEnterpriseA((query) => db().execute(query), table),
      'rows of A exist',
    ).toBeGreaterThan(0);
    const asB = await asEnterprise(db(), { entId: 2 }, (tx) =>
      countOfEnterpriseA((query) => tx.execute(query), table),
    );
    expect(asB).toBe(0);
  });

  it('lets the enterprise read its own rows', async () => {
    const topics = await asEnterprise(db(), { entId: 2 }, (tx) =>
      tx.execute(sql`select id from ent_topics order by id`),
    );
    expect((topics as unknown as { rows: Array<{ id: number }> }).rows.map((row) => row.id)).toEqual([
      B.topic,
    ]);
  });
});
