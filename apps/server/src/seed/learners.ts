import type { courseStudy, sectionProgress, studyDays, userCourses } from '../modules/learning/tables.js';
import { formatChinaDate } from '../platform/format/index.js';
import { singleCourseById } from './courses.js';

/**
 * What the demo learner 张晨阳 (user 2, phone 13800000002, not a member) has bought, so that every
 * state of the buy bar can be seen with a demo login: course 14 bought and not started (立即学习),
 * course 18 bought and studied up to its second section (继续学习), and bundle 104 bought (已购买).
 * Course 15 is bought too, for the journey that watches a course: its progress must not change what
 * the buy-bar journey sees on course 14.
 * Users 1 (the member) and 3 own nothing, so they still see the buy-now and member offers; the member
 * studied the free course her certificate is for (see below).
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

const buyerStudy: (typeof courseStudy.$inferInsert)[] = [
  {
    userId: BUYER_ID,
    courseId: STARTED_COURSE,
    lastSectionId: secondSectionOf(STARTED_COURSE),
    startedAt: new Date('2026-04-03T21:00:00+08:00'),
    updatedAt: new Date('2026-04-05T21:40:00+08:00'),
  },
];

/**
 * The member 李悦 (user 1) watched every section of the free course 3 to the end between the dates of
 * the certificate she holds for it (certificates.ts), a section an evening: her personal centre's
 * days, minutes and courses learned, and her recent study, tell the same story as 我的证书.
 */
const MEMBER_ID = 1;
const CERTIFIED_COURSE = 3;
const MEMBER_STUDY_STARTED = Date.parse('2026-02-16T20:00:00+08:00');
const DAY_MS = 86_400_000;

const certifiedSections = singleCourseById(CERTIFIED_COURSE).sections;
/** The evening a section was watched: every third day from the first, the last before 8 March. */
const watchedOn = (index: number) => new Date(MEMBER_STUDY_STARTED + index * 3 * DAY_MS);

export const sectionProgressRows: (typeof sectionProgress.$inferInsert)[] = certifiedSections.map(
  (section, index) => {
    if (section.id === undefined) throw new Error(`seed: a section of course ${CERTIFIED_COURSE} has no id`);
    const duration = section.durationSeconds ?? 0;
    return {
      userId: MEMBER_ID,
      sectionId: section.id,
      courseId: CERTIFIED_COURSE,
      positionSeconds: duration,
      watchedSeconds: duration,
      furthestSeconds: duration,
      finished: 1,
      updatedAt: watchedOn(index),
    };
  },
);

export const memberStudyDayRows: (typeof studyDays.$inferInsert)[] = certifiedSections.map((_, index) => ({
  userId: MEMBER_ID,
  day: formatChinaDate(watchedOn(index)),
}));

const lastCertifiedSection = certifiedSections.at(-1)?.id;
if (lastCertifiedSection === undefined) throw new Error(`seed: course ${CERTIFIED_COURSE} has no sections`);

export const courseStudyRows: (typeof courseStudy.$inferInsert)[] = [
  ...buyerStudy,
  {
    userId: MEMBER_ID,
    courseId: CERTIFIED_COURSE,
    lastSectionId: lastCertifiedSection,
    startedAt: watchedOn(0),
    updatedAt: watchedOn(certifiedSections.length - 1),
  },
];
