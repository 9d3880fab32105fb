import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMe, type Permission } from '@zhixue/contract';
import { callApi } from './api';

/** The signed-in operator: name, role and permissions. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => callApi(adminMe, {}),
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQuery);

/**
 * Whether the operator may do this: a screen shows the buttons of a write only to those the server
 * would let through (it checks again on every call).
 */
export function useCan(permission: Permission): boolean {
  return useMe().data?.permissions.includes(permission) ?? false;
}
