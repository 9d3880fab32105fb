import { useQuery } from '@tanstack/react-query';
import {
  adminBundleCreate,
  adminCategoryList,
  adminCourseCreate,
  adminCourseList,
  adminCourseUpdate,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, apiQuery, useApiMutation } from '@/lib/api-query';

/** Every list of courses (this screen's, a bundle's, youke's) reads under this key. */
const COURSES = ['courses'] as const;

export const useCourseList = (query: RequestOf<typeof adminCourseList>) =>
  useQuery(apiPageQuery(COURSES, adminCourseList, query));

/** The categories a course may be filed under, as a select's options. */
export function useCategoryOptions() {
  const categories = useQuery(apiQuery(['categories'], adminCategoryList, {}));
  return (categories.data ?? []).map((row) => ({ value: row.id, label: row.name }));
}

export const useCreateCourse = () => useApiMutation(adminCourseCreate, [COURSES]);
export const useCreateBundle = () => useApiMutation(adminBundleCreate, [COURSES]);
export const useUpdateCourse = () => useApiMutation(adminCourseUpdate, [COURSES]);
