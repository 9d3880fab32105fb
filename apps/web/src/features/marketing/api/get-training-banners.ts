import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Banner, homeTrainingBannerList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** The training-camp landing's carousel; each banner acts on its jump code. */
export function getTrainingBanners(signal?: AbortSignal): Promise<Banner[]> {
  return call(homeTrainingBannerList, undefined, { signal });
}

export const trainingBannersQueryOptions = queryOptions({
  queryKey: ['marketing', 'training-banners'],
  queryFn: ({ signal }) => getTrainingBanners(signal),
});

export function useTrainingBanners() {
  return useQuery(trainingBannersQueryOptions);
}
