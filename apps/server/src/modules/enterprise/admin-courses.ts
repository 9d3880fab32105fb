import type { EntCourseSaveRequest, EntPrivateCourse, PageQuery } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { type CourseScope, courseNameContains, createCourse, updateCourse } from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';
import { type EnterpriseScope, withinEnterprise } from './scope.js';
import * as tables from './tables.js';

const { courses } = catalogTables;
const { entCategories, enterpriseCourses } = tables;
type Audit = (change: AuditChange) => void;

/*
 * The enterprise's private courses (decision 0035): a course of channel `enterprise` and the library
 * row (licence `private`) that makes it this enterprise's, and only this one's (one owner per course,
 * enforced by a unique index). The library rows stand behind the row-level security wall; the
 * course, its chapters and sections carry no enterprise column, so their rows are written by the
 * catalogue's own code as the server's role, each statement kept by `privateCoursesOf` to courses
 * whose owner row the enterprise holds.
 */

/** The catalogue's course scope of an enterprise console: its own private courses only. */
export function privateCoursesOf({ entId }: EnterpriseScope): CourseScope {
  return (courseId) =>
    sql`${courseId} in (select course_id from ${enterpriseCourses} where ent_id = ${entId} and licence = 'private')`;
}

/** A private course has no price: the enterprise's learners study it without buying. */
const FREE = { charge: 0, price: 0, linePrice: 0, vip: 0, vipCharge: 0, vipPrice: 0 } as const;

function selectPrivate(db: Database, { entId }: EnterpriseScope, where?: SQL) {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      summary: courses.summary,
      picCover: courses.picCover,
      categoryId: enterpriseCourses.categoryId,
      categoryName: entCategories.name,
      lessons: courses.lessonCount,
      idleCheckMinutes: courses.idleCheckMinutes,
      createdAt: enterpriseCourses.createdAt,
    })
    .from(enterpriseCourses)
    .innerJoin(courses, eq(courses.id, enterpriseCourses.courseId))
    .leftJoin(entCategories, eq(entCategories.id, enterpriseCourses.categoryId))
    .where(and(eq(enterpriseCourses.entId, entId), eq(enterpriseCourses.licence, 'private'), where));
}

const present = (row: { createdAt: Date } & Omit<EntPrivateCourse, 'createdAt'>): EntPrivateCourse => ({
  ...row,
  createdAt: formatChinaTime(row.createdAt),
});

export async function pagePrivateCourses(
  db: Database,
  scope: EnterpriseScope,
  query: PageQuery & { keyword?: string | undefined },
) {
  const where = query.keyword ? courseNameContains(courses.name, query.keyword) : undefined;
  const [rows, [total]] = await Promise.all([
    selectPrivate(db, scope, where)
      .orderBy(desc(enterpriseCourses.createdAt), desc(courses.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(enterpriseCourses)
      .innerJoin(courses, eq(courses.id, enterpriseCourses.courseId))
      .where(and(eq(enterpriseCourses.entId, scope.entId), eq(enterpriseCourses.licence, 'private'), where)),
  ]);
  return {
    list: rows.map(present),
    total: total?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/** One private course of the enterprise; another's, or a licensed platform course, is A0404. */
async function privateCourse(db: Database, scope: EnterpriseScope, id: number) {
  const [row] = await selectPrivate(db, scope, eq(courses.id, id));
  if (!row) throw new AppError('ENT_COURSE_NOT_IN_LIBRARY');
  return present(row);
}

/**
 * Creates or edits a private course. A new one is published into the library at once (at the
 * library's end); its category is one of the enterprise's own.
 */
export async function savePrivateCourse(
  tx: Database,
  scope: EnterpriseScope,
  body: z.output<typeof EntCourseSaveRequest>,
  audit: Audit,
): Promise<EntPrivateCourse> {
  const before = await withinEnterprise(tx, scope, async (walled) => {
    if (body.categoryId !== null) {
      const [category] = await walled
        .select({ id: entCategories.id })
        .from(entCategories)
        .where(and(eq(entCategories.id, body.categoryId), eq(entCategories.entId, scope.entId)));
      if (!category) throw new AppError('ENT_CATEGORY_NOT_FOUND');
    }
    return body.id === null ? null : privateCourse(walled, scope, body.id);
  });
  const details = {
    ...FREE,
    name: body.name,
    summary: body.summary,
    picCover: body.picCover,
    categoryId: null,
    ...(body.idleCheckMinutes === undefined ? {} : { idleCheckMinutes: body.idleCheckMinutes }),
  };
  const courseId =
    body.id === null
      ? (await createCourse(tx, details, audit, { channel: 'enterprise' })).id
      : (await updateCourse(tx, { ...details, id: body.id }, audit, privateCoursesOf(scope))).id;
  return withinEnterprise(tx, scope, async (walled) => {
    if (before === null) {
      await walled.insert(enterpriseCourses).values({
        entId: scope.entId,
        courseId,
        licence: 'private',
        categoryId: body.categoryId,
        sort: sql`(select coalesce(max(sort), 0) + 1 from ${enterpriseCourses} where ent_id = ${scope.entId})`,
      });
    } else {
      await walled
        .update(enterpriseCourses)
        .set({ categoryId: body.categoryId })
        .where(and(eq(enterpriseCourses.entId, scope.entId), eq(enterpriseCourses.courseId, courseId)));
    }
    const after = await privateCourse(walled, scope, courseId);
    audit({ entity: 'ent_private_course', entityId: courseId, before, after });
    return after;
  });
}
