import { CATEGORIES, categoryPictures } from './categories.js';
import { buildSingleCourse, type SingleCourseSeed } from './course-content.js';
import { parseCourseBlocks } from './course-table.js';
import { COURSE_TABLES_A } from './courses-a.js';
import { COURSE_TABLES_B } from './courses-b.js';

/** The main catalogue's single courses (ids 1-48, six per category), in category order. */
export const singleCourses: SingleCourseSeed[] = CATEGORIES.flatMap((category) => {
  const table = COURSE_TABLES_A[category.id] ?? COURSE_TABLES_B[category.id];
  if (!table) throw new Error(`seed: no courses for category ${category.id}`);
  return parseCourseBlocks(table).map((block, index) =>
    buildSingleCourse(block, {
      channel: 'main',
      categoryId: category.id,
      youkeListId: null,
      sort: index + 1,
      label: category.name,
      palette: category.palette,
      audience: category.audience,
      ...categoryPictures(category),
    }),
  );
});

export function singleCourseById(id: number): SingleCourseSeed {
  const found = singleCourses.find((seed) => seed.course.id === id);
  if (!found) throw new Error(`seed: unknown single course ${id}`);
  return found;
}
