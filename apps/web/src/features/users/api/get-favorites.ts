import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userCollectionList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `user/collection/list`: the courses and bundles the learner collected, a page at a time. */
export function getFavorites(pageCurrent: number, pageSize: number, signal?: AbortSignal) {
  return call(userCollectionList, { pageCurrent, pageSize }, { signal });
}

export function useFavorites(pageCurrent: number, pageSize: number) {
  return useQuery({
    queryKey: ['users', 'favorites', pageCurrent, pageSize],
    queryFn: ({ signal }) => getFavorites(pageCurrent, pageSize, signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
