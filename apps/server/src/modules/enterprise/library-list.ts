import type { EntCourseItem, entCourseList, ParsedRequestOf } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { containsPattern, type Database } from '../../platform/db/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as learningTables from '../learning/tables.js';
import { type EnterpriseScope, type LearnerScope, libraryRowsOf } from './scope.js';
import * as tables from './tables.js';

const { courseStudy, sectionProgress } = learningTables;
const { courses, lecturers } = catalogTables;
const { entCategories, enterpriseCourses } = tables;

/** `course/category/drop`: the enterprise's categories, in its order. */
export function listCategories(db: Database, { entId }: EnterpriseScope) {
  return db
    .select({ id: entCategories.id, name: entCategories.name })
    .from(entCategories)
    .where(eq(entCategories.entId, entId))
    .orderBy(asc(entCategories.sort), asc(entCategories.id));
}

/** A library card's columns with the learner's state (lessons learned, started). */
function itemColumns({ userId }: LearnerScope) {
  return {
    id: courses.id,
    name: courses.name,
    type: courses.type,
    picCover: courses.picCover,
    picHeader: courses.picHeader,
    labelNameList: courses.labels,
    count: courses.lessonCount,
    lecturerName: lecturers.name,
    private: sql<boolean>`${enterpriseCourses.licence} = 'private'`,
    finished: sql<number>`(select count(*) from ${sectionProgress} where ${sectionProgress.userId} = ${userId}
      and ${sectionProgress.courseId} = ${courses.id} and ${sectionProgress.finished} = 1)::int`,
    started: sql<boolean>`exists (select 1 from ${courseStudy} where ${courseStudy.userId} = ${userId}
      and ${courseStudy.courseId} = ${courses.id})`,
  };
}

type ItemRow = { [K in keyof ReturnType<typeof itemColumns>]: unknown } & {
  finished: number;
  started: boolean;
  count: number;
};

function toItem({ finished, started, ...row }: ItemRow): EntCourseItem {
  return {
    ...(row as unknown as Omit<EntCourseItem, 'learnStatus' | 'lastViewed'>),
    learnStatus: row.count > 0 && finished >= row.count ? 1 : 0,
    lastViewed: started ? 1 : 0,
  };
}

/** Library rows joined with their published course, under `where`. */
function libraryQuery(db: Database, scope: LearnerScope, where: SQL | undefined) {
  return db
    .select(itemColumns(scope))
    .from(enterpriseCourses)
    .innerJoin(courses, eq(courses.id, enterpriseCourses.courseId))
    .leftJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    .where(and(libraryRowsOf(scope), eq(courses.published, true), where));
}

/** `course/list`: the library page by page, the enterprise's own courses first, then in its order. */
export async function pageLibrary(
  db: Database,
  scope: LearnerScope,
  query: ParsedRequestOf<typeof entCourseList>,
) {
  const where = and(
    query.categoryId === undefined ? undefined : eq(enterpriseCourses.categoryId, query.categoryId),
    query.keyword === undefined ? undefined : ilike(courses.name, containsPattern(query.keyword)),
  );
  const [rows, [total]] = await Promise.all([
    libraryQuery(db, scope, where)
      .orderBy(
        sql`${enterpriseCourses.licence} = 'private' desc`,
        asc(enterpriseCourses.sort),
        asc(courses.id),
      )
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db
      .select({ n: count() })
      .from(enterpriseCourses)
      .innerJoin(courses, eq(courses.id, enterpriseCourses.courseId))
      .where(and(libraryRowsOf(scope), eq(courses.published, true), where)),
  ]);
  return {
    list: rows.map((row) => toItem(row as ItemRow)),
    total: Number(total?.n ?? 0),
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/** The given courses as library cards, in the given order; those no longer in the library are left out. */
export async function libraryItems(
  db: Database,
  scope: LearnerScope,
  courseIds: number[],
): Promise<EntCourseItem[]> {
  if (courseIds.length === 0) return [];
  const rows = await libraryQuery(db, scope, inArray(courses.id, courseIds));
  const byId = new Map(rows.map((row) => [row.id, toItem(row as ItemRow)]));
  return courseIds.flatMap((id) => byId.get(id) ?? []);
}
