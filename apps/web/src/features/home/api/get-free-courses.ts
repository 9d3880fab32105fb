import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CourseCard, homeFreeList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** 免费好课: free courses. */
export function getFreeCourses(signal?: AbortSignal): Promise<CourseCard[]> {
  return call(homeFreeList, { limit: 4 }, { signal });
}

export const freeCoursesQueryOptions = queryOptions({
  queryKey: ['home', 'free'],
  queryFn: ({ signal }) => getFreeCourses(signal),
});

export function useFreeCourses() {
  return useQuery(freeCoursesQueryOptions);
}
