import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Page, type RequestOf, type YoukeCard, youkeCourseList } from '@zhixue/contract';
import { call } from '@/lib/api';

export type YoukeCoursesRequest = RequestOf<typeof youkeCourseList>;

/** `youke/course/list`: a page of free-trial courses, of one project or one list when asked. */
export function getYoukeCourses(
  request: YoukeCoursesRequest,
  signal?: AbortSignal,
): Promise<Page<YoukeCard>> {
  return call(youkeCourseList, request, { signal });
}

export function youkeCoursesQueryOptions(request: YoukeCoursesRequest) {
  return queryOptions({
    queryKey: ['youke', 'courses', request],
    queryFn: ({ signal }) => getYoukeCourses(request, signal),
    // Turning a page keeps the current cards until the next ones arrive.
    placeholderData: keepPreviousData,
    // Every list on the youke pages shows its own failure (unknown list, retry).
    meta: { silentError: true },
  });
}

export function useYoukeCourses(request: YoukeCoursesRequest) {
  return useQuery(youkeCoursesQueryOptions(request));
}
