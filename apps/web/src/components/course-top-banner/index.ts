export { CourseTopBanner } from './course-top-banner';
export { CourseTopFacts } from './course-top-facts';
