import type { AdminSection } from '@zhixue/contract';
import { asc, eq, sql } from 'drizzle-orm';
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

/**
 * Adds a section with its media at the end of the course, in the chapter named `chapterName` (made
 * after the others when the course has none of that name). Answers the new section's id.
 */
export async function appendSection(
  tx: Database,
  courseId: number,
  chapterName: string,
  section: { name: string; mediaKey: string; durationSeconds: number },
): Promise<number> {
  const [found] = await tx
    .select({ id: chapters.id })
    .from(chapters)
    .where(sql`${chapters.courseId} = ${courseId} and ${chapters.name} = ${chapterName}`)
    .orderBy(asc(chapters.id))
    .limit(1);
  const chapterId =
    found?.id ??
    (
      await tx
        .insert(chapters)
        .values({
          courseId,
          name: chapterName,
          sort: sql`(select coalesce(max(${chapters.sort}), 0) + 1 from ${chapters} where ${chapters.courseId} = ${courseId})`,
        })
        .returning({ id: chapters.id })
    )[0]?.id;
  if (chapterId === undefined) throw new Error(`no chapter made in course ${courseId}`);
  const [added] = await tx
    .insert(sections)
    .values({
      courseId,
      chapterId,
      ...section,
      sort: sql`(select coalesce(max(${sections.sort}), 0) + 1 from ${sections} where ${sections.chapterId} = ${chapterId})`,
    })
    .returning({ id: sections.id });
  if (!added) throw new Error(`no section added to course ${courseId}`);
  return added.id;
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
