import type { EntAdminExam, EntAdminTask, PageQuery } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as examsTables from '../exams/tables.js';
import * as usersTables from '../users/tables.js';
import { requireLibraryCourses } from './admin-library.js';
import type { EnterpriseScope } from './scope.js';
import * as tables from './tables.js';

const { courses } = catalogTables;
const { entDepartments, entLearners, entTaskAssignees, entTaskItems, entTaskProgress, entTasks } = tables;
const { examAttempts, exams } = examsTables;
const { users } = usersTables;

/**
 * The learners a task reaches, as a query of `user_id`: those assigned by name, and those of an
 * assigned department or any department under it, members of the enterprise now. Shared by the
 * console's counts and the deadline reminders.
 */
export function taskLearners(taskId: SQL, entId: number | SQL) {
  return sql`(with recursive depts as (
      select a.dept_id as id from ${entTaskAssignees} a where a.task_id = ${taskId} and a.ent_id = ${entId} and a.dept_id is not null
      union select d.id from ${entDepartments} d join depts on d.parent_id = depts.id where d.ent_id = ${entId}
    )
    select u.id as user_id from ${users} u where u.ent_id = ${entId} and (
      u.id in (select a.user_id from ${entTaskAssignees} a where a.task_id = ${taskId} and a.ent_id = ${entId})
      or u.id in (select l.user_id from ${entLearners} l where l.ent_id = ${entId} and l.dept_id in (select id from depts))))`;
}

async function presentTasks(
  db: Database,
  { entId }: EnterpriseScope,
  taskIds: number[],
): Promise<EntAdminTask[]> {
  if (taskIds.length === 0) return [];
  const [tasks, items, assignees] = await Promise.all([
    db
      .select({
        id: entTasks.id,
        name: entTasks.name,
        intro: entTasks.intro,
        required: entTasks.required,
        startsAt: entTasks.startsAt,
        deadlineAt: entTasks.deadlineAt,
        // Qualified by hand: a select of one table leaves its own columns unqualified.
        learners: sql<number>`(select count(*) from ${taskLearners(sql.raw('"ent_tasks"."id"'), entId)} reached)::int`,
      })
      .from(entTasks)
      .where(and(eq(entTasks.entId, entId), inArray(entTasks.id, taskIds)))
      .orderBy(sql`${entTasks.id} desc`),
    db
      .select({
        taskId: entTaskItems.taskId,
        courseId: entTaskItems.courseId,
        examId: entTaskItems.examId,
        name: sql<string>`coalesce(${courses.name}, ${exams.name})`,
      })
      .from(entTaskItems)
      .leftJoin(courses, eq(courses.id, entTaskItems.courseId))
      .leftJoin(exams, eq(exams.id, entTaskItems.examId))
      .where(and(eq(entTaskItems.entId, entId), inArray(entTaskItems.taskId, taskIds)))
      .orderBy(entTaskItems.sort, entTaskItems.id),
    db
      .select({
        taskId: entTaskAssignees.taskId,
        userId: entTaskAssignees.userId,
        deptId: entTaskAssignees.deptId,
        name: sql<string>`coalesce(${users.nickname}, ${entDepartments.name})`,
      })
      .from(entTaskAssignees)
      .leftJoin(users, eq(users.id, entTaskAssignees.userId))
      .leftJoin(entDepartments, eq(entDepartments.id, entTaskAssignees.deptId))
      .where(and(eq(entTaskAssignees.entId, entId), inArray(entTaskAssignees.taskId, taskIds)))
      .orderBy(entTaskAssignees.id),
  ]);
  return tasks.map((task) => ({
    ...task,
    startsAt: formatChinaTime(task.startsAt),
    deadlineAt: formatChinaTime(task.deadlineAt),
    items: items
      .filter((item) => item.taskId === task.id)
      .map((item) =>
        item.courseId !== null
          ? { kind: 'course' as const, id: item.courseId, name: item.name ?? '' }
          : { kind: 'exam' as const, id: item.examId ?? 0, name: item.name ?? '' },
      ),
    assignees: assignees
      .filter((assignee) => assignee.taskId === task.id)
      .map((assignee) =>
        assignee.userId !== null
          ? { kind: 'learner' as const, id: assignee.userId, name: assignee.name ?? '' }
          : { kind: 'department' as const, id: assignee.deptId ?? 0, name: assignee.name ?? '' },
      ),
  }));
}

export async function pageAdminTasks(db: Database, scope: EnterpriseScope, query: PageQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: entTasks.id })
      .from(entTasks)
      .where(eq(entTasks.entId, scope.entId))
      .orderBy(sql`${entTasks.id} desc`)
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(entTasks).where(eq(entTasks.entId, scope.entId)),
  ]);
  return {
    list: await presentTasks(
      db,
      scope,
      rows.map((row) => row.id),
    ),
    total: total?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

export interface TaskInput {
  name: string;
  intro: string;
  required: boolean;
  startsAt: string;
  deadlineAt: string;
  courseIds: number[];
  examIds: number[];
  userIds: number[];
  deptIds: number[];
}

/** Every id must be the enterprise's own: another's (or none) is A0404 by its kind. */
async function requireOwn(db: Database, { entId }: EnterpriseScope, input: TaskInput) {
  await requireLibraryCourses(db, { entId }, input.courseIds);
  const count = async (table: typeof exams | typeof users | typeof entDepartments, ids: number[]) =>
    ids.length === 0
      ? 0
      : (
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(table)
            .where(and(eq(table.entId, entId), inArray(table.id, ids)))
        )[0]?.total;
  if ((await count(exams, input.examIds)) !== input.examIds.length) throw new AppError('ENT_EXAM_NOT_FOUND');
  if ((await count(users, input.userIds)) !== input.userIds.length)
    throw new AppError('ENT_LEARNER_NOT_FOUND');
  if ((await count(entDepartments, input.deptIds)) !== input.deptIds.length) {
    throw new AppError('ENT_DEPARTMENT_NOT_FOUND');
  }
}

/** The same id twice counts once. */
const distinctIds = (body: TaskInput): TaskInput => ({
  ...body,
  courseIds: [...new Set(body.courseIds)],
  examIds: [...new Set(body.examIds)],
  userIds: [...new Set(body.userIds)],
  deptIds: [...new Set(body.deptIds)],
});

/** Writes a task's items and assignees, in the order given. */
async function insertContent(db: Database, { entId }: EnterpriseScope, taskId: number, input: TaskInput) {
  await db.insert(entTaskItems).values([
    ...input.courseIds.map((courseId, sort) => ({ taskId, entId, courseId, sort })),
    ...input.examIds.map((examId, index) => ({
      taskId,
      entId,
      examId,
      sort: input.courseIds.length + index,
    })),
  ]);
  await db
    .insert(entTaskAssignees)
    .values([
      ...input.userIds.map((userId) => ({ taskId, entId, userId })),
      ...input.deptIds.map((deptId) => ({ taskId, entId, deptId })),
    ]);
}

const windowOf = (input: TaskInput) => ({
  name: input.name,
  intro: input.intro,
  required: input.required,
  startsAt: new Date(input.startsAt),
  deadlineAt: new Date(input.deadlineAt),
});

async function presentTask(db: Database, scope: EnterpriseScope, taskId: number) {
  const [task] = await presentTasks(db, scope, [taskId]);
  if (!task) throw new AppError('ENT_TASK_NOT_FOUND');
  return task;
}

export async function createTask(
  db: Database,
  scope: EnterpriseScope,
  body: TaskInput,
  audit: (change: AuditChange) => void,
): Promise<EntAdminTask> {
  const input = distinctIds(body);
  await requireOwn(db, scope, input);
  const [task] = await db
    .insert(entTasks)
    .values({ entId: scope.entId, ...windowOf(input) })
    .returning({ id: entTasks.id });
  if (!task) throw new Error('task insert returned nothing');
  await insertContent(db, scope, task.id, input);
  const created = await presentTask(db, scope, task.id);
  audit({ entity: 'ent_task', entityId: task.id, before: null, after: input });
  return created;
}

/**
 * Replaces a task's texts, window, items and assignees. Items' progress is read from the learners'
 * study, so an item taken out simply stops counting; what the task itself recorded follows: a
 * learner it no longer reaches loses their record of it, and a record that points at a course no
 * longer in the task is dropped (it would call the task started by study that no longer belongs
 * to it).
 */
export async function updateTask(
  db: Database,
  scope: EnterpriseScope,
  body: TaskInput & { id: number },
  audit: (change: AuditChange) => void,
): Promise<EntAdminTask> {
  const { id, ...rest } = body;
  const before = await presentTask(db, scope, id);
  const input = distinctIds(rest);
  await requireOwn(db, scope, input);
  const { entId } = scope;
  await db
    .update(entTasks)
    .set(windowOf(input))
    .where(and(eq(entTasks.id, id), eq(entTasks.entId, entId)));
  await db.delete(entTaskItems).where(and(eq(entTaskItems.taskId, id), eq(entTaskItems.entId, entId)));
  await db
    .delete(entTaskAssignees)
    .where(and(eq(entTaskAssignees.taskId, id), eq(entTaskAssignees.entId, entId)));
  await insertContent(db, scope, id, input);
  await db.delete(entTaskProgress).where(
    and(
      eq(entTaskProgress.taskId, id),
      eq(entTaskProgress.entId, entId),
      sql`(${entTaskProgress.userId} not in (select user_id from ${taskLearners(sql`${id}`, entId)} reached)
        or ${entTaskProgress.lastCourseId} not in (select course_id from ${entTaskItems}
          where task_id = ${id} and ent_id = ${entId} and course_id is not null))`,
    ),
  );
  const after = await presentTask(db, scope, id);
  audit({ entity: 'ent_task', entityId: id, before, after });
  return after;
}

/** Deletes a task; its items, assignees and progress records go with it (foreign keys). */
export async function deleteTask(
  db: Database,
  scope: EnterpriseScope,
  id: number,
  audit: (change: AuditChange) => void,
) {
  const before = await presentTask(db, scope, id);
  await db.delete(entTasks).where(and(eq(entTasks.id, id), eq(entTasks.entId, scope.entId)));
  audit({ entity: 'ent_task', entityId: id, before, after: null });
  return { id };
}

/** The enterprise's exams, each with the tasks holding it, the learners they reach and who passed. */
export async function listAdminExams(db: Database, { entId }: EnterpriseScope): Promise<EntAdminExam[]> {
  const result = await db.execute(sql`
    select e.id, e.name, e.opens_at, e.closes_at, e.pass_score,
      (select count(distinct i.task_id) from ${entTaskItems} i where i.exam_id = e.id and i.ent_id = ${entId})::int as tasks,
      (select count(distinct reached.user_id) from ${entTaskItems} i
        cross join lateral ${taskLearners(sql`i.task_id`, entId)} reached
        where i.exam_id = e.id and i.ent_id = ${entId})::int as assigned,
      (select count(distinct a.user_id) from ${examAttempts} a join ${users} u on u.id = a.user_id and u.ent_id = ${entId}
        where a.exam_id = e.id and a.status = 'graded' and a.score >= e.pass_score)::int as passed
    from ${exams} e where e.ent_id = ${entId} order by e.sort, e.id`);
  type Row = {
    id: number;
    name: string;
    opens_at: string | Date;
    closes_at: string | Date;
    pass_score: number;
    tasks: number;
    assigned: number;
    passed: number;
  };
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    id: row.id,
    name: row.name,
    opensAt: formatChinaTime(new Date(row.opens_at)),
    closesAt: formatChinaTime(new Date(row.closes_at)),
    passScore: Number(row.pass_score),
    tasks: row.tasks,
    assigned: row.assigned,
    passed: row.passed,
  }));
}
