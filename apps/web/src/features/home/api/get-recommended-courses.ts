import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CourseCard, homeRecommendList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** 精品推荐: editor-picked courses. */
export function getRecommendedCourses(signal?: AbortSignal): Promise<CourseCard[]> {
  return call(homeRecommendList, { limit: 8 }, { signal });
}

export const recommendedCoursesQueryOptions = queryOptions({
  queryKey: ['home', 'recommend'],
  queryFn: ({ signal }) => getRecommendedCourses(signal),
});

export function useRecommendedCourses() {
  return useQuery(recommendedCoursesQueryOptions);
}
