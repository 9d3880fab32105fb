import { useQuery } from '@tanstack/react-query';
import {
  adminCouponBatchCreate,
  adminCouponBatchList,
  adminCouponBatchStop,
  adminCouponCodesExport,
  type RequestOf,
} from '@zhixue/contract';
import { callApi } from '@/lib/api';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const COUPONS = ['coupons'] as const;

export const useCouponBatches = (query: RequestOf<typeof adminCouponBatchList>) =>
  useQuery(apiPageQuery(COUPONS, adminCouponBatchList, query));
export const useCreateCouponBatch = () => useApiMutation(adminCouponBatchCreate, [COUPONS]);
export const useStopCouponBatch = () => useApiMutation(adminCouponBatchStop, [COUPONS]);
/** A code batch's codes as an .xlsx, to save. */
export const exportCouponCodes = (id: number) => callApi(adminCouponCodesExport, { id });
