import { type AdminSection, ProductTypes } from '@zhixue/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { type CourseScope, everyCourse } from './admin-courses.js';
import * as tables from './tables.js';

const { chapters, courses, sections } = tables;

export interface SectionMedia {
  mediaKey: string | null;
  durationSeconds: number;
}

/**
 * Points a section at a media file (a video or an HLS master playlist) and sets its duration to the
 * file's, which progress and completion are measured against. Answers the section's media before
 * and after (for the audit log); null when there is no such section in the courses `scope` holds.
 */
export async function setSectionMedia(
  db: Database,
  sectionId: number,
  media: { mediaKey: string; durationSeconds: number },
  scope: CourseScope = everyCourse,
): Promise<{ before: SectionMedia; after: SectionMedia } | null> {
  const [before] = await db
    .select({ mediaKey: sections.mediaKey, durationSeconds: sections.durationSeconds })
    .from(sections)
    .where(and(eq(sections.id, sectionId), scope(sections.courseId)))
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

/**
 * The channel of a course that holds the replay of a live without a course of its own (a camp
 * term's). Never published and of no channel a page lists, searches or sells, so the main, youke,
 * enterprise and camp players all answer it as not found: only the live's own calls play it, to the
 * live's audience. The learner's own course lists leave it out too.
 */
export const LIVE_REPLAY_CHANNEL = 'live';

/** Makes the course that will hold a live's replay (see LIVE_REPLAY_CHANNEL); answers its id. */
export async function createReplayCourse(
  tx: Database,
  live: { title: string; summary: string; cover: string; lecturerId: number },
): Promise<number> {
  const [row] = await tx
    .insert(courses)
    .values({
      type: ProductTypes.COURSE,
      channel: LIVE_REPLAY_CHANNEL,
      name: live.title,
      summary: live.summary,
      description: '',
      picCover: live.cover,
      picHeader: '',
      picPcBanner: '',
      lecturerId: live.lecturerId,
      charge: 0,
      price: 0,
      linePrice: 0,
      lessonCount: 1,
      published: false,
    })
    .returning({ id: courses.id });
  if (!row) throw new Error(`no replay course made for ${live.title}`);
  return row.id;
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
