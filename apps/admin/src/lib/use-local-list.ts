import { useState } from 'react';
import type { UrlList } from './use-url-list';

/**
 * A list's page and sort kept in the component, for a list inside a dialog: the address belongs to
 * the screen behind it, whose own page it already holds.
 */
export function useLocalList(): UrlList {
  const [state, setState] = useState({ page: 1, pageSize: 20, sort: '' });
  return {
    ...state,
    setPage: (page: number, pageSize: number) => setState((current) => ({ ...current, page, pageSize })),
    setSort: (sort: string) => setState((current) => ({ ...current, sort })),
  };
}
