import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogGroup, youkeCourseCatalog } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `youke/course/catalog`: chapters and sections, with the learner's progress when logged in. */
export function getYoukeCourseCatalog(id: number, signal?: AbortSignal): Promise<CatalogGroup[]> {
  return call(youkeCourseCatalog, { id }, { signal });
}

/** `viewer` (the logged-in user's id) keys the cache: the progress depends on who asks. */
export function youkeCourseCatalogQueryOptions(id: number, viewer: number | null) {
  return queryOptions({
    queryKey: ['youke', 'catalog', id, viewer],
    queryFn: ({ signal }) => getYoukeCourseCatalog(id, signal),
    meta: { silentError: true },
  });
}

export function useYoukeCourseCatalog(id: number, viewer: number | null, enabled: boolean) {
  return useQuery({ ...youkeCourseCatalogQueryOptions(id, viewer), enabled });
}
