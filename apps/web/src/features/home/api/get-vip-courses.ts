import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CourseCard, homeVipList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** 会员专享: member-only courses. */
export function getVipCourses(signal?: AbortSignal): Promise<CourseCard[]> {
  return call(homeVipList, { limit: 4 }, { signal });
}

export const vipCoursesQueryOptions = queryOptions({
  queryKey: ['home', 'vip'],
  queryFn: ({ signal }) => getVipCourses(signal),
});

export function useVipCourses() {
  return useQuery(vipCoursesQueryOptions);
}
