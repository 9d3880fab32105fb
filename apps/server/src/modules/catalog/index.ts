export { countMemberCourses } from './course-cards.js';
export { registerCatalogRoutes } from './routes.js';
