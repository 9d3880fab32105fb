import { describe, expect, it } from 'vitest';
import {
  keptSearchTab,
  parseSearchQuery,
  parseSearchTab,
  SEARCH_TABS,
  searchQueryToParams,
  withRecentSearch,
} from './search-query';

describe('search query', () => {
  it('has the tabs 课程, 套餐 and 训练营, each for one product type', () => {
    expect(SEARCH_TABS.map((t) => [t.tab, t.label, t.type])).toEqual([
      [0, '课程', 1],
      [1, '套餐', 2],
      [2, '训练营', 8],
    ]);
  });

  it('tab=1 selects 套餐 and tab=2 训练营; anything else the first tab', () => {
    const tabOf = (search: string) => parseSearchQuery(new URLSearchParams(search)).tab;
    expect(tabOf('searchValue=a&tab=1')).toBe(1);
    expect(tabOf('searchValue=a&tab=2')).toBe(2);
    expect(tabOf('searchValue=a')).toBe(0);
    for (const odd of ['3', '-1', '1.0', ' 1', '01', '', 'tab', '训练营']) {
      expect(tabOf(`searchValue=a&tab=${encodeURIComponent(odd)}`), odd).toBe(0);
    }
    expect(parseSearchTab('2')).toBe(2);
    expect(parseSearchTab(null)).toBe(0);
  });

  it('trims the text and reads the page', () => {
    expect(parseSearchQuery(new URLSearchParams('searchValue=%20领导力%20&page=3'))).toEqual({
      searchValue: '领导力',
      tab: 0,
      page: 3,
    });
    for (const odd of ['0', '-2', 'x', '1e3', '9999999']) {
      expect(parseSearchQuery(new URLSearchParams(`searchValue=a&page=${odd}`)).page, odd).toBe(1);
    }
    expect(parseSearchQuery(new URLSearchParams('')).searchValue).toBe('');
  });

  it('writes tab and page only when not the default, and reads back what it wrote', () => {
    expect(searchQueryToParams({ searchValue: '销售', tab: 0, page: 1 }).toString()).toBe(
      'searchValue=%E9%94%80%E5%94%AE',
    );
    expect(searchQueryToParams({ searchValue: 'x', tab: 1, page: 2 }).toString()).toBe(
      'searchValue=x&tab=1&page=2',
    );
    const camps = { searchValue: '训练营 %_', tab: 2, page: 4 } as const;
    expect(searchQueryToParams(camps).get('tab')).toBe('2');
    expect(parseSearchQuery(searchQueryToParams(camps))).toEqual(camps);
  });
});

describe('what the search keeps for 7 days', () => {
  it('opens on the kept tab when the address names none, and on the address’s tab when it does', () => {
    const kept = keptSearchTab(2);
    expect(parseSearchQuery(new URLSearchParams('searchValue=a'), kept).tab).toBe(2);
    expect(parseSearchQuery(new URLSearchParams('searchValue=a&tab=1'), kept).tab).toBe(1);
    expect(keptSearchTab('2')).toBe(0);
    expect(keptSearchTab(null)).toBe(0);
  });

  it('keeps the learner’s recent searches newest first, each once, at most five', () => {
    expect(withRecentSearch(null, ' 领导力 ')).toEqual(['领导力']);
    expect(withRecentSearch(['a', 'b', 'c', 'd', 'e'], 'c')).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(withRecentSearch(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(withRecentSearch(['a', 7, null], '')).toEqual(['a']);
  });
});
