import { describe, expect, it } from 'vitest';
import { parseYoukeListQuery } from './list-query';
import { youkeListHref } from './youke-links';

describe('parseYoukeListQuery', () => {
  it('reads project, list and page', () => {
    expect(parseYoukeListQuery(new URLSearchParams('projectId=2&listId=21&page=3'))).toEqual({
      projectId: 2,
      listId: 21,
      page: 3,
    });
  });
  it('defaults to every course, page 1', () => {
    expect(parseYoukeListQuery(new URLSearchParams())).toEqual({
      projectId: undefined,
      listId: undefined,
      page: 1,
    });
  });
  it('leaves out hostile values instead of sending them to the server', () => {
    expect(parseYoukeListQuery(new URLSearchParams('projectId=abc&listId=-4&page=0'))).toEqual({
      projectId: undefined,
      listId: undefined,
      page: 1,
    });
  });
  it('reads back what youkeListHref writes', () => {
    const target = { projectId: 1, listId: 12, page: 2 };
    const href = youkeListHref(target);
    expect(href).toBe('/youke/list?projectId=1&listId=12&page=2');
    expect(parseYoukeListQuery(new URL(href, 'http://x').searchParams)).toEqual(target);
  });
});
