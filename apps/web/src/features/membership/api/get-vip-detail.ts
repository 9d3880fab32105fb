import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ResponseOf, vipDetail } from '@zhixue/contract';
import { call } from '@/lib/api';
import { useSession } from '@/lib/session';

export type VipDetail = ResponseOf<typeof vipDetail>;

/** `vip/detail`: the plans on sale and the reader's own membership. */
export function getVipDetail(signal?: AbortSignal): Promise<VipDetail> {
  return call(vipDetail, {}, { signal });
}

/** Keyed by who reads, so logging in or out asks again rather than showing someone else's status. */
export function vipDetailQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: ['membership', 'vip-detail', userId],
    queryFn: ({ signal }) => getVipDetail(signal),
    meta: { silentError: true },
  });
}

export function useVipDetail() {
  const session = useSession();
  return useQuery(vipDetailQueryOptions(session?.id ?? null));
}
