import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userCertList } from '@zhixue/contract';
import { call } from '@/lib/api';

export const CERTIFICATES_PAGE_SIZE = 10;

/** `user/cert/list`: the learner's certificates, newest first, revoked ones marked. */
export function listMyCertificates(pageCurrent: number, signal?: AbortSignal) {
  return call(userCertList, { pageCurrent, pageSize: CERTIFICATES_PAGE_SIZE }, { signal });
}

export function useMyCertificates(pageCurrent: number) {
  return useQuery({
    queryKey: ['certificates', 'mine', pageCurrent],
    queryFn: ({ signal }) => listMyCertificates(pageCurrent, signal),
    placeholderData: keepPreviousData,
    // The panel shows the failure with a retry button.
    meta: { silentError: true },
  });
}
