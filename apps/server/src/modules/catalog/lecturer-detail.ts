import type { Lecturer } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import type { CourseFactsReader } from './course-facts.js';
import * as tables from './tables.js';

const { lecturers } = tables;

/** The lecturer of a course (the 讲师介绍 modal); a bundle has none. */
export async function loadCourseLecturer(
  db: Database,
  factsOf: CourseFactsReader,
  courseId: number,
): Promise<Lecturer> {
  const facts = await factsOf(courseId);
  if (!facts) throw new AppError('COURSE_NOT_FOUND');
  const lecturerId = facts.course.lecturerId;
  const lecturer = lecturerId === null ? undefined : await findLecturer(db, lecturerId);
  if (!lecturer) throw new AppError('LECTURER_NOT_FOUND');
  return lecturer;
}

/** A lecturer as the 讲师介绍 modal shows them, wherever they teach (a course, a camp). */
export async function findLecturer(db: Database, id: number): Promise<Lecturer | undefined> {
  const [lecturer] = await db
    .select({
      id: lecturers.id,
      avatar: lecturers.avatar,
      name: lecturers.name,
      title: lecturers.title,
      detail: lecturers.detail,
      topic: lecturers.topic,
      serviceCompany: lecturers.serviceCompany,
    })
    .from(lecturers)
    .where(eq(lecturers.id, id));
  return lecturer;
}
