import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeTrainingAllList, type TrainingCard } from '@zhixue/contract';
import { call } from '@/lib/api';

/** 训练营: online, offline and trial camps. */
export function getTrainingCamps(signal?: AbortSignal): Promise<TrainingCard[]> {
  return call(homeTrainingAllList, { limit: 4 }, { signal });
}

export const trainingCampsQueryOptions = queryOptions({
  queryKey: ['home', 'training'],
  queryFn: ({ signal }) => getTrainingCamps(signal),
});

export function useTrainingCamps() {
  return useQuery(trainingCampsQueryOptions);
}
