import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeYoukeCourseList, type YoukeCard } from '@zhixue/contract';
import { call } from '@/lib/api';

/** 游客体验课: free trial (youke) courses. */
export function getYoukeCourses(signal?: AbortSignal): Promise<YoukeCard[]> {
  return call(homeYoukeCourseList, { limit: 4 }, { signal });
}

export const youkeCoursesQueryOptions = queryOptions({
  queryKey: ['home', 'youke'],
  queryFn: ({ signal }) => getYoukeCourses(signal),
});

export function useYoukeCourses() {
  return useQuery(youkeCoursesQueryOptions);
}
