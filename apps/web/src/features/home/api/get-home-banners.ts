import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Banner, homeBannerList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** The home banner carousel; each banner acts on its jump code (1–7). */
export function getHomeBanners(signal?: AbortSignal): Promise<Banner[]> {
  return call(homeBannerList, undefined, { signal });
}

export const homeBannersQueryOptions = queryOptions({
  queryKey: ['home', 'banners'],
  queryFn: ({ signal }) => getHomeBanners(signal),
});

export function useHomeBanners() {
  return useQuery(homeBannersQueryOptions);
}
