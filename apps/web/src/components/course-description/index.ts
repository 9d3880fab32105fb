export { CourseDescription } from './course-description';
