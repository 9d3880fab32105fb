export { replaceCourseSlides } from './course-slides.js';
