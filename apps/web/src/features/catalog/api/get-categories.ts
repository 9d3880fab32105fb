import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Category, courseCategoryListAll } from '@zhixue/contract';
import { call } from '@/lib/api';

/** Every course category, for the course list's filter row. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return call(courseCategoryListAll, {}, { signal });
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['catalog', 'categories'],
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
