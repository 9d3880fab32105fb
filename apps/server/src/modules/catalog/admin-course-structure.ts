import {
  type AdminCourseOutline,
  type AdminOutlineChapter,
  type CourseDetailsRequest,
  type CourseType,
  ProductTypes,
} from '@zhixue/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { type CourseScope, everyCourse, findCourse } from './admin-courses.js';
import type { SectionProgress } from './study-records.js';
import * as tables from './tables.js';

const { chapters, courses, sections } = tables;
type Audit = (change: AuditChange) => void;

/**
 * A course the console creates: a single course (or a bundle, type 2) with at most its cover. One of
 * the main site waits unpublished for an operator to publish it; an enterprise's private course
 * (channel `enterprise`) is in that enterprise's library at once, and the main site never lists it.
 */
export async function createCourse(
  tx: Database,
  details: z.output<typeof CourseDetailsRequest>,
  audit: Audit,
  {
    type = ProductTypes.COURSE,
    channel = 'main',
  }: { type?: CourseType; channel?: 'main' | 'enterprise' } = {},
) {
  if (details.categoryId !== null) {
    const [category] = await tx
      .select({ id: tables.categories.id })
      .from(tables.categories)
      .where(eq(tables.categories.id, details.categoryId));
    if (!category) throw new AppError('CATEGORY_NOT_FOUND');
  }
  const [row] = await tx
    .insert(courses)
    .values({
      ...details,
      type,
      channel,
      description: '',
      picCover: details.picCover ?? '',
      picHeader: '',
      picPcBanner: '',
      published: channel === 'enterprise',
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('no course inserted');
  const after = await findCourse(tx, row.id);
  audit({ entity: 'course', entityId: row.id, before: null, after });
  return after;
}

/** Locks the course's row so that concurrent edits of one outline run one after another. */
async function lockCourse(tx: Database, courseId: number, scope: CourseScope) {
  const [row] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), scope(courses.id)))
    .for('update');
  if (!row) throw new AppError('COURSE_NOT_FOUND');
}

async function chapterRow(tx: Database, id: number, scope: CourseScope) {
  const [row] = await tx
    .select({ id: chapters.id, courseId: chapters.courseId, name: chapters.name })
    .from(chapters)
    .where(and(eq(chapters.id, id), scope(chapters.courseId)));
  if (!row) throw new AppError('CHAPTER_NOT_FOUND');
  await lockCourse(tx, row.courseId, scope);
  return row;
}

async function sectionRow(tx: Database, id: number, scope: CourseScope) {
  const [row] = await tx
    .select({
      id: sections.id,
      courseId: sections.courseId,
      chapterId: sections.chapterId,
      name: sections.name,
      trial: sections.trial,
    })
    .from(sections)
    .where(and(eq(sections.id, id), scope(sections.courseId)));
  if (!row) throw new AppError('SECTION_NOT_FOUND');
  await lockCourse(tx, row.courseId, scope);
  return row;
}

/** Learners' lesson counts follow the sections a single course has. */
async function recountLessons(tx: Database, courseId: number) {
  await tx
    .update(courses)
    .set({ lessonCount: sql`(select count(*) from ${sections} where ${sections.courseId} = ${courseId})` })
    .where(eq(courses.id, courseId));
}

/**
 * The console's outline of a course (chapters and sections, with who has progress where) and its
 * edits, each answering the outline: for the catalogue's console and, scoped to its own courses, an
 * enterprise admin's. Progress is the learning area's record (it sits above the catalogue), so
 * app.ts hands it in.
 */
export function createCourseOutlines(progress: SectionProgress) {
  /** The console's outline: chapters and sections in the learners' order, with who has progress where. */
  async function readCourseOutline(
    db: Database,
    courseId: number,
    scope: CourseScope = everyCourse,
  ): Promise<AdminCourseOutline> {
    const course = await findCourse(db, courseId, false, scope);
    const [chapterRows, sectionRows, learnersOf] = await Promise.all([
      db
        .select({ id: chapters.id, name: chapters.name })
        .from(chapters)
        .where(eq(chapters.courseId, courseId))
        .orderBy(asc(chapters.sort), asc(chapters.id)),
      db
        .select({
          id: sections.id,
          chapterId: sections.chapterId,
          name: sections.name,
          trial: sections.trial,
          durationSeconds: sections.durationSeconds,
          mediaKey: sections.mediaKey,
        })
        .from(sections)
        .where(eq(sections.courseId, courseId))
        .orderBy(asc(sections.sort), asc(sections.id)),
      progress.learnersBySection(db, courseId),
    ]);
    const outline: AdminOutlineChapter[] = chapterRows.map((chapter) => ({
      id: chapter.id,
      name: chapter.name ?? '',
      sections: sectionRows
        .filter((section) => section.chapterId === chapter.id)
        .map(({ chapterId: _chapter, ...section }) => ({
          ...section,
          trial: section.trial === 1 ? 1 : 0,
          learnersWithProgress: learnersOf.get(section.id) ?? 0,
        })),
    }));
    return { course, chapters: outline };
  }

  async function createChapter(
    tx: Database,
    input: { courseId: number; name: string },
    audit: Audit,
    scope: CourseScope = everyCourse,
  ) {
    await lockCourse(tx, input.courseId, scope);
    const [row] = await tx
      .insert(chapters)
      .values({
        courseId: input.courseId,
        name: input.name,
        sort: sql`coalesce((select max(${chapters.sort}) from ${chapters} where ${chapters.courseId} = ${input.courseId}), 0) + 1`,
      })
      .returning({ id: chapters.id, courseId: chapters.courseId, name: chapters.name });
    if (!row) throw new Error('no chapter inserted');
    audit({ entity: 'chapter', entityId: row.id, before: null, after: row });
    return readCourseOutline(tx, input.courseId);
  }

  async function renameChapter(
    tx: Database,
    input: { id: number; name: string },
    audit: Audit,
    scope: CourseScope = everyCourse,
  ) {
    const before = await chapterRow(tx, input.id, scope);
    await tx.update(chapters).set({ name: input.name }).where(eq(chapters.id, input.id));
    audit({ entity: 'chapter', entityId: input.id, before, after: { ...before, name: input.name } });
    return readCourseOutline(tx, before.courseId);
  }

  async function deleteChapter(tx: Database, id: number, audit: Audit, scope: CourseScope = everyCourse) {
    const before = await chapterRow(tx, id, scope);
    const ids = await tx.select({ id: sections.id }).from(sections).where(eq(sections.chapterId, id));
    if (
      await progress.anyProgressIn(
        tx,
        ids.map((row) => row.id),
      )
    )
      throw new AppError('CHAPTER_HAS_PROGRESS');
    await tx.delete(chapters).where(eq(chapters.id, id));
    await recountLessons(tx, before.courseId);
    audit({
      entity: 'chapter',
      entityId: id,
      before: { ...before, sectionIds: ids.map((row) => row.id) },
      after: null,
    });
    return readCourseOutline(tx, before.courseId);
  }

  /** A new section plays nothing until a video is attached (media library, 用于小节). */
  async function createSection(
    tx: Database,
    input: { chapterId: number; name: string; trial: 0 | 1 },
    audit: Audit,
    scope: CourseScope = everyCourse,
  ) {
    const chapter = await chapterRow(tx, input.chapterId, scope);
    const [row] = await tx
      .insert(sections)
      .values({
        courseId: chapter.courseId,
        chapterId: chapter.id,
        name: input.name,
        trial: input.trial,
        durationSeconds: 0,
        sort: sql`coalesce((select max(${sections.sort}) from ${sections} where ${sections.chapterId} = ${chapter.id}), 0) + 1`,
      })
      .returning({
        id: sections.id,
        chapterId: sections.chapterId,
        name: sections.name,
        trial: sections.trial,
      });
    if (!row) throw new Error('no section inserted');
    await recountLessons(tx, chapter.courseId);
    audit({ entity: 'section', entityId: row.id, before: null, after: row });
    return readCourseOutline(tx, chapter.courseId);
  }

  async function updateSection(
    tx: Database,
    input: { id: number; name: string; trial: 0 | 1 },
    audit: Audit,
    scope: CourseScope = everyCourse,
  ) {
    const before = await sectionRow(tx, input.id, scope);
    await tx.update(sections).set({ name: input.name, trial: input.trial }).where(eq(sections.id, input.id));
    audit({
      entity: 'section',
      entityId: input.id,
      before,
      after: { ...before, name: input.name, trial: input.trial },
    });
    return readCourseOutline(tx, before.courseId);
  }

  async function deleteSection(tx: Database, id: number, audit: Audit, scope: CourseScope = everyCourse) {
    const before = await sectionRow(tx, id, scope);
    if (await progress.anyProgressIn(tx, [id])) throw new AppError('SECTION_HAS_PROGRESS');
    await tx.delete(sections).where(eq(sections.id, id));
    await recountLessons(tx, before.courseId);
    audit({ entity: 'section', entityId: id, before, after: null });
    return readCourseOutline(tx, before.courseId);
  }

  type CourseOrder = Array<{ id: number; sectionIds: number[] }>;

  const orderOf = (outline: AdminCourseOutline): CourseOrder =>
    outline.chapters.map((chapter) => ({
      id: chapter.id,
      sectionIds: chapter.sections.map((section) => section.id),
    }));

  /** Sets the whole order at once; refused unless it names exactly the course's chapters and sections. */
  async function reorderCourse(
    tx: Database,
    input: { courseId: number; chapters: CourseOrder },
    audit: Audit,
    scope: CourseScope = everyCourse,
  ) {
    await lockCourse(tx, input.courseId, scope);
    const before = orderOf(await readCourseOutline(tx, input.courseId));
    const sameSet = (have: number[], want: number[]) =>
      have.length === want.length && want.every((id) => have.includes(id));
    if (
      !sameSet(
        before.map((chapter) => chapter.id),
        input.chapters.map((chapter) => chapter.id),
      ) ||
      !sameSet(
        before.flatMap((chapter) => chapter.sectionIds),
        input.chapters.flatMap((chapter) => chapter.sectionIds),
      )
    ) {
      throw new AppError('COURSE_ORDER_MISMATCH');
    }
    for (const [chapterIndex, chapter] of input.chapters.entries()) {
      await tx
        .update(chapters)
        .set({ sort: chapterIndex + 1 })
        .where(eq(chapters.id, chapter.id));
      for (const [sectionIndex, sectionId] of chapter.sectionIds.entries()) {
        await tx
          .update(sections)
          .set({ chapterId: chapter.id, sort: sectionIndex + 1 })
          .where(eq(sections.id, sectionId));
      }
    }
    audit({ entity: 'course-order', entityId: input.courseId, before, after: input.chapters });
    return readCourseOutline(tx, input.courseId);
  }

  return {
    readCourseOutline,
    createChapter,
    renameChapter,
    deleteChapter,
    createSection,
    updateSection,
    deleteSection,
    reorderCourse,
  };
}

export type CourseOutlines = ReturnType<typeof createCourseOutlines>;
