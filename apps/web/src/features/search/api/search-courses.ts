import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CourseCard, courseList, type Page, type RequestOf } from '@zhixue/contract';
import { call } from '@/lib/api';

export type SearchCoursesRequest = RequestOf<typeof courseList>;

/** `course/list` with the search text: one page of matching courses or bundles. */
export function searchCourses(
  request: SearchCoursesRequest,
  signal?: AbortSignal,
): Promise<Page<CourseCard>> {
  return call(courseList, request, { signal });
}

export function searchCoursesQueryOptions(request: SearchCoursesRequest, viewer: number | null) {
  return queryOptions({
    queryKey: ['search', 'courses', request, viewer],
    queryFn: ({ signal }) => searchCourses(request, signal),
    placeholderData: keepPreviousData,
  });
}

/** Disabled without a search text; `viewer` keys the cache since prices depend on who asks. */
export function useSearchCourses(request: SearchCoursesRequest, viewer: number | null, enabled: boolean) {
  return useQuery({
    ...searchCoursesQueryOptions(request, viewer),
    enabled: enabled && Boolean(request.keyword),
  });
}
