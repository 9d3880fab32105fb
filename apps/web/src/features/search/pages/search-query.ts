/** /course/search?searchValue=&tab= (spec section 2: optional tab=1 selects the second tab). */
export interface SearchQuery {
  searchValue: string;
  /** 0 课程 (single courses, type 1), 1 套餐 (bundles, type 2). */
  tab: 0 | 1;
  page: number;
}

export const SEARCH_TABS = [
  { tab: 0, label: '课程', type: 1 },
  { tab: 1, label: '套餐', type: 2 },
] as const;

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const page = params.get('page');
  return {
    searchValue: (params.get('searchValue') ?? '').trim(),
    tab: params.get('tab') === '1' ? 1 : 0,
    page: page && /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

export function searchQueryToParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams({ searchValue: query.searchValue });
  if (query.tab === 1) params.set('tab', '1');
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
