export { StickyCourseHeader, tabScroller } from './sticky-course-header';
