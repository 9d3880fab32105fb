import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { StudyRecords } from '../catalog/index.js';
import * as tables from './tables.js';

const { userCourses, courseStudy, sectionProgress } = tables;

const ownStudy = (userId: SQLWrapper, courseId: SQLWrapper) =>
  sql`${courseStudy.userId} = ${userId} and ${courseStudy.courseId} = ${courseId}`;

/** Ids of the course's sections the learner finished. */
export async function readFinishedSections(db: Database, userId: number, courseId: number) {
  const rows = await db
    .select({ id: sectionProgress.sectionId })
    .from(sectionProgress)
    .where(
      and(
        eq(sectionProgress.userId, userId),
        eq(sectionProgress.courseId, courseId),
        eq(sectionProgress.finished, 1),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The learner's records as the catalogue's course pages show them (its StudyRecords, handed in by app.ts). */
export const studyRecords: StudyRecords = {
  holdsOneOf: (userId, courseIds) =>
    sql`exists (select 1 from ${userCourses}
      where ${userCourses.userId} = ${userId} and ${userCourses.courseId} = any(${courseIds}))`,
  studied: (userId, courseId) =>
    sql`exists (select 1 from ${courseStudy} where ${ownStudy(userId, courseId)})`,
  lastSectionOf: (userId, courseId) =>
    sql`(select ${courseStudy.lastSectionId} from ${courseStudy} where ${ownStudy(userId, courseId)})`,
  finishedSections: readFinishedSections,
};
