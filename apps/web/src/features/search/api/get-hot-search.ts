import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HotSearchItem, searchHotList } from '@zhixue/contract';
import { call } from '@/lib/api';

export function getHotSearchList(signal?: AbortSignal): Promise<HotSearchItem[]> {
  return call(searchHotList, undefined, { signal, background: true });
}

export const hotSearchQueryOptions = queryOptions({
  queryKey: ['search', 'hot'],
  queryFn: ({ signal }) => getHotSearchList(signal),
  staleTime: 5 * 60_000,
  // Suggestions are a convenience: when they fail the box still searches.
  meta: { silentError: true },
});

/** Hot searches, fetched once the visitor first reaches for the search box. */
export function useHotSearch(enabled: boolean) {
  return useQuery({ ...hotSearchQueryOptions, enabled });
}
