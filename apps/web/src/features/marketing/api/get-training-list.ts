import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { homeTrainingList, type Page, type TrainingCard, type TrainingKind } from '@zhixue/contract';
import { call } from '@/lib/api';

export interface TrainingListQuery {
  kind: TrainingKind | undefined;
  pageCurrent: number;
  pageSize: number;
}

/** training/list: one page of camps, of one kind or of every kind. */
export function getTrainingList(query: TrainingListQuery, signal?: AbortSignal): Promise<Page<TrainingCard>> {
  const { kind, ...page } = query;
  return call(homeTrainingList, kind ? { ...page, kind } : page, { signal });
}

export const trainingListQueryOptions = (query: TrainingListQuery) =>
  queryOptions({
    queryKey: ['marketing', 'training-list', query],
    queryFn: ({ signal }) => getTrainingList(query, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export function useTrainingList(query: TrainingListQuery) {
  return useQuery({ ...trainingListQueryOptions(query), placeholderData: keepPreviousData });
}
