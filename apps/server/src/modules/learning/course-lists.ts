import { type LearningCourse, type Page, type PageQuery, rowsBefore } from '@zhixue/contract';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { LIVE_REPLAY_CHANNEL } from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as tables from './tables.js';

const { courses, sections } = catalogTables;
const { courseStudy, sectionProgress, userCourses } = tables;

/** Sections of the course the learner finished (correlated, one index probe per listed course). */
const learnedCount = (userId: number) =>
  sql<number>`(select count(*) from ${sectionProgress} where ${sectionProgress.userId} = ${userId}
    and ${sectionProgress.courseId} = ${courses.id} and ${sectionProgress.finished} = 1)::int`.mapWith(
    Number,
  );

function courseColumns(userId: number) {
  return {
    id: courses.id,
    name: courses.name,
    type: courses.type,
    channel: courses.channel,
    picCover: courses.picCover,
    picHeader: courses.picHeader,
    labelNameList: courses.labels,
    count: courses.lessonCount,
    learnedCount: learnedCount(userId),
    lastSectionId: courseStudy.lastSectionId,
    lastSectionName: sections.name,
  };
}

type Row = Omit<LearningCourse, 'progress' | 'learnStatus' | 'lastViewed' | 'at'> & {
  studiedAt: Date | null;
  boughtAt?: Date;
};

function present(row: Row): LearningCourse {
  const { studiedAt, boughtAt, ...course } = row;
  const progress = row.count > 0 ? Math.min(100, Math.floor((row.learnedCount * 100) / row.count)) : 0;
  return {
    ...course,
    progress,
    learnStatus: row.count > 0 && row.learnedCount >= row.count ? 1 : 0,
    lastViewed: studiedAt ? 1 : 0,
    at: (studiedAt ?? boughtAt ?? new Date(0)).toISOString(),
  } as LearningCourse;
}

/** `learn/learning/list`: courses the learner studied, the most recently studied first. */
export async function pageRecentStudy(
  db: Database,
  userId: number,
  { pageCurrent, pageSize }: PageQuery,
): Promise<Page<LearningCourse>> {
  // A live's replay course is studied on the live's page, not as a course of the learner's own.
  const studied = and(eq(courseStudy.userId, userId), ne(courses.channel, LIVE_REPLAY_CHANNEL));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...courseColumns(userId), studiedAt: courseStudy.updatedAt })
      .from(courseStudy)
      .innerJoin(courses, eq(courses.id, courseStudy.courseId))
      .leftJoin(sections, eq(sections.id, courseStudy.lastSectionId))
      .where(studied)
      .orderBy(desc(courseStudy.updatedAt), desc(courseStudy.courseId))
      .limit(pageSize)
      .offset(rowsBefore({ pageCurrent, pageSize })),
    db
      .select({ value: count() })
      .from(courseStudy)
      .innerJoin(courses, eq(courses.id, courseStudy.courseId))
      .where(studied),
  ]);
  return { list: rows.map((row) => present(row as Row)), total: total?.value ?? 0, pageCurrent, pageSize };
}

/** `learn/user/course/list`: what the learner owns (bought, gifted, licensed), newest first. */
export async function pageOwnedCourses(
  db: Database,
  userId: number,
  { pageCurrent, pageSize }: PageQuery,
): Promise<Page<LearningCourse>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...courseColumns(userId), studiedAt: courseStudy.updatedAt, boughtAt: userCourses.createdAt })
      .from(userCourses)
      .innerJoin(courses, eq(courses.id, userCourses.courseId))
      .leftJoin(courseStudy, and(eq(courseStudy.userId, userId), eq(courseStudy.courseId, courses.id)))
      .leftJoin(sections, eq(sections.id, courseStudy.lastSectionId))
      .where(eq(userCourses.userId, userId))
      .orderBy(desc(userCourses.createdAt), desc(userCourses.courseId))
      .limit(pageSize)
      .offset(rowsBefore({ pageCurrent, pageSize })),
    db.select({ value: count() }).from(userCourses).where(eq(userCourses.userId, userId)),
  ]);
  return { list: rows.map((row) => present(row as Row)), total: total?.value ?? 0, pageCurrent, pageSize };
}
