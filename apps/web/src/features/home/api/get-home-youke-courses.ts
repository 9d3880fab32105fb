import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeYoukeCourseList, type YoukeCard } from '@zhixue/contract';
import { call } from '@/lib/api';

/** 游客体验课: the home page's shelf of free-trial (youke) courses. */
export function getHomeYoukeCourses(signal?: AbortSignal): Promise<YoukeCard[]> {
  return call(homeYoukeCourseList, { limit: 4 }, { signal });
}

export const homeYoukeCoursesQueryOptions = queryOptions({
  queryKey: ['home', 'youke'],
  queryFn: ({ signal }) => getHomeYoukeCourses(signal),
});

export function useHomeYoukeCourses() {
  return useQuery(homeYoukeCoursesQueryOptions);
}
