import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CourseDetail, courseDetail, coursePreviewDetail } from '@zhixue/contract';
import { call } from '@/lib/api';

/**
 * `course/detail`; with `bundleId` the course is opened from that bundle. With `preview` (a console
 * preview link's token) the course as a visitor sees it, published or not.
 */
export function getCourseDetail(
  id: number,
  bundleId?: number,
  signal?: AbortSignal,
  preview?: string,
): Promise<CourseDetail> {
  if (preview) return call(coursePreviewDetail, { id, preview }, { signal });
  return call(courseDetail, bundleId ? { id, bundleId } : { id }, { signal });
}

export function courseDetailQueryOptions(
  id: number,
  bundleId: number | undefined,
  viewer: number | null,
  preview?: string,
) {
  return queryOptions({
    queryKey: ['catalog', 'detail', id, bundleId ?? null, viewer, preview ?? null],
    queryFn: ({ signal }) => getCourseDetail(id, bundleId, signal, preview),
    // The page shows the failure itself (not found, retry).
    meta: { silentError: true },
    retry: false,
  });
}

export function useCourseDetail(
  id: number,
  bundleId: number | undefined,
  viewer: number | null,
  preview?: string,
) {
  return useQuery(courseDetailQueryOptions(id, bundleId, viewer, preview));
}
