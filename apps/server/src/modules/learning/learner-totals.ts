import type { learnUserData, ResponseOf } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { LIVE_REPLAY_CHANNEL } from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as tables from './tables.js';

const { studyDays, sectionProgress, courseStudy } = tables;
const { courses } = catalogTables;

/** The last day of a YYYY-MM month, as YYYY-MM-DD. */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year ?? 1970, monthNumber ?? 1, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/**
 * `learn/user/data`: the study days of one month (the 学习打卡 calendar; the current China month by
 * default) and the learner's all-time totals, in one round trip.
 */
export async function loadLearnerTotals(
  db: Database,
  userId: number,
  month = formatChinaTime(Date.now()).slice(0, 7),
): Promise<ResponseOf<typeof learnUserData>> {
  const result = await db.execute(sql`select
    (select coalesce(array_agg(${studyDays.day}::text order by ${studyDays.day}), '{}')
       from ${studyDays} where ${studyDays.userId} = ${userId}
       and ${studyDays.day} between ${`${month}-01`}::date and ${lastDayOf(month)}::date) as month_days,
    (select count(*) from ${studyDays} where ${studyDays.userId} = ${userId})::int as day_count,
    (select coalesce(sum(${sectionProgress.watchedSeconds}), 0) from ${sectionProgress}
       where ${sectionProgress.userId} = ${userId})::bigint::text as watched,
    -- A live's replay course is no course of the learner's (its watched time counts above all the same).
    (select count(*) from ${courseStudy} join ${courses} on ${courses.id} = ${courseStudy.courseId}
       where ${courseStudy.userId} = ${userId} and ${courses.channel} <> ${LIVE_REPLAY_CHANNEL})::int as course_count`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const days = row?.month_days;
  const totalSeconds = Number(row?.watched ?? 0);
  return {
    studyDays: Array.isArray(days) ? days.map(String) : [],
    studyDayCount: Number(row?.day_count ?? 0),
    totalMinutes: Math.floor(totalSeconds / 60),
    totalSeconds,
    courseCount: Number(row?.course_count ?? 0),
  };
}
