/**
 * /course/search?searchValue=&tab= (spec section 2: optional tab=1 selects the second tab; tab=2
 * selects the third, 训练营, which the spec's two tabs did not have).
 */
export interface SearchQuery {
  searchValue: string;
  /** An index into SEARCH_TABS. */
  tab: SearchTab;
  page: number;
}

/** Each tab searches one product type of the spec: 1 single course, 2 bundle, 8 training camp. */
export const SEARCH_TABS = [
  { tab: 0, label: '课程', type: 1 },
  { tab: 1, label: '套餐', type: 2 },
  { tab: 2, label: '训练营', type: 8 },
] as const;

export type SearchTab = (typeof SEARCH_TABS)[number]['tab'];

/** The tab named by a `tab` parameter or a Tabs key; the first for anything else. */
export function parseSearchTab(value: string | null): SearchTab {
  return SEARCH_TABS.find((t) => String(t.tab) === value)?.tab ?? 0;
}

/**
 * The query of the address; without a `tab` parameter, the tab the learner last chose
 * (`keptTab`), as the spec keeps the search tab for 7 days.
 */
export function parseSearchQuery(params: URLSearchParams, keptTab: SearchTab = 0): SearchQuery {
  const page = params.get('page');
  const tab = params.get('tab');
  return {
    searchValue: (params.get('searchValue') ?? '').trim(),
    tab: tab === null ? keptTab : parseSearchTab(tab),
    page: page && /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

export function searchQueryToParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams({ searchValue: query.searchValue });
  if (query.tab !== 0) params.set('tab', String(query.tab));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Where the last chosen search tab and the learner's recent searches are kept. */
export const SEARCH_TAB_KEY = 'zx-search-tab';
export const RECENT_SEARCHES_KEY = 'zx-recent-searches';

/** A search tab as kept in storage; the first for anything else. */
export function keptSearchTab(value: unknown): SearchTab {
  return SEARCH_TABS.find((t) => t.tab === value)?.tab ?? 0;
}

/** How many of the learner's own searches the header offers again. */
export const RECENT_SEARCHES_KEPT = 5;

/** The learner's searches with `value` first, each once, at most RECENT_SEARCHES_KEPT. */
export function withRecentSearch(kept: unknown, value: string): string[] {
  const earlier = Array.isArray(kept) ? kept.filter((item): item is string => typeof item === 'string') : [];
  const text = value.trim();
  return (text ? [text, ...earlier.filter((item) => item !== text)] : earlier).slice(0, RECENT_SEARCHES_KEPT);
}
