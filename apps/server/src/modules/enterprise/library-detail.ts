import type { BundleGroup, CatalogGroup, EntCourseDetail, Lecturer } from '@zhixue/contract';
import { ProductTypes } from '@zhixue/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import {
  courseShowcaseColumns,
  findLecturer,
  loadBundleCatalog,
  loadCourseFacts,
  presentOutline,
  readOutline,
} from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';
import { readFinishedSections } from '../learning/index.js';
import * as learningTables from '../learning/tables.js';
import { inLibrary, type LearnerScope, libraryRowsOf } from './scope.js';
import * as tables from './tables.js';

const { bundleCourses, bundleGroups, courses, lecturers } = catalogTables;
const { courseStudy } = learningTables;
const { enterpriseCourses } = tables;

/** A published course or bundle of the learner's library; A0404 for anything else, another enterprise's included. */
async function findLibraryCourse(db: Database, scope: LearnerScope, id: number) {
  const [row] = await db
    .select({
      ...courseShowcaseColumns,
      private: sql<boolean>`${courses.channel} = 'enterprise'`,
    })
    .from(courses)
    .leftJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    .where(and(eq(courses.id, id), eq(courses.published, true), inLibrary(scope, sql`${courses.id}`)));
  if (!row) throw new AppError('NOT_IN_ENTERPRISE_LIBRARY');
  return row;
}

/** A bundle licensed to the learner's enterprise: only then are its groups shown. */
async function requireLibraryBundle(db: Database, scope: LearnerScope, bundleId: number) {
  const [row] = await db
    .select({ id: courses.id })
    .from(enterpriseCourses)
    .innerJoin(courses, eq(courses.id, enterpriseCourses.courseId))
    .where(
      and(
        libraryRowsOf(scope),
        eq(courses.id, bundleId),
        eq(courses.type, ProductTypes.BUNDLE),
        eq(courses.published, true),
      ),
    );
  if (!row) throw new AppError('ENT_BUNDLE_NOT_IN_LIBRARY');
}

/** The first course of a bundle's first group: what a bundle's 立即学习 opens. */
async function firstCourseOf(db: Database, bundleId: number): Promise<number | null> {
  const [first] = await db
    .select({ id: bundleCourses.courseId })
    .from(bundleGroups)
    .innerJoin(bundleCourses, eq(bundleCourses.groupId, bundleGroups.id))
    .where(eq(bundleGroups.bundleId, bundleId))
    .orderBy(asc(bundleGroups.sort), asc(bundleGroups.id), asc(bundleCourses.sort))
    .limit(1);
  return first?.id ?? null;
}

/** `course/detail`: with `bundleId` the course must also be in that library bundle. */
export async function loadLibraryDetail(
  db: Database,
  scope: LearnerScope,
  { id, bundleId }: { id: number; bundleId?: number | undefined },
): Promise<EntCourseDetail> {
  const course = await findLibraryCourse(db, scope, id);
  if (bundleId !== undefined) {
    await requireLibraryBundle(db, scope, bundleId);
    const [held] = await db
      .select({ id: bundleCourses.courseId })
      .from(bundleCourses)
      .innerJoin(bundleGroups, eq(bundleGroups.id, bundleCourses.groupId))
      .where(and(eq(bundleGroups.bundleId, bundleId), eq(bundleCourses.courseId, id)));
    if (!held) throw new AppError('COURSE_NOT_IN_BUNDLE');
  }
  const isBundle = course.type === ProductTypes.BUNDLE;
  const [studied] = await db
    .select({ at: courseStudy.startedAt })
    .from(courseStudy)
    .where(and(eq(courseStudy.userId, scope.userId), eq(courseStudy.courseId, id)));
  return {
    ...course,
    buy: 1,
    study: studied ? 1 : 0,
    firstCourseId: isBundle ? await firstCourseOf(db, id) : null,
  } as EntCourseDetail;
}

/** `course/catalog`: every section playable (the licence is the entitlement), with the learner's progress. */
export async function loadLibraryCatalog(
  db: Database,
  scope: LearnerScope,
  id: number,
): Promise<CatalogGroup[]> {
  const course = await findLibraryCourse(db, scope, id);
  if (course.type !== ProductTypes.COURSE) throw new AppError('BUNDLE_NEEDS_BUNDLE_CATALOG');
  const [outline, finished, [study]] = await Promise.all([
    readOutline(db, id),
    readFinishedSections(db, scope.userId, id),
    db
      .select({ last: courseStudy.lastSectionId })
      .from(courseStudy)
      .where(and(eq(courseStudy.userId, scope.userId), eq(courseStudy.courseId, id))),
  ]);
  return presentOutline(outline, id, { lastSectionId: study?.last ?? null, finished, canPlay: () => true });
}

/**
 * `course/bundle/catalog` of a library bundle. The bundle's facts are read in the same transaction:
 * the embedded database has one connection, which the transaction holds.
 */
export async function loadLibraryBundleCatalog(
  db: Database,
  scope: LearnerScope,
  bundleId: number,
): Promise<BundleGroup[]> {
  await requireLibraryBundle(db, scope, bundleId);
  return loadBundleCatalog(db, (id) => loadCourseFacts(db, id), bundleId);
}

/** `course/teacher/detail` of a library course. */
export async function loadLibraryLecturer(db: Database, scope: LearnerScope, id: number): Promise<Lecturer> {
  const course = await findLibraryCourse(db, scope, id);
  const lecturer = course.lecturerId === null ? undefined : await findLecturer(db, course.lecturerId);
  if (!lecturer) throw new AppError('ENT_COURSE_HAS_NO_LECTURER');
  return lecturer;
}
