export { PagedCourseGrid } from './paged-course-grid';
