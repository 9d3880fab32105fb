import type { AdminSection } from '@zhixue/contract';
import { asc, eq } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';

const { chapters, courses, sections } = tables;

export interface SectionMedia {
  mediaKey: string | null;
  durationSeconds: number;
}

/**
 * Points a section at a media file (a video or an HLS master playlist) and sets its duration to the
 * file's, which progress and completion are measured against. Answers the section's media before
 * and after (for the audit log); null when there is no such section.
 */
export async function setSectionMedia(
  db: Database,
  sectionId: number,
  media: { mediaKey: string; durationSeconds: number },
): Promise<{ before: SectionMedia; after: SectionMedia } | null> {
  const [before] = await db
    .select({ mediaKey: sections.mediaKey, durationSeconds: sections.durationSeconds })
    .from(sections)
    .where(eq(sections.id, sectionId))
    .for('update');
  if (!before) return null;
  await db.update(sections).set(media).where(eq(sections.id, sectionId));
  return { before, after: media };
}

/** The console's outline of a course: its sections chapter by chapter, with the media each plays. */
export async function listCourseSections(db: Database, courseId: number): Promise<AdminSection[]> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError('COURSE_NOT_FOUND');
  const rows = await db
    .select({
      id: sections.id,
      chapterName: chapters.name,
      name: sections.name,
      durationSeconds: sections.durationSeconds,
      mediaKey: sections.mediaKey,
    })
    .from(sections)
    .innerJoin(chapters, eq(chapters.id, sections.chapterId))
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(sections.sort), asc(sections.id));
  return rows.map((row) => ({ ...row, chapterName: row.chapterName ?? '' }));
}
