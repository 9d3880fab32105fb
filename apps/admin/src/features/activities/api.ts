import { useQuery } from '@tanstack/react-query';
import {
  adminActivityCreate,
  adminActivityEnd,
  adminActivityList,
  adminActivityUpdate,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const ACTIVITIES = ['activities'] as const;

export const useActivityList = (query: RequestOf<typeof adminActivityList>) =>
  useQuery(apiPageQuery(ACTIVITIES, adminActivityList, query));
export const useActivityCreate = () => useApiMutation(adminActivityCreate, [ACTIVITIES]);
export const useActivityUpdate = () => useApiMutation(adminActivityUpdate, [ACTIVITIES]);
export const useActivityEnd = () => useApiMutation(adminActivityEnd, [ACTIVITIES]);
