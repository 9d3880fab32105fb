import { and, count, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { SectionProgress, StudyRecords } from '../catalog/index.js';
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

/** Learners' progress in a course's sections, as the console's outline shows it (its SectionProgress). */
export const sectionProgressOf: SectionProgress = {
  async learnersBySection(db, courseId) {
    const rows = await db
      .select({ sectionId: sectionProgress.sectionId, learners: count() })
      .from(sectionProgress)
      .where(eq(sectionProgress.courseId, courseId))
      .groupBy(sectionProgress.sectionId);
    return new Map(rows.map((row) => [row.sectionId, row.learners]));
  },
  async anyProgressIn(db, sectionIds) {
    if (sectionIds.length === 0) return false;
    const [row] = await db
      .select({ sectionId: sectionProgress.sectionId })
      .from(sectionProgress)
      .where(inArray(sectionProgress.sectionId, sectionIds))
      .limit(1);
    return row !== undefined;
  },
};
