import { useQuery } from '@tanstack/react-query';
import { adminJobList, adminJobRetry, type RequestOf } from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const JOBS = ['jobs'] as const;

/** Running jobs move: the list follows them every 5 seconds. */
export const useJobList = (query: RequestOf<typeof adminJobList>) =>
  useQuery({ ...apiPageQuery(JOBS, adminJobList, query), refetchInterval: 5000 });
export const useRetryJob = () => useApiMutation(adminJobRetry, [JOBS]);
