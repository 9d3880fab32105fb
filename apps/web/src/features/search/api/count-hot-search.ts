import { searchHotCount } from '@zhixue/contract';
import { call } from '@/lib/api';

/** Counts a click on a hot-search term. Fire and forget: a lost count must not bother the user. */
export function countHotSearch(id: number): void {
  call(searchHotCount, { id }, { background: true }).catch(() => {});
}
