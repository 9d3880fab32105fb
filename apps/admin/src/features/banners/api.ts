import { useQuery } from '@tanstack/react-query';
import {
  adminBannerCreate,
  adminBannerList,
  adminBannerReorder,
  adminBannerUpdate,
  type RequestOf,
} from '@zhixue/contract';
import { apiQuery, useApiMutation } from '@/lib/api-query';

const BANNERS = ['banners'] as const;

export const useBannerList = (query: RequestOf<typeof adminBannerList>) =>
  useQuery(apiQuery(BANNERS, adminBannerList, query));
export const useBannerCreate = () => useApiMutation(adminBannerCreate, [BANNERS]);
export const useBannerReorder = () => useApiMutation(adminBannerReorder, [BANNERS]);
export const useBannerUpdate = () => useApiMutation(adminBannerUpdate, [BANNERS]);
