import { StudyCenter } from '@/features/learning/components/study-center';
import { MyCoursesPage } from '@/features/users/pages/my-courses-page';

/**
 * /mycourses: the personal area (users) with the personal centre of learning at index 0. Features
 * do not import each other, so the two meet here, in the app shell that already knows every page.
 */
export function Component() {
  return <MyCoursesPage studyCenter={<StudyCenter />} />;
}
