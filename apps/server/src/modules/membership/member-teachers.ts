import type { MemberTeacher } from '@zhixue/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { forMembers, listedOnMainSite } from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';

const { courses, lecturers } = catalogTables;

/** Courses and bundles of the main site that members study free or at a member price. */
const listedMemberCourse = and(listedOnMainSite, forMembers);

/** The member page's teachers: lecturers of member courses, the most followed first. */
export function listMemberTeachers(db: Database, limit: number): Promise<MemberTeacher[]> {
  const learnerCount = sql<number>`sum(${courses.learnerCount})::int`;
  return db
    .select({
      id: lecturers.id,
      name: lecturers.name,
      avatar: lecturers.avatar,
      title: lecturers.title,
      courseCount: count(courses.id),
      learnerCount,
    })
    .from(lecturers)
    .innerJoin(courses, and(eq(courses.lecturerId, lecturers.id), listedMemberCourse))
    .groupBy(lecturers.id)
    .orderBy(desc(learnerCount), lecturers.id)
    .limit(limit);
}
