import { describe, expect, it } from 'vitest';
import { parseSearchQuery, searchQueryToParams } from './search-query';

describe('search query', () => {
  it('tab=1 selects the second tab (套餐); anything else the first', () => {
    expect(parseSearchQuery(new URLSearchParams('searchValue=a&tab=1')).tab).toBe(1);
    expect(parseSearchQuery(new URLSearchParams('searchValue=a')).tab).toBe(0);
    expect(parseSearchQuery(new URLSearchParams('searchValue=a&tab=2')).tab).toBe(0);
  });
  it('trims the text and reads the page', () => {
    expect(parseSearchQuery(new URLSearchParams('searchValue=%20领导力%20&page=3'))).toEqual({
      searchValue: '领导力',
      tab: 0,
      page: 3,
    });
  });
  it('writes tab and page only when not the default', () => {
    expect(searchQueryToParams({ searchValue: '销售', tab: 0, page: 1 }).toString()).toBe(
      'searchValue=%E9%94%80%E5%94%AE',
    );
    expect(searchQueryToParams({ searchValue: 'x', tab: 1, page: 2 }).toString()).toBe(
      'searchValue=x&tab=1&page=2',
    );
  });
});
