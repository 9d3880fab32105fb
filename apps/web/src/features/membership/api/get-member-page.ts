import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MemberPage, memberPage } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `member/page`: the member page's shared sections in one cached call. */
export function getMemberPage(signal?: AbortSignal): Promise<MemberPage> {
  return call(memberPage, {}, { signal });
}

export const memberPageQueryOptions = queryOptions({
  queryKey: ['membership', 'page'],
  queryFn: ({ signal }) => getMemberPage(signal),
  // The server caches the answer for a minute; asking again sooner brings nothing new.
  staleTime: 60_000,
  // Each section shows the failure with a retry button.
  meta: { silentError: true },
});

export function useMemberPage() {
  return useQuery(memberPageQueryOptions);
}
