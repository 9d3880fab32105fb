import { useQuery } from '@tanstack/react-query';
import {
  adminLiveCancel,
  adminLiveCreate,
  adminLiveList,
  adminLiveUpdate,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const LIVES = ['lives'] as const;

export const useLiveList = (query: RequestOf<typeof adminLiveList>) =>
  useQuery(apiPageQuery(LIVES, adminLiveList, query));
export const useLiveCreate = () => useApiMutation(adminLiveCreate, [LIVES]);
export const useLiveUpdate = () => useApiMutation(adminLiveUpdate, [LIVES]);
export const useLiveCancel = () => useApiMutation(adminLiveCancel, [LIVES]);
