import type { EntTask, EntTaskItem, EntTaskStatus, entTaskListPc, ParsedRequestOf } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as examsTables from '../exams/tables.js';
import * as learningTables from '../learning/tables.js';
import type { LearnerScope } from './scope.js';
import * as tables from './tables.js';

const { courses } = catalogTables;
const { entDepartments, entLearners, entTaskAssignees, entTaskItems, entTaskProgress, entTasks } = tables;
const { examAttempts, exams } = examsTables;
const { sectionProgress } = learningTables;

/**
 * The tasks of a learner: assigned to them, or to their department or any department above it.
 * `taskId` narrows to one task (still only if it is theirs).
 */
function assignedTasks(db: Database, { entId, userId }: LearnerScope, taskId?: number) {
  return db.execute(sql`
    with recursive chain as (
      select ${entLearners.deptId} as id from ${entLearners}
        where ${entLearners.userId} = ${userId} and ${entLearners.entId} = ${entId} and ${entLearners.deptId} is not null
      union
      select d.parent_id from ${entDepartments} d join chain on d.id = chain.id
        where d.parent_id is not null and d.ent_id = ${entId}
    )
    select t.id, t.name, t.intro, t.required, t.starts_at, t.deadline_at,
      exists (select 1 from ${entTaskProgress} p where p.task_id = t.id and p.user_id = ${userId}) as started
    from ${entTasks} t
    where t.ent_id = ${entId} ${taskId === undefined ? sql`` : sql`and t.id = ${taskId}`}
      and exists (select 1 from ${entTaskAssignees} a where a.task_id = t.id and a.ent_id = ${entId}
        and (a.user_id = ${userId} or a.dept_id in (select id from chain)))
    order by t.deadline_at, t.id`);
}

interface TaskRow {
  id: number;
  name: string;
  intro: string;
  required: boolean;
  starts_at: string | Date;
  deadline_at: string | Date;
  started: boolean;
}

/** Each item of the given tasks with the learner's progress in it: lessons learned, the exam passed. */
async function readItems(db: Database, { entId, userId }: LearnerScope, taskIds: number[]) {
  if (taskIds.length === 0) return new Map<number, EntTaskItem[]>();
  const rows = await db
    .select({
      taskId: entTaskItems.taskId,
      courseId: entTaskItems.courseId,
      examId: entTaskItems.examId,
      name: sql<string>`coalesce(${courses.name}, ${exams.name})`,
      picCover: courses.picCover,
      lessons: courses.lessonCount,
      learned: sql<number>`(select count(*) from ${sectionProgress} where ${sectionProgress.userId} = ${userId}
        and ${sectionProgress.courseId} = ${entTaskItems.courseId} and ${sectionProgress.finished} = 1)::int`,
      passed: sql<boolean>`exists (select 1 from ${examAttempts} where ${examAttempts.userId} = ${userId}
        and ${examAttempts.examId} = ${entTaskItems.examId} and ${examAttempts.status} = 'graded'
        and ${examAttempts.score} >= ${exams.passScore})`,
    })
    .from(entTaskItems)
    .leftJoin(courses, eq(courses.id, entTaskItems.courseId))
    .leftJoin(exams, eq(exams.id, entTaskItems.examId))
    .where(and(eq(entTaskItems.entId, entId), inArray(entTaskItems.taskId, taskIds)))
    .orderBy(entTaskItems.taskId, entTaskItems.sort, entTaskItems.id);
  const byTask = new Map<number, EntTaskItem[]>();
  for (const row of rows) {
    const item: EntTaskItem =
      row.courseId !== null
        ? {
            kind: 'course',
            id: row.courseId,
            name: row.name,
            picCover: row.picCover,
            count: row.lessons ?? 0,
            doneCount: Math.min(row.learned, row.lessons ?? 0),
            done: (row.lessons ?? 0) > 0 && row.learned >= (row.lessons ?? 0),
          }
        : {
            kind: 'exam',
            id: row.examId ?? 0,
            name: row.name,
            picCover: null,
            count: 1,
            doneCount: row.passed ? 1 : 0,
            done: row.passed === true,
          };
    byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), item]);
  }
  return byTask;
}

/** 已完成 once every item is done; past the deadline 已逾期; 进行中 once studied from the task or partly done. */
function statusOf(task: TaskRow, items: EntTaskItem[], now: number): EntTaskStatus {
  const done = items.filter((item) => item.done).length;
  if (items.length > 0 && done === items.length) return 2;
  if (new Date(task.deadline_at).getTime() < now) return 3;
  if (task.started || done > 0 || items.some((item) => item.doneCount > 0)) return 1;
  return 0;
}

function present(task: TaskRow, items: EntTaskItem[], now: number): EntTask {
  return {
    id: task.id,
    name: task.name,
    intro: task.intro,
    required: task.required,
    startTime: formatChinaTime(new Date(task.starts_at)),
    deadline: formatChinaTime(new Date(task.deadline_at)),
    status: statusOf(task, items, now),
    itemCount: items.length,
    doneCount: items.filter((item) => item.done).length,
  };
}

/** Every task of the learner with its status: a learner has a handful, so status is decided here. */
export async function listLearnerTasks(db: Database, scope: LearnerScope) {
  const result = await assignedTasks(db, scope);
  const tasks = (result as unknown as { rows: TaskRow[] }).rows;
  const items = await readItems(
    db,
    scope,
    tasks.map((task) => task.id),
  );
  const now = Date.now();
  return tasks.map((task) => present(task, items.get(task.id) ?? [], now));
}

/** `task/list/pc`, optionally of one status. */
export async function pageLearnerTasks(
  db: Database,
  scope: LearnerScope,
  query: ParsedRequestOf<typeof entTaskListPc>,
) {
  const all = await listLearnerTasks(db, scope);
  const matching = query.status === undefined ? all : all.filter((task) => task.status === query.status);
  const from = rowsBefore(query);
  return {
    list: matching.slice(from, from + query.pageSize),
    total: matching.length,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/** `task/detail`: one of the learner's tasks (A0404 for any other) with its items. */
export async function loadLearnerTask(db: Database, scope: LearnerScope, taskId: number) {
  const result = await assignedTasks(db, scope, taskId);
  const [task] = (result as unknown as { rows: TaskRow[] }).rows;
  if (!task) throw new AppError('ENT_TASK_NOT_FOUND');
  const items = (await readItems(db, scope, [task.id])).get(task.id) ?? [];
  return { ...present(task, items, Date.now()), items };
}

/**
 * The player opened a course from a task (`taskId`): recorded against the task when the task is the
 * learner's and holds the course. Anything else records nothing: the link may be old or edited, and
 * the player plays the library course all the same.
 */
export async function recordTaskStudy(db: Database, scope: LearnerScope, taskId: number, courseId: number) {
  const result = await assignedTasks(db, scope, taskId);
  if ((result as unknown as { rows: TaskRow[] }).rows.length === 0) return;
  const [item] = await db
    .select({ id: entTaskItems.id })
    .from(entTaskItems)
    .where(
      and(
        eq(entTaskItems.taskId, taskId),
        eq(entTaskItems.entId, scope.entId),
        eq(entTaskItems.courseId, courseId),
      ),
    );
  if (!item) return;
  await db
    .insert(entTaskProgress)
    .values({ taskId, userId: scope.userId, entId: scope.entId, lastCourseId: courseId })
    .onConflictDoUpdate({
      target: [entTaskProgress.taskId, entTaskProgress.userId],
      set: { lastCourseId: courseId, lastStudiedAt: sql`now()` },
    });
}
