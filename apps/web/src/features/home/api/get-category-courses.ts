import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CategoryCourses, homeCourseList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** Courses grouped by category, one tab per category. */
export function getCategoryCourses(signal?: AbortSignal): Promise<CategoryCourses[]> {
  return call(homeCourseList, { limit: 8 }, { signal });
}

export const categoryCoursesQueryOptions = queryOptions({
  queryKey: ['home', 'categories'],
  queryFn: ({ signal }) => getCategoryCourses(signal),
});

export function useCategoryCourses() {
  return useQuery(categoryCoursesQueryOptions);
}
