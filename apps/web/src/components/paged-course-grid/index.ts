export { PagedCardGrid, PagedCourseGrid } from './paged-course-grid';
