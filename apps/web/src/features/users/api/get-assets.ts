import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ResponseOf, userAssetDetail } from '@zhixue/contract';
import { call } from '@/lib/api';

export type UserAssets = ResponseOf<typeof userAssetDetail>;

/** `user/asset/detail`: the learner's membership (end, days left) and the gifts that granted it. */
export function getAssets(signal?: AbortSignal): Promise<UserAssets> {
  return call(userAssetDetail, undefined, { signal });
}

// Under 'users': a paid order (membership above all) refreshes it with the rest of the area.
export const assetsQueryOptions = queryOptions({
  queryKey: ['users', 'assets'],
  queryFn: ({ signal }) => getAssets(signal),
});

export function useAssets() {
  return useQuery(assetsQueryOptions);
}
