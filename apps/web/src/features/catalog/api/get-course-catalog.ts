import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogGroup, courseCatalog, coursePreviewCatalog } from '@zhixue/contract';
import { call } from '@/lib/api';

/**
 * `course/catalog`: chapters and sections of a single course, with the learner's progress; with
 * `preview` those of a course a console preview link opens, published or not.
 */
export function getCourseCatalog(
  id: number,
  signal?: AbortSignal,
  preview?: string,
): Promise<CatalogGroup[]> {
  if (preview) return call(coursePreviewCatalog, { id, preview }, { signal });
  return call(courseCatalog, { id }, { signal });
}

export function courseCatalogQueryOptions(id: number, viewer: number | null, preview?: string) {
  return queryOptions({
    queryKey: ['catalog', 'chapters', id, viewer, preview ?? null],
    queryFn: ({ signal }) => getCourseCatalog(id, signal, preview),
  });
}

export function useCourseCatalog(id: number, viewer: number | null, enabled: boolean, preview?: string) {
  return useQuery({ ...courseCatalogQueryOptions(id, viewer, preview), enabled });
}
