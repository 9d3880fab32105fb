import { describe, expect, it } from 'vitest';
import { courseListParams, coursesHref } from '@/lib/links';
import { changeFilter, parseListQuery } from './list-query';

describe('list query', () => {
  it('defaults for an empty or malformed query', () => {
    const defaults = { categoryId: undefined, type: undefined, charge: 'all', sort: 'default', page: 1 };
    expect(parseListQuery(new URLSearchParams(''))).toEqual(defaults);
    expect(parseListQuery(new URLSearchParams('categoryId=x&type=3&charge=gold&sort=up&page=-2'))).toEqual(
      defaults,
    );
  });
  it('round-trips, leaving defaults out', () => {
    const query = parseListQuery(new URLSearchParams('categoryId=3&type=2&charge=vip&sort=priceAsc&page=4'));
    expect(query).toEqual({ categoryId: 3, type: 2, charge: 'vip', sort: 'priceAsc', page: 4 });
    expect(courseListParams(query).toString()).toBe('categoryId=3&type=2&charge=vip&sort=priceAsc&page=4');
    expect(courseListParams(parseListQuery(new URLSearchParams('page=1'))).toString()).toBe('');
  });
  it('a filter change goes back to page 1', () => {
    const query = parseListQuery(new URLSearchParams('page=5'));
    expect(changeFilter(query, { sort: 'newest' })).toMatchObject({ sort: 'newest', page: 1 });
  });
});

describe('a home section’s 查看更多', () => {
  it('opens the list on the section’s preset', () => {
    const queryOf = (href: string) => parseListQuery(new URLSearchParams(href.split('?')[1] ?? ''));
    expect(queryOf(coursesHref({ charge: 'free' }))).toMatchObject({ charge: 'free', sort: 'default' });
    expect(queryOf(coursesHref({ sort: 'newest' }))).toMatchObject({ charge: 'all', sort: 'newest' });
    expect(queryOf(coursesHref({ categoryId: 3 }))).toMatchObject({ categoryId: 3, page: 1 });
  });
});
