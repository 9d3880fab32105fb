import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CourseCard, courseList, type Page, type RequestOf } from '@zhixue/contract';
import { call } from '@/lib/api';

export type CourseListRequest = RequestOf<typeof courseList>;

/** `course/list`: a page of courses by category, type, price kind, order and search text. */
export function getCourseList(request: CourseListRequest, signal?: AbortSignal): Promise<Page<CourseCard>> {
  return call(courseList, request, { signal });
}

export function courseListQueryOptions(request: CourseListRequest, viewer: number | null) {
  return queryOptions({
    queryKey: ['catalog', 'list', request, viewer],
    queryFn: ({ signal }) => getCourseList(request, signal),
    placeholderData: keepPreviousData,
  });
}

/** `viewer` (the logged-in user's id) keys the cache: the answer depends on who asks. */
export function useCourseList(request: CourseListRequest, viewer: number | null) {
  return useQuery(courseListQueryOptions(request, viewer));
}
