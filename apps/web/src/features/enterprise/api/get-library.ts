import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { entCourseCategoryDrop, entCourseList } from '@zhixue/contract';
import { call } from '@/lib/api';

export const LIBRARY_PAGE_SIZE = 16;

/** `course/category/drop`: the enterprise's categories of its library. */
export function useEntCategories() {
  return useQuery(
    queryOptions({
      queryKey: ['ent', 'categories'],
      queryFn: ({ signal }) => call(entCourseCategoryDrop, {}, { signal }),
    }),
  );
}

export interface LibraryQuery {
  page: number;
  categoryId?: number;
  keyword?: string;
}

/** `course/list`: a page of the library, by category or matching a search. */
export function entLibraryQueryOptions({ page, categoryId, keyword }: LibraryQuery) {
  return queryOptions({
    queryKey: ['ent', 'library', page, categoryId ?? null, keyword ?? null],
    queryFn: ({ signal }) =>
      call(
        entCourseList,
        { pageCurrent: page, pageSize: LIBRARY_PAGE_SIZE, categoryId, keyword },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useEntLibrary(query: LibraryQuery, enabled = true) {
  return useQuery({ ...entLibraryQueryOptions(query), enabled });
}
