import type { CourseListFilters } from '@/lib/links';
import { parseId } from '@/lib/parse-id';

export type ChargeFilter = NonNullable<CourseListFilters['charge']>;
export type SortKey = NonNullable<CourseListFilters['sort']>;

/** The course list's filters, kept in the URL query so that they survive a reload. */
export interface ListQuery {
  categoryId?: number;
  type?: 1 | 2;
  charge: ChargeFilter;
  sort: SortKey;
  page: number;
}

export const CHARGE_OPTIONS: Array<{ value: ChargeFilter; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'free', label: '免费' },
  { value: 'paid', label: '付费' },
  { value: 'vip', label: '会员' },
];

export const SORT_OPTIONS: Array<{ value: SortKey; label: string }> = [
  { value: 'default', label: '综合' },
  { value: 'newest', label: '最新' },
  { value: 'popular', label: '最热' },
  { value: 'priceAsc', label: '价格↑' },
  { value: 'priceDesc', label: '价格↓' },
];

export const TYPE_OPTIONS: Array<{ value: 1 | 2 | undefined; label: string }> = [
  { value: undefined, label: '全部' },
  { value: 1, label: '单课' },
  { value: 2, label: '套餐' },
];

/** Reads the filters; unknown or malformed values fall back to the defaults. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const type = params.get('type');
  const charge = params.get('charge');
  const sort = params.get('sort');
  return {
    categoryId: parseId(params.get('categoryId')),
    type: type === '1' ? 1 : type === '2' ? 2 : undefined,
    charge: CHARGE_OPTIONS.find((o) => o.value === charge)?.value ?? 'all',
    sort: SORT_OPTIONS.find((o) => o.value === sort)?.value ?? 'default',
    page: parseId(params.get('page')) ?? 1,
  };
}

/** A filter change starts again at page 1. */
export function changeFilter(query: ListQuery, change: Partial<Omit<ListQuery, 'page'>>): ListQuery {
  return { ...query, ...change, page: 1 };
}
