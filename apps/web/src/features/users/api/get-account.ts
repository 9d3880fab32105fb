import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ResponseOf, userAccount } from '@zhixue/contract';
import { call } from '@/lib/api';

export type UserAccount = ResponseOf<typeof userAccount>;

/** `user/account`: how the learner can log in (masked phone, enterprise account, WeChat, password). */
export function getAccount(signal?: AbortSignal): Promise<UserAccount> {
  return call(userAccount, undefined, { signal });
}

export const accountQueryOptions = queryOptions({
  queryKey: ['users', 'account'],
  queryFn: ({ signal }) => getAccount(signal),
});

export function useAccount() {
  return useQuery(accountQueryOptions);
}
