import type { OwnStudy } from '@zhixue/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as tables from './tables.js';

const { courseStudy, sectionProgress, studyDays } = tables;
const { courses } = catalogTables;

/**
 * Everything the platform keeps of a learner's study, for the copy of their own data they download:
 * each course studied with its sections learned and seconds watched, and every study day.
 */
export async function readOwnStudy(db: Database, userId: number): Promise<OwnStudy> {
  const [studied, days] = await Promise.all([
    db
      .select({
        courseId: courseStudy.courseId,
        name: courses.name,
        startedAt: courseStudy.startedAt,
        lastStudyAt: courseStudy.updatedAt,
        finishedSections: sql<number>`(select count(*) from ${sectionProgress} where ${sectionProgress.userId} = ${userId}
          and ${sectionProgress.courseId} = ${courseStudy.courseId} and ${sectionProgress.finished} = 1)::int`,
        watchedSeconds: sql<number>`(select coalesce(sum(${sectionProgress.watchedSeconds}), 0) from ${sectionProgress}
          where ${sectionProgress.userId} = ${userId} and ${sectionProgress.courseId} = ${courseStudy.courseId})::int`,
      })
      .from(courseStudy)
      .innerJoin(courses, eq(courses.id, courseStudy.courseId))
      .where(eq(courseStudy.userId, userId))
      .orderBy(desc(courseStudy.updatedAt)),
    db
      .select({ day: studyDays.day })
      .from(studyDays)
      .where(eq(studyDays.userId, userId))
      .orderBy(asc(studyDays.day)),
  ]);
  return {
    courses: studied.map((row) => ({
      ...row,
      finishedSections: Number(row.finishedSections),
      watchedSeconds: Number(row.watchedSeconds),
      startedAt: formatChinaTime(row.startedAt),
      lastStudyAt: formatChinaTime(row.lastStudyAt),
    })),
    studyDays: days.map((row) => row.day),
  };
}
