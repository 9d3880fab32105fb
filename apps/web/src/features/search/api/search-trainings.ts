import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Page, type RequestOf, searchTrainingList, type TrainingCard } from '@zhixue/contract';
import { call } from '@/lib/api';

export type SearchTrainingsRequest = RequestOf<typeof searchTrainingList>;

/** `search/training/list`: one page of camps whose name or lecturer's name holds the text. */
export function searchTrainings(
  request: SearchTrainingsRequest,
  signal?: AbortSignal,
): Promise<Page<TrainingCard>> {
  return call(searchTrainingList, request, { signal });
}

export function searchTrainingsQueryOptions(request: SearchTrainingsRequest) {
  return queryOptions({
    queryKey: ['search', 'trainings', request],
    queryFn: ({ signal }) => searchTrainings(request, signal),
    placeholderData: keepPreviousData,
  });
}

/** Camp cards are the same for everyone, so unlike course search the viewer is not part of the key. */
export function useSearchTrainings(request: SearchTrainingsRequest, enabled: boolean) {
  return useQuery({ ...searchTrainingsQueryOptions(request), enabled: enabled && Boolean(request.keyword) });
}
