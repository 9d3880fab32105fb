import { useQuery } from '@tanstack/react-query';
import {
  adminHotSearchCreate,
  adminHotSearchList,
  adminHotSearchReorder,
  adminHotSearchUpdate,
} from '@zhixue/contract';
import { apiQuery, useApiMutation } from '@/lib/api-query';

const HOT_SEARCH = ['hot-search'] as const;

export const useHotSearchList = () => useQuery(apiQuery(HOT_SEARCH, adminHotSearchList, {}));

export const useHotSearchUpdate = () => useApiMutation(adminHotSearchUpdate, [HOT_SEARCH]);
export const useHotSearchCreate = () => useApiMutation(adminHotSearchCreate, [HOT_SEARCH]);
export const useHotSearchReorder = () => useApiMutation(adminHotSearchReorder, [HOT_SEARCH]);
