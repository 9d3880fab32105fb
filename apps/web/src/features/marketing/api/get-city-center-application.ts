import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CityCenterApplication, cityGiftDetail } from '@zhixue/contract';
import { call } from '@/lib/api';

/** city/gift/detail: the learner's application with its review status, or null before applying. */
export function getCityCenterApplication(signal?: AbortSignal): Promise<CityCenterApplication | null> {
  return call(cityGiftDetail, undefined, { signal });
}

/** Keyed by learner, so a different login never sees the previous learner's answer. */
export const cityCenterApplicationQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['marketing', 'city-center', userId],
    queryFn: ({ signal }) => getCityCenterApplication(signal),
  });

/** Runs only for a logged-in learner; a visitor is asked to log in instead. */
export function useCityCenterApplication(userId: number | null) {
  return useQuery({
    ...cityCenterApplicationQueryOptions(userId ?? 0),
    enabled: userId !== null,
  });
}
