import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as tables from './tables.js';

const { courses } = catalogTables;
const { courseSlides } = tables;

/**
 * Replaces a course's slides (`course/ppt`) with the images `page-1.png` … `page-<pageCount>.png`
 * under a media storage folder, in one transaction: a learner sees the old set or the new one.
 * Answers how many pages the course had before (for the audit log); null when there is no such course.
 */
export function replaceCourseSlides(
  db: Database,
  courseId: number,
  { folderKey, pageCount }: { folderKey: string; pageCount: number },
): Promise<{ pagesBefore: number } | null> {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for('update');
    if (!course) return null;
    const replaced = await tx
      .delete(courseSlides)
      .where(eq(courseSlides.courseId, courseId))
      .returning({ page: courseSlides.page });
    const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
    await tx
      .insert(courseSlides)
      .values(pages.map((page) => ({ courseId, page, mediaKey: `${folderKey}/page-${page}.png` })));
    return { pagesBefore: replaced.length };
  });
}
