import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogGroup, courseCatalog, entCourseCatalog, youkeCourseCatalog } from '@zhixue/contract';
import { call } from '@/lib/api';
import type { PlayerChannel } from './get-play-detail';

/**
 * The player's catalog, with the learner's progress: `course/catalog`, `youke/course/catalog`, or the
 * enterprise library's `ent/front/course/catalog` (an enterprise's private course is not on the main
 * site, whose catalog does not know it). A camp teaches main-site courses: theirs is the course's own
 * catalog (the camp's player says what is open).
 */
export function getChapters(
  channel: PlayerChannel,
  id: number,
  signal?: AbortSignal,
): Promise<CatalogGroup[]> {
  const catalog =
    channel === 'youke' ? youkeCourseCatalog : channel === 'enterprise' ? entCourseCatalog : courseCatalog;
  return call(catalog, { id }, { signal, background: true });
}

/** Keyed like the course pages' own catalog queries, so marking progress here refreshes them too. */
export function chaptersQueryKey(channel: PlayerChannel, id: number, viewer: number | null) {
  if (channel === 'youke') return ['youke', 'catalog', id, viewer];
  return channel === 'enterprise' ? ['ent', 'chapters', id] : ['catalog', 'chapters', id, viewer];
}

/**
 * What watching changes on the course's own pages (the catalog's progress, the detail's `study`
 * flag) and on the learner's lists, for queries to ask again.
 */
export function studiedQueryKeys(channel: PlayerChannel, id: number, viewer: number | null) {
  const detail =
    channel === 'youke'
      ? ['youke', 'detail', id]
      : channel === 'enterprise'
        ? ['ent', 'detail', id]
        : ['catalog', 'detail', id];
  return [
    chaptersQueryKey(channel, id, viewer),
    detail,
    ['learning', 'totals'],
    ['learning', 'recent'],
    ['learning', 'owned'],
  ];
}

export function useChapters(channel: PlayerChannel, id: number, viewer: number | null) {
  return useQuery(
    queryOptions({
      queryKey: chaptersQueryKey(channel, id, viewer),
      queryFn: ({ signal }) => getChapters(channel, id, signal),
      meta: { silentError: true },
    }),
  );
}
