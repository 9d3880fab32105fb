import { useQuery } from '@tanstack/react-query';
import {
  adminVipPlanCreate,
  adminVipPlanList,
  adminVipPlanReorder,
  adminVipPlanUpdate,
} from '@zhixue/contract';
import { apiQuery, useApiMutation } from '@/lib/api-query';

const VIP_PLANS = ['vip-plans'] as const;

export const useVipPlanList = () => useQuery(apiQuery(VIP_PLANS, adminVipPlanList, {}));

export const useVipPlanCreate = () => useApiMutation(adminVipPlanCreate, [VIP_PLANS]);
export const useVipPlanReorder = () => useApiMutation(adminVipPlanReorder, [VIP_PLANS]);
export const useVipPlanUpdate = () => useApiMutation(adminVipPlanUpdate, [VIP_PLANS]);
