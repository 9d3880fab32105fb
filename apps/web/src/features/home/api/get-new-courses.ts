import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CourseCard, homeNewList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** 新课上线: the newest courses. */
export function getNewCourses(signal?: AbortSignal): Promise<CourseCard[]> {
  return call(homeNewList, { limit: 4 }, { signal });
}

export const newCoursesQueryOptions = queryOptions({
  queryKey: ['home', 'new'],
  queryFn: ({ signal }) => getNewCourses(signal),
});

export function useNewCourses() {
  return useQuery(newCoursesQueryOptions);
}
