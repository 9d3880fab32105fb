import type { EntLearnerRank, EntLearningRecord, EntStatistics, PageQuery } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { createTtlCache } from '../../platform/cache/index.js';
import { type Database, preparedPerDatabase } from '../../platform/db/index.js';
import { formatChinaDate, formatChinaTime } from '../../platform/format/index.js';
import type { ContentCaches } from '../../platform/http/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as examsTables from '../exams/tables.js';
import * as learningTables from '../learning/tables.js';
import * as usersTables from '../users/tables.js';
import { inLibrary, type LearnerScope } from './scope.js';
import * as tables from './tables.js';
import { listLearnerTasks } from './tasks.js';

const { courseStudy, sectionProgress } = learningTables;
const { examAttempts } = examsTables;
const { courses } = catalogTables;
const { entLearnerTotals, entStudyDays } = tables;
const { users } = usersTables;

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

/** How long a process keeps a learner's statistics while nothing they count has moved. */
const STATISTICS_TTL_MS = 60_000;

/**
 * What moves a learner's statistics, in one indexed statement outside the wall (both ids are the
 * session's): the roll-up's total (minutes, study days, and the watching behind lessons finished),
 * the last course they studied (courses started), and their last graded exam (a task's exam item).
 * No row: the learner is not the enterprise's any more.
 */
const statisticsMarkOf = preparedPerDatabase((db: Database) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      mark: sql<string>`concat_ws('/',
        (select ${entLearnerTotals.totalSeconds} from ${entLearnerTotals} where ${entLearnerTotals.userId} = ${users.id}),
        (select max(${courseStudy.updatedAt}) from ${courseStudy} where ${courseStudy.userId} = ${users.id}),
        (select max(${examAttempts.gradedAt}) from ${examAttempts} where ${examAttempts.userId} = ${users.id}))`,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.entId, sql.placeholder('entId'))))
    .prepare('ent_statistics_mark');
});

/**
 * `home/statistics` kept per process while the learner's mark (statisticsMarkOf) stands, until the
 * next content change (an enterprise admin's task, seat or learner change clears it in every
 * process, decision 0040), a minute at most: computing them is six statements in the enterprise's
 * wall, the mark one prepared read. What only the clock changes (a licence expiring) shows within
 * the minute.
 */
export function createStatisticsReader(db: Database, caches: ContentCaches) {
  const kept = caches.add(
    createTtlCache<string, EntStatistics>({ ttlMs: STATISTICS_TTL_MS, maxEntries: 20_000 }),
  );
  return async (scope: LearnerScope, compute: () => Promise<EntStatistics>): Promise<EntStatistics> => {
    const [row] = await statisticsMarkOf(db).execute({ userId: scope.userId, entId: scope.entId });
    if (!row) return compute();
    return kept.get(`${scope.entId}.${scope.userId}.${row.mark}`, compute);
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

/** How long a process answers an enterprise's learner count from memory. */
const LEARNER_COUNT_TTL_MS = 60_000;

/**
 * `home/learn/user/rank`: one more than the learners with more study time (ties share a rank), as
 * the roll-up placed them, and how many learners the enterprise has. Rank 0 until the learner has
 * studied. The count is kept a minute per process (the places themselves are a minute's roll-up
 * old): counting 50,000 learners on every call cost more than the rest of the call.
 */
export function createRankReader() {
  const learnerCounts = createTtlCache<number, number>({ ttlMs: LEARNER_COUNT_TTL_MS, maxEntries: 10_000 });
  return async function loadLearnerRank(db: Database, scope: LearnerScope) {
    const [[row], learnerCount] = await Promise.all([
      db
        .select({
          nickname: users.nickname,
          avatar: users.avatar,
          seconds: entLearnerTotals.totalSeconds,
          rank: entLearnerTotals.rank,
        })
        .from(users)
        .leftJoin(
          entLearnerTotals,
          and(eq(entLearnerTotals.userId, users.id), eq(entLearnerTotals.entId, scope.entId)),
        )
        .where(and(eq(users.id, scope.userId), eq(users.entId, scope.entId))),
      learnerCounts.get(scope.entId, async () => {
        const [counted] = await db
          .select({ learners: count() })
          .from(users)
          .where(eq(users.entId, scope.entId));
        return counted?.learners ?? 0;
      }),
    ]);
    return {
      rank: row?.rank ?? 0,
      userId: scope.userId,
      nickname: row?.nickname ?? '',
      avatar: row?.avatar ?? '',
      totalMinutes: minutes(row?.seconds),
      learnerCount,
    };
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
