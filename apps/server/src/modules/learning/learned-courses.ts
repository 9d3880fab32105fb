import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as tables from './tables.js';

const { sections } = catalogTables;
const { sectionProgress } = tables;

/**
 * Of `courseIds`, the courses of which the learner has learned every section with media: what a camp
 * plan's course item needs to be done (camps ask for it through app.ts, learning sitting above camps).
 */
export async function learnedCourses(
  db: Database,
  userId: number,
  courseIds: number[],
): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .select({ courseId: sections.courseId })
    .from(sections)
    .leftJoin(
      sectionProgress,
      and(
        eq(sectionProgress.sectionId, sections.id),
        eq(sectionProgress.userId, userId),
        eq(sectionProgress.finished, 1),
      ),
    )
    .where(and(inArray(sections.courseId, courseIds), sql`${sections.mediaKey} is not null`))
    .groupBy(sections.courseId)
    .having(sql`count(*) = count(${sectionProgress.sectionId})`);
  return new Set(rows.map((row) => row.courseId));
}
