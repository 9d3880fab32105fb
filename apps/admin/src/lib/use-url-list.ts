import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, sort and page kept in the address: a reload, a shared link or the back button
 * shows the same rows. `defaults` names the filters the screen knows, and their values when unset.
 */
export function useUrlList<F extends Record<string, string>>(defaults: F) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const values = { ...defaults };
    for (const key of Object.keys(defaults) as Array<keyof F>) {
      const given = params.get(String(key));
      if (given !== null) values[key] = given as F[keyof F];
    }
    return values;
  }, [params, defaults]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(params.get('size')) || 20));
  const sort = params.get('sort') ?? '';

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams, defaults],
  );

  return {
    filters,
    page,
    pageSize,
    sort,
    /** New filters start again at the first page. */
    setFilters: (changes: Partial<F>) => update({ ...changes, page: undefined }),
    setPage: (nextPage: number, nextSize: number) =>
      update({ page: nextPage === 1 ? undefined : nextPage, size: nextSize === 20 ? undefined : nextSize }),
    setSort: (nextSort: string) => update({ sort: nextSort || undefined }),
  };
}

/** A screen's list state in the address, as the list kit reads it. */
export type UrlList = Pick<
  ReturnType<typeof useUrlList>,
  'page' | 'pageSize' | 'sort' | 'setPage' | 'setSort'
>;
