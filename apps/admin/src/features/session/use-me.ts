import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMe } from '@zhixue/contract';
import { callApi } from '@/lib/api';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => callApi(adminMe, {}),
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQuery);
