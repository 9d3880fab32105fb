import type { EntLearnerRank, EntLearningRecord, EntStatistics, PageQuery } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { formatChinaDate, formatChinaTime } from '../../platform/format/index.js';
import { inLibrary, type LearnerScope } from './scope.js';
import { listLearnerTasks } from './tasks.js';

const { courseStudy, courses, entLearnerTotals, entStudyDays, sectionProgress, users } = tables;

const minutes = (seconds: unknown) => Math.floor(Number(seconds ?? 0) / 60);

/** Monday of the China week holding `day` (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  const weekday = (at.getUTCDay() + 6) % 7;
  return new Date(at.getTime() - weekday * 86_400_000).toISOString().slice(0, 10);
}

/** The learner's library courses studied, with lessons learned of each (the learning record's rows). */
function studiedCourses(db: Database, scope: LearnerScope) {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      picCover: courses.picCover,
      count: courses.lessonCount,
      finishedCount: sql<number>`(select count(*) from ${sectionProgress} where ${sectionProgress.userId} = ${scope.userId}
        and ${sectionProgress.courseId} = ${courses.id} and ${sectionProgress.finished} = 1)::int`,
      lastStudyAt: courseStudy.updatedAt,
    })
    .from(courseStudy)
    .innerJoin(courses, eq(courses.id, courseStudy.courseId))
    .where(and(eq(courseStudy.userId, scope.userId), inLibrary(scope, sql`${courses.id}`)));
}

/**
 * `home/statistics`: minutes from the daily roll-ups (today, this week, all time), study days, the
 * library courses started and finished, and the learner's tasks.
 */
export async function loadStatistics(
  db: Database,
  scope: LearnerScope,
  now = new Date(),
): Promise<EntStatistics> {
  const today = formatChinaDate(now);
  const [[days], [total], studied, tasks] = await Promise.all([
    db
      .select({
        today: sql<number>`coalesce(sum(${entStudyDays.seconds}) filter (where ${entStudyDays.day} = ${today}::date), 0)`,
        week: sql<number>`coalesce(sum(${entStudyDays.seconds}) filter (where ${entStudyDays.day} >= ${mondayOf(today)}::date), 0)`,
        dayCount: count(),
      })
      .from(entStudyDays)
      .where(and(eq(entStudyDays.userId, scope.userId), eq(entStudyDays.entId, scope.entId))),
    db
      .select({ seconds: entLearnerTotals.totalSeconds })
      .from(entLearnerTotals)
      .where(and(eq(entLearnerTotals.userId, scope.userId), eq(entLearnerTotals.entId, scope.entId))),
    studiedCourses(db, scope),
    listLearnerTasks(db, scope),
  ]);
  return {
    todayMinutes: minutes(days?.today),
    weekMinutes: minutes(days?.week),
    totalMinutes: minutes(total?.seconds),
    studyDayCount: Number(days?.dayCount ?? 0),
    courseCount: studied.length,
    finishedCourseCount: studied.filter((course) => course.count > 0 && course.finishedCount >= course.count)
      .length,
    taskCount: tasks.length,
    finishedTaskCount: tasks.filter((task) => task.status === 2).length,
  };
}

/** `learn/learning/top`: the enterprise's learners by study time, read down the roll-up's index. */
export async function listTopLearners(
  db: Database,
  { entId }: LearnerScope,
  limit: number,
): Promise<EntLearnerRank[]> {
  const rows = await db
    .select({
      userId: entLearnerTotals.userId,
      nickname: users.nickname,
      avatar: users.avatar,
      seconds: entLearnerTotals.totalSeconds,
    })
    .from(entLearnerTotals)
    .innerJoin(users, and(eq(users.id, entLearnerTotals.userId), eq(users.entId, entId)))
    .where(and(eq(entLearnerTotals.entId, entId), gt(entLearnerTotals.totalSeconds, 0)))
    .orderBy(desc(entLearnerTotals.totalSeconds), entLearnerTotals.userId)
    .limit(limit);
  return rows.map((row, index) => ({
    rank: index + 1,
    userId: row.userId,
    nickname: row.nickname,
    avatar: row.avatar,
    totalMinutes: minutes(row.seconds),
  }));
}

/**
 * `home/learn/user/rank`: one more than the learners with more study time (ties share a rank), and
 * how many learners the enterprise has. Rank 0 until the learner has studied.
 */
export async function loadLearnerRank(db: Database, scope: LearnerScope) {
  const result = await db.execute(sql`
    select u.nickname, u.avatar, coalesce(t.total_seconds, 0) as seconds,
      case when coalesce(t.total_seconds, 0) = 0 then 0 else (select count(*) + 1 from ${entLearnerTotals} o
        where o.ent_id = ${scope.entId} and o.total_seconds > t.total_seconds) end::int as rank,
      (select count(*) from ${users} m where m.ent_id = ${scope.entId})::int as learners
    from ${users} u left join ${entLearnerTotals} t on t.user_id = u.id and t.ent_id = ${scope.entId}
    where u.id = ${scope.userId} and u.ent_id = ${scope.entId}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    rank: Number(row?.rank ?? 0),
    userId: scope.userId,
    nickname: String(row?.nickname ?? ''),
    avatar: String(row?.avatar ?? ''),
    totalMinutes: minutes(row?.seconds),
    learnerCount: Number(row?.learners ?? 0),
  };
}

/** `learn/learning/list/all`: the learner's library courses, most recently studied first. */
export async function pageLearningRecord(db: Database, scope: LearnerScope, query: PageQuery) {
  const [rows, [total]] = await Promise.all([
    studiedCourses(db, scope)
      .orderBy(desc(courseStudy.updatedAt), desc(courses.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db
      .select({ n: count() })
      .from(courseStudy)
      .where(and(eq(courseStudy.userId, scope.userId), inLibrary(scope, sql`${courseStudy.courseId}`))),
  ]);
  const list: EntLearningRecord[] = rows.map((row) => {
    const finished = Math.min(row.finishedCount, row.count);
    return {
      id: row.id,
      name: row.name,
      picCover: row.picCover,
      count: row.count,
      finishedCount: finished,
      progress: row.count > 0 ? Math.floor((finished * 100) / row.count) : 0,
      learnStatus: row.count > 0 && finished >= row.count ? 1 : 0,
      lastStudyTime: formatChinaTime(row.lastStudyAt),
    };
  });
  return { list, total: Number(total?.n ?? 0), pageCurrent: query.pageCurrent, pageSize: query.pageSize };
}
