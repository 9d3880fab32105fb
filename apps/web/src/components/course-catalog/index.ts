export { CourseCatalog } from './course-catalog';
