import type { courseSlides } from '../modules/learning/tables.js';
import { DEMO_SLIDES } from '../platform/storage/demo-media.js';
import { singleCourses } from './courses.js';
import { youkeCourses } from './youke.js';

/**
 * Slides (`course/ppt`) for every other single course, main and youke, so the player can be seen with
 * and without them; they all share the five-page demo deck under `apps/server/media/demo/slides/`.
 */
export const courseSlideRows: (typeof courseSlides.$inferInsert)[] = [...singleCourses, ...youkeCourses]
  .map((seed) => seed.course.id)
  .filter((id): id is number => id !== undefined && id % 2 === 1)
  .flatMap((courseId) => DEMO_SLIDES.map((mediaKey, index) => ({ courseId, page: index + 1, mediaKey })));
