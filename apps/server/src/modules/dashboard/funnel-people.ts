import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { chinaMidnight, chinaMidnightAfter } from '../../platform/format/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as learningTables from '../learning/tables.js';

const { courses, sections } = catalogTables;
const { courseStudy, sectionProgress, userCourses } = learningTables;

const firstRow = (result: unknown) => (result as { rows: Array<{ count: unknown }> }).rows[0];

/**
 * Learners who began, between `from` and `to` (China dates, both included), a course that is free or
 * that they do not own: what they played was a free course or a course's trial sections.
 */
export async function countTrialLearners(db: Database, from: string, to: string): Promise<number> {
  const result = await db.execute(sql`
    select count(distinct ${courseStudy.userId})::int as count
    from ${courseStudy} join ${courses} on ${courses.id} = ${courseStudy.courseId}
    where ${courseStudy.startedAt} >= ${chinaMidnight(from)} and ${courseStudy.startedAt} < ${chinaMidnightAfter(to)}
      and (${courses.charge} = 0 or not exists (
        select 1 from ${userCourses}
        where ${userCourses.userId} = ${courseStudy.userId} and ${userCourses.courseId} = ${courseStudy.courseId}))`);
  return Number(firstRow(result)?.count ?? 0);
}

/**
 * Courses finished between `from` and `to`, once per learner and course: every section with a video
 * learned (as camps count a course done), the last of them between those days.
 */
export async function countCompletions(db: Database, from: string, to: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as count from (
      select ${sectionProgress.userId}, ${sectionProgress.courseId}
      from ${sectionProgress} join ${sections} on ${sections.id} = ${sectionProgress.sectionId}
      where ${sectionProgress.finished} = 1 and ${sections.mediaKey} is not null
      group by ${sectionProgress.userId}, ${sectionProgress.courseId}
      having max(${sectionProgress.updatedAt}) >= ${chinaMidnight(from)}
        and max(${sectionProgress.updatedAt}) < ${chinaMidnightAfter(to)}
        and count(*) = (
          select count(*) from ${sections} media
          where media.course_id = ${sectionProgress.courseId} and media.media_key is not null)
    ) finished`);
  return Number(firstRow(result)?.count ?? 0);
}
