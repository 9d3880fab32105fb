import type { AdminCourse, AdminYoukeList, AdminYoukeProject } from '@zhixue/contract';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type Database, reorderRows, type SortableTable } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { addYoukeCourse, findCourse, moveToYoukeList, reorderYoukeList } from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as tables from './tables.js';

const { courses } = catalogTables;
const { youkeLists, youkeProjects } = tables;
type Audit = (change: AuditChange) => void;

const projectColumns = {
  id: youkeProjects.id,
  name: youkeProjects.name,
  intro: youkeProjects.intro,
  picCover: youkeProjects.picCover,
  sort: youkeProjects.sort,
  published: youkeProjects.published,
};

const listColumns = {
  id: youkeLists.id,
  projectId: youkeLists.projectId,
  name: youkeLists.name,
  sort: youkeLists.sort,
  published: youkeLists.published,
  // Spelled out: inside a subquery Drizzle leaves columns unqualified, and `id` would be the course's.
  courseCount: sql<number>`(select count(*)::int from courses where courses.youke_list_id = youke_lists.id)`,
};

/** Projects in the learners' order, each with its lists in order (one query each, not one per project). */
async function readProjects(db: Database, projectId?: number): Promise<AdminYoukeProject[]> {
  const [projects, lists] = await Promise.all([
    db
      .select(projectColumns)
      .from(youkeProjects)
      .where(projectId === undefined ? undefined : eq(youkeProjects.id, projectId))
      .orderBy(asc(youkeProjects.sort), asc(youkeProjects.id)),
    db
      .select(listColumns)
      .from(youkeLists)
      .where(projectId === undefined ? undefined : eq(youkeLists.projectId, projectId))
      .orderBy(asc(youkeLists.sort), asc(youkeLists.id)),
  ]);
  return projects.map((project) => ({
    ...project,
    lists: lists.filter((list) => list.projectId === project.id),
  }));
}

export const listAdminYoukeProjects = (db: Database) => readProjects(db);

async function findProject(tx: Database, id: number, lock = false): Promise<AdminYoukeProject> {
  if (lock)
    await tx
      .select({ id: youkeProjects.id })
      .from(youkeProjects)
      .where(eq(youkeProjects.id, id))
      .for('update');
  const [project] = await readProjects(tx, id);
  if (!project) throw new AppError('YOUKE_PROJECT_NOT_FOUND');
  return project;
}

async function findList(tx: Database, id: number, lock = false): Promise<AdminYoukeList> {
  const query = tx.select(listColumns).from(youkeLists).where(eq(youkeLists.id, id));
  const [list] = lock ? await query.for('update', { of: youkeLists }) : await query;
  if (!list) throw new AppError('YOUKE_LIST_NOT_FOUND');
  return list;
}

async function assertProjectNameFree(tx: Database, name: string, exceptId = 0) {
  const [taken] = await tx
    .select({ id: youkeProjects.id })
    .from(youkeProjects)
    .where(and(eq(youkeProjects.name, name), ne(youkeProjects.id, exceptId)));
  if (taken) throw new AppError('YOUKE_PROJECT_NAME_TAKEN');
}

async function assertListNameFree(tx: Database, projectId: number, name: string, exceptId = 0) {
  const [taken] = await tx
    .select({ id: youkeLists.id })
    .from(youkeLists)
    .where(and(eq(youkeLists.projectId, projectId), eq(youkeLists.name, name), ne(youkeLists.id, exceptId)));
  if (taken) throw new AppError('YOUKE_LIST_NAME_TAKEN');
}

/** The hand-ordered tables of this screen, for `reorderRows` and `nextSort`. */
const PROJECT_ORDER: SortableTable = { table: youkeProjects, id: youkeProjects.id, sort: youkeProjects.sort };
const LIST_ORDER: SortableTable = { table: youkeLists, id: youkeLists.id, sort: youkeLists.sort };

/** The sort after the last row `scope` selects: a new row goes last. */
async function nextSort(tx: Database, { table, sort }: SortableTable, scope?: SQL): Promise<number> {
  const [last] = await tx
    .select({ sort: sql<number>`coalesce(max(${sort}), 0)::int` })
    .from(table)
    .where(scope);
  return (last?.sort ?? 0) + 1;
}

type ProjectShape = { name: string; intro: string; picCover: string };

export async function createYoukeProject(tx: Database, input: ProjectShape, audit: Audit) {
  await assertProjectNameFree(tx, input.name);
  const [row] = await tx
    .insert(youkeProjects)
    .values({ ...input, sort: await nextSort(tx, PROJECT_ORDER), published: false })
    .returning({ id: youkeProjects.id });
  if (!row) throw new Error('the new youke project was not inserted');
  const created = await findProject(tx, row.id);
  audit({ entity: 'youke-project', entityId: row.id, before: null, after: created });
  return created;
}

export async function updateYoukeProject(
  tx: Database,
  change: ({ id: number } & ProjectShape) | { id: number; published: boolean },
  audit: Audit,
) {
  const { id, ...values } = change;
  const before = await findProject(tx, id, true);
  if ('name' in values) await assertProjectNameFree(tx, values.name, id);
  await tx.update(youkeProjects).set(values).where(eq(youkeProjects.id, id));
  const after = await findProject(tx, id);
  audit({ entity: 'youke-project', entityId: id, before, after });
  return after;
}

export async function reorderYoukeProjects(tx: Database, ids: number[], audit: Audit) {
  const before = await reorderRows(tx, PROJECT_ORDER, undefined, ids);
  if (!before) throw new AppError('LIST_ORDER_MISMATCH');
  audit({ entity: 'youke-project-order', entityId: 0, before, after: ids });
  return readProjects(tx);
}

export async function createYoukeList(
  tx: Database,
  input: { projectId: number; name: string },
  audit: Audit,
) {
  await findProject(tx, input.projectId, true);
  await assertListNameFree(tx, input.projectId, input.name);
  const sort = await nextSort(tx, LIST_ORDER, eq(youkeLists.projectId, input.projectId));
  const [row] = await tx
    .insert(youkeLists)
    .values({ ...input, sort, published: false })
    .returning({ id: youkeLists.id });
  if (!row) throw new Error('the new youke list was not inserted');
  audit({ entity: 'youke-list', entityId: row.id, before: null, after: await findList(tx, row.id) });
  return findProject(tx, input.projectId);
}

export async function updateYoukeList(
  tx: Database,
  change: { id: number; name: string } | { id: number; published: boolean },
  audit: Audit,
) {
  const { id, ...values } = change;
  const before = await findList(tx, id, true);
  if ('name' in values) await assertListNameFree(tx, before.projectId, values.name, id);
  await tx.update(youkeLists).set(values).where(eq(youkeLists.id, id));
  audit({ entity: 'youke-list', entityId: id, before, after: await findList(tx, id) });
  return findProject(tx, before.projectId);
}

export async function reorderYoukeLists(
  tx: Database,
  input: { projectId: number; ids: number[] },
  audit: Audit,
) {
  await findProject(tx, input.projectId, true);
  const before = await reorderRows(tx, LIST_ORDER, eq(youkeLists.projectId, input.projectId), input.ids);
  if (!before) throw new AppError('LIST_ORDER_MISMATCH');
  audit({ entity: 'youke-list-order', entityId: input.projectId, before, after: input.ids });
  return findProject(tx, input.projectId);
}

/** A list's courses, in the order /youke shows them. */
export async function listYoukeListCourses(db: Database, listId: number): Promise<AdminCourse[]> {
  await findList(db, listId);
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.youkeListId, listId))
    .orderBy(asc(courses.sort), asc(courses.id));
  return Promise.all(rows.map((row) => findCourse(db, row.id)));
}

/** The catalogue makes the course row (a free course, last in the list); the list is youke's. */
export async function createYoukeCourse(
  tx: Database,
  input: { listId: number; name: string; summary: string },
  audit: Audit,
) {
  await findList(tx, input.listId, true);
  const id = await addYoukeCourse(tx, input.listId, { name: input.name, summary: input.summary });
  const created = await findCourse(tx, id);
  audit({
    entity: 'course',
    entityId: id,
    before: null,
    after: { ...created, youkeListId: input.listId },
  });
  return created;
}

export async function reorderYoukeCourses(
  tx: Database,
  input: { listId: number; ids: number[] },
  audit: Audit,
) {
  await findList(tx, input.listId, true);
  const before = await reorderYoukeList(tx, input.listId, input.ids);
  if (!before) throw new AppError('LIST_ORDER_MISMATCH');
  audit({ entity: 'youke-course-order', entityId: input.listId, before, after: input.ids });
  return listYoukeListCourses(tx, input.listId);
}

export async function moveYoukeCourse(tx: Database, input: { id: number; listId: number }, audit: Audit) {
  const course = await findCourse(tx, input.id, true);
  if (course.channel !== 'youke') throw new AppError('YOUKE_COURSE_INVALID');
  await findList(tx, input.listId, true);
  const [row] = await tx
    .select({ listId: courses.youkeListId })
    .from(courses)
    .where(eq(courses.id, input.id));
  await moveToYoukeList(tx, input.id, input.listId);
  audit({
    entity: 'course',
    entityId: input.id,
    before: { youkeListId: row?.listId ?? null },
    after: { youkeListId: input.listId },
  });
  return findCourse(tx, input.id);
}
