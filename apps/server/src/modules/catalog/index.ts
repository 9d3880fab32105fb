export { type CourseOutlines, createCourse, createCourseOutlines } from './admin-course-structure.js';
export { type CourseScope, findCourse, updateCourse } from './admin-courses.js';
export { loadBundleCatalog } from './bundle-catalog.js';
export { countMemberCourses, forMembers, listedOnMainSite, selectCards, toCard } from './course-cards.js';
export {
  type CourseSection,
  type OutlineChapter,
  presentOutline,
  readCourseSections,
  readOutline,
} from './course-catalog.js';
export {
  type CourseFacts,
  type CourseFactsReader,
  cachedCourseFacts,
  courseShowcaseColumns,
  loadCourseFacts,
  readActivityPrices,
  runningActivity,
} from './course-facts.js';
export {
  type BuyerFlags,
  type BuyerFlagsReader,
  type BuyerHoldsNothing,
  buyerHoldsNothingRule,
  type CourseLiveColumn,
  createBuyerFlagsReader,
  createCourseViewerReader,
  createLearnerFlagsReader,
  decideCanStudy,
  type EnterpriseLicence,
  type LearnerCondition,
  type LearnerFlagsReader,
} from './entitlements.js';
export { findLecturer } from './lecturer-detail.js';
export {
  courseNameContains,
  jsonObjectOf,
  nameOrLecturerMatches,
  searchTerms,
} from './search.js';
export { appendSection, createReplayCourse, LIVE_REPLAY_CHANNEL, setSectionMedia } from './section-media.js';
export type { SectionProgress, StudyRecords } from './study-records.js';
export { mp4KeysToEncrypt, playEncryptedFrom } from './video-encryption.js';
export { addYoukeCourse, moveToYoukeList, reorderYoukeList } from './youke-courses.js';
