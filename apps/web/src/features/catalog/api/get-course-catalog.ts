import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogGroup, courseCatalog } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `course/catalog`: chapters and sections of a single course, with the learner's progress. */
export function getCourseCatalog(id: number, signal?: AbortSignal): Promise<CatalogGroup[]> {
  return call(courseCatalog, { id }, { signal });
}

export function courseCatalogQueryOptions(id: number, viewer: number | null) {
  return queryOptions({
    queryKey: ['catalog', 'chapters', id, viewer],
    queryFn: ({ signal }) => getCourseCatalog(id, signal),
  });
}

export function useCourseCatalog(id: number, viewer: number | null, enabled: boolean) {
  return useQuery({ ...courseCatalogQueryOptions(id, viewer), enabled });
}
