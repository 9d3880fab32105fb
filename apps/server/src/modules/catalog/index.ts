export { findCourse } from './admin-courses.js';
export { loadBundleCatalog } from './bundle-catalog.js';
export { clearCatalogueCaches } from './catalogue-caches.js';
export { countMemberCourses, forMembers, listedOnMainSite, selectCards, toCard } from './course-cards.js';
export {
  type CourseSection,
  type OutlineChapter,
  presentOutline,
  readCourseSections,
  readFinishedSections,
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
export { decideCanStudy, liveLicence, readLearnerFlags } from './entitlements.js';
export { findLecturer } from './lecturer-detail.js';
export { containsPattern, jsonObjectOf, nameOrLecturerMatches, searchTerms } from './search.js';
export { appendSection, setSectionMedia } from './section-media.js';
