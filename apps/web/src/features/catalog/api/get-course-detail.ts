import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CourseDetail, courseDetail } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `course/detail`; with `bundleId` the course is opened from that bundle. */
export function getCourseDetail(id: number, bundleId?: number, signal?: AbortSignal): Promise<CourseDetail> {
  return call(courseDetail, bundleId ? { id, bundleId } : { id }, { signal });
}

export function courseDetailQueryOptions(id: number, bundleId: number | undefined, viewer: number | null) {
  return queryOptions({
    queryKey: ['catalog', 'detail', id, bundleId ?? null, viewer],
    queryFn: ({ signal }) => getCourseDetail(id, bundleId, signal),
    // The page shows the failure itself (not found, retry).
    meta: { silentError: true },
    retry: false,
  });
}

export function useCourseDetail(id: number, bundleId: number | undefined, viewer: number | null) {
  return useQuery(courseDetailQueryOptions(id, bundleId, viewer));
}
