import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Endpoint, RequestOf } from '@zhixue/contract';
import { callApi } from './api';

/**
 * A read of one endpoint as TanStack Query options, its key the area's key followed by the request,
 * so invalidating the area's key refreshes every page and filter of it.
 */
export function apiQuery<E extends Endpoint>(key: QueryKey, endpoint: E, body: RequestOf<E>) {
  return queryOptions({ queryKey: [...key, body], queryFn: () => callApi(endpoint, body) });
}

/** A page of a list: the rows shown stay while the next page loads, so the table does not blink. */
export function apiPageQuery<E extends Endpoint>(key: QueryKey, endpoint: E, body: RequestOf<E>) {
  return { ...apiQuery(key, endpoint, body), placeholderData: keepPreviousData };
}

/**
 * A write of one endpoint; when it succeeds, the reads under `invalidates` are asked again (and the
 * caller's own awaits see them fresh), so every list showing the changed rows shows the change.
 */
export function useApiMutation<E extends Endpoint>(endpoint: E, invalidates: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<E>) => callApi(endpoint, body),
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
