import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CityCenterApplication, cityGiftAdd, type RequestOf } from '@zhixue/contract';
import { call } from '@/lib/api';
import { cityCenterApplicationQueryOptions } from './get-city-center-application';

export type CityCenterApplicationRequest = RequestOf<typeof cityGiftAdd>;

/** city/gift/add: sends the application (or resends a rejected one). */
export function applyForCityCenter(request: CityCenterApplicationRequest): Promise<CityCenterApplication> {
  return call(cityGiftAdd, request);
}

/** On success the page shows the answer at once: it is the new state of the application. */
export function useApplyForCityCenter(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForCityCenter,
    onSuccess: (application) =>
      queryClient.setQueryData(cityCenterApplicationQueryOptions(userId).queryKey, application),
  });
}
