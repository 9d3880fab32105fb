import type { CatalogGroup } from '@zhixue/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { presentOutline, readOutline } from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';
import { readFinishedSections } from '../learning/index.js';
import * as learningTables from '../learning/tables.js';
import { listedAsYouke } from './course-list.js';

const { courses } = catalogTables;
const { courseStudy } = learningTables;

async function isYoukeCourse(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(listedAsYouke, isNotNull(courses.youkeListId), eq(courses.id, id)))
    .limit(1);
  return row !== undefined;
}

async function readLastSection(db: Database, userId: number, courseId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: courseStudy.lastSectionId })
    .from(courseStudy)
    .where(and(eq(courseStudy.userId, userId), eq(courseStudy.courseId, courseId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Chapters and sections of a youke course. Youke courses are free trial courses: every section is
 * playable for everyone; learnLast and learnStatus follow the learner's progress (0 for a visitor).
 */
export async function loadYoukeCourseCatalog(
  db: Database,
  session: Session | null,
  courseId: number,
): Promise<CatalogGroup[]> {
  if (!(await isYoukeCourse(db, courseId))) throw new AppError('COURSE_NOT_FOUND');
  const [outline, lastSectionId, finished] = await Promise.all([
    readOutline(db, courseId),
    session ? readLastSection(db, session.userId, courseId) : null,
    session ? readFinishedSections(db, session.userId, courseId) : new Set<number>(),
  ]);
  return presentOutline(outline, courseId, { lastSectionId, finished, canPlay: () => true });
}
