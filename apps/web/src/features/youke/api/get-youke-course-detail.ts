import { queryOptions, useQuery } from '@tanstack/react-query';
import { type YoukeCourseDetail, youkeCourseDetail } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `youke/course/detail`: a published free-trial course (A0404 for anything else). */
export function getYoukeCourseDetail(id: number, signal?: AbortSignal): Promise<YoukeCourseDetail> {
  return call(youkeCourseDetail, { id }, { signal });
}

export function youkeCourseDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['youke', 'detail', id],
    queryFn: ({ signal }) => getYoukeCourseDetail(id, signal),
    // The page shows the failure itself (not found, retry).
    meta: { silentError: true },
  });
}

export function useYoukeCourseDetail(id: number) {
  return useQuery(youkeCourseDetailQueryOptions(id));
}
