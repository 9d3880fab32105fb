import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Address, userAddressList } from '@zhixue/contract';
import { call } from '@/lib/api';

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return call(userAddressList, undefined, { signal });
}

export const addressesQueryOptions = queryOptions({
  queryKey: ['users', 'addresses'],
  queryFn: ({ signal }) => getAddresses(signal),
});

export function useAddresses() {
  return useQuery(addressesQueryOptions);
}
