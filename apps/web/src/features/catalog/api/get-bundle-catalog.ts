import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BundleGroup, courseBundleCatalog } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `course/bundle/catalog`: a bundle's groups of courses. */
export function getBundleCatalog(id: number, signal?: AbortSignal): Promise<BundleGroup[]> {
  return call(courseBundleCatalog, { id }, { signal });
}

export function bundleCatalogQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['catalog', 'bundle', id],
    queryFn: ({ signal }) => getBundleCatalog(id, signal),
  });
}

export function useBundleCatalog(id: number, enabled: boolean) {
  return useQuery({ ...bundleCatalogQueryOptions(id), enabled });
}
