export { countMemberCourses } from './course-cards.js';
export { type OutlineChapter, readFinishedSections, readOutline } from './course-catalog.js';
export { formatDuration } from './formatting.js';
export { registerCatalogRoutes } from './routes.js';
