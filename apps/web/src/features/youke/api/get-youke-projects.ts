import { queryOptions, useQuery } from '@tanstack/react-query';
import { type YoukeProject, youkeProjectList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `youke/project/list`: every free-trial project, in order. */
export function getYoukeProjects(signal?: AbortSignal): Promise<YoukeProject[]> {
  return call(youkeProjectList, {}, { signal });
}

export const youkeProjectsQueryOptions = queryOptions({
  queryKey: ['youke', 'projects'],
  queryFn: ({ signal }) => getYoukeProjects(signal),
  // The pages show the failure with a retry button.
  meta: { silentError: true },
});

export function useYoukeProjects() {
  return useQuery(youkeProjectsQueryOptions);
}
