import type { YoukeCourseDetail } from '@zhixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as catalogTables from '../catalog/tables.js';
import { listedAsYouke } from './course-list.js';
import * as tables from './tables.js';

const { courses, lecturers, sections } = catalogTables;
const { youkeLists, youkeProjects } = tables;

/** A published youke course with its project and list; anything else (a main-site course too) is A0404. */
export async function loadYoukeCourseDetail(db: Database, id: number): Promise<YoukeCourseDetail> {
  const [row] = await db
    .select({
      id: courses.id,
      name: courses.name,
      summary: courses.summary,
      description: courses.description,
      picCover: courses.picCover,
      picHeader: courses.picHeader,
      lecturerId: courses.lecturerId,
      lecturerName: lecturers.name,
      learnerCount: courses.learnerCount,
      lessonCount: courses.lessonCount,
      durationSeconds: sql<number>`(select coalesce(sum(${sections.durationSeconds}), 0)::int
        from ${sections} where ${sections.courseId} = ${courses.id})`.mapWith(Number),
      projectId: youkeProjects.id,
      projectName: youkeProjects.name,
      listId: youkeLists.id,
      listName: youkeLists.name,
    })
    .from(courses)
    .innerJoin(youkeLists, eq(youkeLists.id, courses.youkeListId))
    .innerJoin(youkeProjects, eq(youkeProjects.id, youkeLists.projectId))
    .leftJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    .where(and(listedAsYouke, eq(courses.id, id)))
    .limit(1);
  if (!row) throw new AppError('COURSE_NOT_FOUND');
  return row;
}
