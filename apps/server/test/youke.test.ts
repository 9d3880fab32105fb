import type { Page } from '@zhixue/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { learningCalls } from './learning-support.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1330000');
const db = () => server.database.db;

const { call, data } = learningCalls(server);

interface Project {
  id: number;
  name: string;
  intro: string;
  picCover: string;
  listCount?: number;
}
interface Card {
  id: number;
  name: string;
  picCover: string;
  count: number;
  lecturerName: string | null;
  learnerCount: number;
  projectName: string;
}
interface Detail {
  id: number;
  name: string;
  lecturerName: string | null;
  lessonCount: number;
  durationSeconds: number;
  projectId: number;
  projectName: string;
  listId: number;
  listName: string;
}
interface Section {
  id: number;
  courseId: number;
  durationStr: string;
  durationSeconds: number;
  learnLast: number;
  learnStatus: number;
  playable: boolean;
}
interface Group {
  id: number;
  name: string | null;
  sectionFrontList: Section[];
}

const PROJECT_LISTS: Record<number, number[]> = { 1: [11, 12], 2: [21, 22], 3: [31, 32] };
const LIST_COURSES: Record<number, number[]> = {
  11: [201, 202],
  12: [203, 204, 205],
  21: [206, 207],
  22: [208, 209, 210],
  31: [211, 212],
  32: [213, 214],
};
const ALL_YOUKE = Object.values(LIST_COURSES).flat();

describe('youke/project/list and youke/list/list', () => {
  it('lists the projects in order with their list counts', async () => {
    const projects = await data<Project[]>(null, '/api/front/youke/project/list');
    expect(projects.map((project) => project.id)).toEqual([1, 2, 3]);
    for (const project of projects) {
      expect(project.name).not.toBe('');
      expect(project.intro).not.toBe('');
      expect(project.picCover).not.toBe('');
      expect(project.listCount).toBe(2);
    }
  });

  it('lists the lists of each project, and none of an unknown project', async () => {
    for (const [projectId, listIds] of Object.entries(PROJECT_LISTS)) {
      const lists = await data<Array<{ id: number; name: string }>>(null, '/api/front/youke/list/list', {
        projectId: Number(projectId),
      });
      expect(lists.map((list) => list.id)).toEqual(listIds);
      expect(lists.every((list) => list.name.length > 0)).toBe(true);
    }
    expect(await data(null, '/api/front/youke/list/list', { projectId: 999 })).toEqual([]);
  });

  it('refuses a missing or hostile project id', async () => {
    for (const projectId of [undefined, 'abc', -1, 0, 2 ** 31]) {
      const answer = await call(null, '/api/front/youke/list/list', { projectId });
      expect([answer.status, answer.body.code]).toEqual([400, 'A0400']);
    }
  });
});

describe('youke/course/list', () => {
  it('lists every published youke course, and only those', async () => {
    const page = await data<Page<Card>>(null, '/api/front/youke/course/list', { pageSize: 100 });
    expect(page.total).toBe(ALL_YOUKE.length);
    expect(page.list.map((card) => card.id).sort()).toEqual([...ALL_YOUKE].sort());
    for (const card of page.list) {
      expect(card.projectName).not.toBe('');
      expect(card.count).toBeGreaterThan(0);
    }
  });

  it('filters by project and by list', async () => {
    for (const [projectId, listIds] of Object.entries(PROJECT_LISTS)) {
      const expected = listIds.flatMap((listId) => LIST_COURSES[listId] ?? []);
      const page = await data<Page<Card>>(null, '/api/front/youke/course/list', {
        projectId: Number(projectId),
      });
      expect(page.list.map((card) => card.id).sort()).toEqual(expected.sort());
      expect(page.total).toBe(expected.length);
      for (const listId of listIds) {
        const byList = await data<Page<Card>>(null, '/api/front/youke/course/list', {
          projectId: Number(projectId),
          listId,
        });
        expect(byList.list.map((card) => card.id).sort()).toEqual(LIST_COURSES[listId]);
      }
    }
  });

  it('pages, with an empty page past the end that still tells the total', async () => {
    const first = await data<Page<Card>>(null, '/api/front/youke/course/list', { pageSize: 5 });
    const second = await data<Page<Card>>(null, '/api/front/youke/course/list', {
      pageSize: 5,
      pageCurrent: 2,
    });
    expect([first.list.length, second.list.length, first.total]).toEqual([5, 5, ALL_YOUKE.length]);
    expect(new Set([...first.list, ...second.list].map((card) => card.id)).size).toBe(10);
    const past = await data<Page<Card>>(null, '/api/front/youke/course/list', {
      pageSize: 5,
      pageCurrent: 9,
    });
    expect(past).toEqual({ list: [], total: ALL_YOUKE.length, pageCurrent: 9, pageSize: 5 });
    const tooBig = await call(null, '/api/front/youke/course/list', { pageSize: 101 });
    expect([tooBig.status, tooBig.body.code]).toEqual([400, 'A0400']);
  });

  it('answers A0404 for an unknown list or a list of another project, A0400 for hostile ids', async () => {
    for (const body of [{ listId: 99 }, { projectId: 1, listId: 21 }]) {
      const answer = await call(null, '/api/front/youke/course/list', body);
      expect([answer.status, answer.body.code, answer.body.msg]).toEqual([404, 'A0404', '列表不存在']);
    }
    for (const bad of ['abc', -1, 0, 2 ** 31]) {
      for (const key of ['listId', 'projectId']) {
        const answer = await call(null, '/api/front/youke/course/list', { [key]: bad });
        expect([answer.status, answer.body.code]).toEqual([400, 'A0400']);
      }
    }
  });
});

describe('youke/course/detail', () => {
  it('shows a youke course with its project, list and total duration', async () => {
    const detail = await data<Detail>(null, '/api/front/youke/course/detail', { id: 203 });
    expect([detail.id, detail.projectId, detail.listId]).toEqual([203, 1, 12]);
    expect(detail.projectName).toBe('新任经理成长营');
    expect(detail.listName).toBe('带团队入门');
    const rows = await db()
      .select({ seconds: tables.sections.durationSeconds })
      .from(tables.sections)
      .where(eq(tables.sections.courseId, 203));
    expect(detail.lessonCount).toBe(rows.length);
    expect(detail.durationSeconds).toBe(rows.reduce((sum, row) => sum + row.seconds, 0));
  });

  it('answers A0404 for a main-site or unknown course and A0400 for hostile ids', async () => {
    for (const id of [1, 101, 999_999]) {
      const answer = await call(null, '/api/front/youke/course/detail', { id });
      expect([answer.status, answer.body.code, answer.body.msg]).toEqual([404, 'A0404', '课程不存在']);
    }
    for (const id of ['abc', -1, 0, 2 ** 31, undefined]) {
      const answer = await call(null, '/api/front/youke/course/detail', { id });
      expect([answer.status, answer.body.code]).toEqual([400, 'A0400']);
    }
  });
});

describe('youke/course/catalog', () => {
  const orderedSections = (courseId: number) =>
    db()
      .select({ id: tables.sections.id, chapterId: tables.sections.chapterId })
      .from(tables.sections)
      .innerJoin(tables.chapters, eq(tables.chapters.id, tables.sections.chapterId))
      .where(eq(tables.sections.courseId, courseId))
      .orderBy(
        asc(tables.chapters.sort),
        asc(tables.chapters.id),
        asc(tables.sections.sort),
        asc(tables.sections.id),
      );

  it('shows every section playable and in order, with no progress for a visitor', async () => {
    const groups = await data<Group[]>(null, '/api/front/youke/course/catalog', { id: 204 });
    const all = groups.flatMap((group) => group.sectionFrontList);
    expect(all.map((section) => section.id)).toEqual((await orderedSections(204)).map((row) => row.id));
    expect(all.length).toBeGreaterThan(1);
    for (const section of all) {
      expect(section.courseId).toBe(204);
      expect(section.playable).toBe(true);
      expect(section.durationStr).toMatch(/^(\d+:)?\d{2}:\d{2}$/);
      expect([section.learnLast, section.learnStatus]).toEqual([0, 0]);
    }
  });

  it('shows a logged-in learner’s own progress', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const courseId = 205;
    const before = (
      await data<Group[]>(learner, '/api/front/youke/course/catalog', { id: courseId })
    ).flatMap((group) => group.sectionFrontList);
    expect(before.every((section) => section.learnLast === 0 && section.learnStatus === 0)).toBe(true);
    const [first, second] = before;
    if (!first || !second) throw new Error('the course needs two sections');
    await db()
      .insert(tables.sectionProgress)
      .values({ userId: learner.userId, sectionId: first.id, courseId, finished: 1 });
    await db()
      .insert(tables.courseStudy)
      .values({ userId: learner.userId, courseId, lastSectionId: second.id });
    const after = (await data<Group[]>(learner, '/api/front/youke/course/catalog', { id: courseId })).flatMap(
      (group) => group.sectionFrontList,
    );
    expect(after.map((section) => [section.learnStatus, section.learnLast, section.playable])).toEqual(
      before.map((section) => [section.id === first.id ? 1 : 0, section.id === second.id ? 1 : 0, true]),
    );
    const visitor = (await data<Group[]>(null, '/api/front/youke/course/catalog', { id: courseId })).flatMap(
      (group) => group.sectionFrontList,
    );
    expect(visitor.every((section) => section.learnLast === 0 && section.learnStatus === 0)).toBe(true);
    await db()
      .delete(tables.courseStudy)
      .where(and(eq(tables.courseStudy.userId, learner.userId), eq(tables.courseStudy.courseId, courseId)));
  });

  it('answers A0404 for a main-site or unknown course and A0400 for hostile ids', async () => {
    for (const id of [1, 999_999]) {
      const answer = await call(null, '/api/front/youke/course/catalog', { id });
      expect([answer.status, answer.body.code, answer.body.msg]).toEqual([404, 'A0404', '课程不存在']);
    }
    for (const id of ['abc', -1, 0, 2 ** 31]) {
      const answer = await call(null, '/api/front/youke/course/catalog', { id });
      expect([answer.status, answer.body.code]).toEqual([400, 'A0400']);
    }
  });
});
