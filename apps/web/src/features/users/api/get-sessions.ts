import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SessionInfo, userSessionList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** Where the learner is logged in: device id (city + IP), browser, last activity, this device. */
export function getSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return call(userSessionList, undefined, { signal });
}

export const sessionsQueryOptions = queryOptions({
  queryKey: ['users', 'sessions'],
  queryFn: ({ signal }) => getSessions(signal),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
