import { queryOptions, useQuery } from '@tanstack/react-query';
import { type YoukeList, youkeListList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `youke/list/list`: the lists of one project, in order (none for an unknown project). */
export function getYoukeLists(projectId: number, signal?: AbortSignal): Promise<YoukeList[]> {
  return call(youkeListList, { projectId }, { signal });
}

export function youkeListsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ['youke', 'lists', projectId],
    queryFn: ({ signal }) => getYoukeLists(projectId, signal),
  });
}

/** Waits for a project: without one there are no lists to ask for. */
export function useYoukeLists(projectId: number | undefined) {
  return useQuery({ ...youkeListsQueryOptions(projectId ?? 0), enabled: projectId !== undefined });
}
