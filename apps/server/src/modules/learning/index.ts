/** What orders grant and take back: the courses and bundles they bought. */
export { grantBoughtCourse, grantBoughtCourses, revokeBoughtCourse } from './bought-courses.js';
export { replaceCourseSlides } from './course-slides.js';
export { learnedCourses } from './learned-courses.js';
export { readOwnStudy } from './own-study.js';
/**
 * The player's machinery for the modules that decide who plays a section by a rule of their own: the
 * live area plays a live's replay to the live's audience.
 */
export { createPlaySigning, type PlaySigning, signPlayAddress } from './play-address.js';
export { loadPlayDetail, type PlayDecision } from './play-detail.js';
export { readFinishedSections, sectionProgressOf, studyRecords } from './study-records.js';
