import type { courseStudy, userCourses } from '../modules/learning/tables.js';
import { singleCourseById } from './courses.js';

/**
 * What the demo learner 张晨阳 (user 2, phone 13800000002, not a member) has bought, so that every
 * state of the buy bar can be seen with a demo login: course 14 bought and not started (立即学习),
 * course 18 bought and studied up to its second section (继续学习), and bundle 104 bought (已购买).
 * Course 15 is bought too, for the journey that watches a course: its progress must not change what
 * the buy-bar journey sees on course 14.
 * Users 1 (the member) and 3 own nothing, so they still see the buy-now and member offers.
 */
const BUYER_ID = 2;
const BOUGHT_AT = new Date('2026-04-02T20:15:00+08:00');
const NOT_STARTED_COURSE = 14;
const STARTED_COURSE = 18;
const BOUGHT_BUNDLE = 104;
const COURSE_TO_WATCH = 15;

export const userCourseRows: (typeof userCourses.$inferInsert)[] = [
  NOT_STARTED_COURSE,
  STARTED_COURSE,
  BOUGHT_BUNDLE,
  COURSE_TO_WATCH,
].map((courseId) => ({ userId: BUYER_ID, courseId, source: 'order', createdAt: BOUGHT_AT }));

function secondSectionOf(courseId: number): number {
  const section = singleCourseById(courseId).sections[1];
  if (section?.id === undefined) throw new Error(`seed: course ${courseId} has fewer than two sections`);
  return section.id;
}

export const courseStudyRows: (typeof courseStudy.$inferInsert)[] = [
  {
    userId: BUYER_ID,
    courseId: STARTED_COURSE,
    lastSectionId: secondSectionOf(STARTED_COURSE),
    startedAt: new Date('2026-04-03T21:00:00+08:00'),
    updatedAt: new Date('2026-04-05T21:40:00+08:00'),
  },
];
